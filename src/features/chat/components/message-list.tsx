import { useT } from '@/lib/i18n/use-t'
import { useMessageIds } from '../store/chat-store'
import { MessageItem } from './message-item'

export function MessageList() {
  const t = useT()
  const ids = useMessageIds()
  if (ids.length === 0) return <p className="m-auto p-6 text-center text-(--muted)">{t('chat.empty')}</p>
  return (
    <div role="log" aria-live="off" className="flex flex-col gap-4 p-4">
      {ids.map((id) => (
        <MessageItem key={id} id={id} />
      ))}
    </div>
  )
}
