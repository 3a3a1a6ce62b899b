import { Link } from 'wouter'
import { isKeyRefused, useErrorWords } from '@/lib/http'
import { errorKeyOf, KEY_SETTINGS_HREF, useChatT } from '../i18n'
import { useChatActions, useIsStreaming } from '../store/chat-store'
import type { ChatMessageRecord } from '../types'

/**
 * What happened to an unfinished reply, in place: plain words per service code, the service's own
 * message as detail, and the way forward (Retry, Continue, Regenerate, Settings).
 */
export function MessageStatus({ message }: { message: ChatMessageRecord }) {
  const t = useChatT()
  const words = useErrorWords()
  const { retryRequested, continueRequested, regenerateRequested } = useChatActions()
  const busy = useIsStreaming(message.conversationId)
  const { status } = message
  if (status.state !== 'incomplete') return null
  const canContinue = message.content.length > 0
  const action = (label: string, run: (id: string) => void) => (
    <button
      type="button"
      className="btn btn-secondary"
      disabled={busy}
      onClick={() => run(message.id)}
    >
      {label}
    </button>
  )
  // Regenerate after Stop is in the message's footer; Stop offers Continue here too.
  const buttons = (
    <div className="mt-2 flex flex-wrap gap-2">
      {status.reason === 'error' && action(t('retry'), retryRequested)}
      {canContinue && action(t('continue'), continueRequested)}
      {status.reason === 'interrupted' && action(t('regenerate'), regenerateRequested)}
      {isKeyRefused(status.error) && (
        <Link href={KEY_SETTINGS_HREF} className="btn btn-secondary">
          {t('openSettings')}
        </Link>
      )}
    </div>
  )
  if (status.reason === 'cancelled') {
    return (
      <div className="status-note">
        <p>{t('stopped')}</p>
        {buttons}
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
  const detail = [
    error?.code ? t('errorCode', { code: String(error.code) }) : null,
    error?.status ? t('errorHttp', { status: String(error.status) }) : null,
    error?.traceId ? t('errorTrace', { id: error.traceId }) : null,
  ].filter((part) => part !== null)
  return (
    <div
      role="alert"
      className="status-box status-error"
      data-error-code={error?.code ?? undefined}
    >
      <p className="font-medium">{t(errorKeyOf(error))}</p>
      {detail.length > 0 && (
        <p className="mt-1 text-xs text-(--muted)">
          {detail.map((part, i) => (
            <span key={i}>
              {i > 0 && ' · '}
              <bdi>{part}</bdi>
            </span>
          ))}
        </p>
      )}
      {/* Words of ours (a connection that dropped) in the UI language, under the headline. */}
      {error?.detail && <p className="mt-1 text-xs text-(--muted)">{words(error)}</p>}
      {/* The service's own words are in its language, not the UI's: there on request. */}
      {error?.message && !error.detail && (
        <details className="mt-1 text-xs text-(--muted)">
          <summary className="cursor-pointer">{t('serviceWords')}</summary>
          <p dir="auto" className="mt-1 break-words">
            {error.message}
          </p>
        </details>
      )}
      {buttons}
    </div>
  )
}
