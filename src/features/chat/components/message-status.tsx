import { Link } from 'wouter'
import { isKeyRefused } from '@/lib/http'
import { errorKeyOf, KEY_SETTINGS_HREF, useChatT } from '../i18n'
import { useChatActions, useIsStreaming } from '../store/chat-store'
import type { ChatMessageRecord } from '../types'

/**
 * What happened to an unfinished reply, in place: plain words per service code, the service's own
 * message as detail, and the way forward (Retry, Continue, Regenerate, Settings).
 */
export function MessageStatus({ message }: { message: ChatMessageRecord }) {
  const t = useChatT()
  const { retryRequested, continueRequested, regenerateRequested } = useChatActions()
  const busy = useIsStreaming(message.conversationId)
  const { status } = message
  if (status.state !== 'incomplete') return null
  const canContinue = message.content.length > 0
  const buttons = (
    <div className="mt-2 flex flex-wrap gap-2">
      {status.reason === 'error' && (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => retryRequested(message.id)}
        >
          {t('retry')}
        </button>
      )}
      {canContinue && status.reason !== 'cancelled' && (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => continueRequested(message.id)}
        >
          {t('continue')}
        </button>
      )}
      {status.reason === 'interrupted' && (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => regenerateRequested(message.id)}
        >
          {t('regenerate')}
        </button>
      )}
      {isKeyRefused(status.error) && (
        <Link href={KEY_SETTINGS_HREF} className="btn btn-secondary">
          {t('openSettings')}
        </Link>
      )}
    </div>
  )
  if (status.reason === 'cancelled') {
    // Regenerate is in the message's footer; Stop offers Continue here too.
    return (
      <div className="status-note">
        <p>{t('stopped')}</p>
        {canContinue && (
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy}
              onClick={() => continueRequested(message.id)}
            >
              {t('continue')}
            </button>
          </div>
        )}
      </div>
    )
  }
  if (status.reason === 'length') {
    return (
      <div className="status-note">
        <p>{t('cutShort')}</p>
        {buttons}
      </div>
    )
  }
  if (status.reason === 'interrupted') {
    return (
      <div role="status" className="status-box">
        <p>{t('interrupted')}</p>
        {buttons}
      </div>
    )
  }
  const error = status.error
  return (
    <div
      role="alert"
      className="status-box status-error"
      data-error-code={error?.code ?? undefined}
    >
      <p className="font-medium">{t(errorKeyOf(error))}</p>
      {error?.message && (
        <p className="mt-1 text-xs text-(--muted)" dir="auto">
          {error.message}
          {error.code ? ` (${error.code}${error.status ? `, HTTP ${error.status}` : ''})` : ''}
          {error.traceId ? ` · ${t('trace')} ${error.traceId}` : ''}
        </p>
      )}
      {buttons}
    </div>
  )
}
