import { useState, type KeyboardEvent } from 'react'
import { useChatT } from '../i18n'
import { useChatActions } from '../store/chat-store'

/** Edit a sent message and send it as a new branch; the original stays reachable with `< >`. */
export function MessageEdit({
  id,
  initial,
  onDone,
}: {
  id: string
  initial: string
  onDone: () => void
}) {
  const t = useChatT()
  const [text, setText] = useState(initial)
  const { messageEdited } = useChatActions()
  const save = () => {
    if (messageEdited(id, text)) onDone()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Escape') onDone()
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault()
      save()
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <textarea
        aria-label={t('editMessage')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        autoFocus
        dir="auto"
        rows={Math.min(10, text.split('\n').length + 1)}
        className="field w-full resize-y p-2"
      />
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          {t('cancel')}
        </button>
        <button type="button" className="btn btn-primary" disabled={!text.trim()} onClick={save}>
          {t('save')}
        </button>
      </div>
    </div>
  )
}
