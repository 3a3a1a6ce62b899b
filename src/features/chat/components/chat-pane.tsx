import { Composer } from './composer'
import { MessageList } from './message-list'
import { ModelPicker } from './model-picker'

export function ChatPane() {
  return (
    <section aria-label="Chat" className="flex h-full min-h-0 flex-col">
      <header className="flex items-center justify-between border-b border-(--border) px-4 py-2">
        <ModelPicker />
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <MessageList />
      </div>
      <Composer />
    </section>
  )
}
