import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { useT } from '@/lib/i18n/use-t'
import { useChatActions, useIsStreaming } from '../store/chat-store'

export function Composer() {
  const t = useT()
  const [draft, setDraft] = useState('')
  const streaming = useIsStreaming()
  const { messageSubmitted, streamStopped } = useChatActions()

  const submit = () => {
    if (streaming || !draft.trim()) return
    messageSubmitted(draft)
    setDraft('')
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    submit()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line; IME composition must not send half a word.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault()
      submit()
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-(--border) p-3">
      <label htmlFor="chat-composer" className="sr-only">
        {t('chat.message')}
      </label>
      <textarea
        id="chat-composer"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        rows={2}
        dir="auto"
        placeholder={t('chat.message')}
        className="min-h-12 flex-1 resize-y rounded-md border border-(--border) bg-(--surface) p-2"
      />
      {streaming ? (
        <button type="button" onClick={streamStopped} className="btn btn-secondary">
          {t('chat.stop')}
        </button>
      ) : (
        <button type="submit" disabled={!draft.trim()} className="btn btn-primary">
          {t('chat.send')}
        </button>
      )}
    </form>
  )
}
