import { memo } from 'react'
import { Link } from 'wouter'
import { Markdown } from '@/components/markdown/markdown'
import { useT } from '@/lib/i18n/use-t'
import { useChatActions, useMessage } from '../store/chat-store'
import type { ChatMessageRecord } from '../types'

function StatusLine({ message }: { message: ChatMessageRecord }) {
  const t = useT()
  const { retryRequested } = useChatActions()
  const { status } = message
  if (status.state !== 'incomplete') return null
  if (status.reason === 'cancelled') return <p className="text-sm text-(--muted)">{t('chat.stopped')}</p>
  if (status.reason === 'length') return <p className="text-sm text-(--muted)">{t('chat.cutShort')}</p>
  const authProblem = status.error?.code === 'invalid_token' || status.error?.code === 'invalid_model'
  return (
    <div role="alert" className="mt-2 rounded-md border border-(--danger) p-2 text-sm">
      <p>{status.error?.message ?? t('chat.interrupted')}</p>
      <div className="mt-1 flex gap-2">
        <button type="button" className="btn btn-secondary" onClick={() => retryRequested(message.id)}>
          {t('chat.retry')}
        </button>
        {authProblem && (
          <Link href="/settings" className="btn btn-secondary">
            {t('chat.openSettings')}
          </Link>
        )}
      </div>
    </div>
  )
}

export const MessageItem = memo(function MessageItem({ id }: { id: string }) {
  const t = useT()
  const message = useMessage(id)
  if (!message) return null
  const streaming = message.status.state === 'streaming'
  return (
    <article
      aria-label={message.role === 'user' ? t('chat.you') : t('chat.assistant')}
      aria-busy={streaming}
      data-status={message.status.state}
      className={message.role === 'user' ? 'message message-user' : 'message message-assistant'}
    >
      {message.reasoning && (
        <details className="mb-2 text-sm text-(--muted)">
          <summary>
            {t('chat.reasoning')} · {message.reasoning.length.toLocaleString()}
          </summary>
          <div dir="auto" className="whitespace-pre-wrap">
            {message.reasoning}
          </div>
        </details>
      )}
      {message.role === 'user' ? (
        <p dir="auto" className="whitespace-pre-wrap">
          {message.content}
        </p>
      ) : (
        <Markdown text={message.content} streaming={streaming} />
      )}
      <StatusLine message={message} />
    </article>
  )
})
