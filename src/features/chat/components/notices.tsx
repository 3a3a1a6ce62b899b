import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { isKeyRefused, useErrorWords, type ApiErrorInit } from '@/lib/http'
import { useT } from '@/lib/i18n/use-t'
import { errorKeyOf, KEY_SETTINGS_HREF, useChatT } from '../i18n'
import {
  useAnnouncement,
  useChatActions,
  useModelsError,
  usePendingDelete,
  useStorageError,
} from '../store/chat-store'

/**
 * The detail under the plain words: the service's own message (in its language, so `dir="auto"`)
 * or ours in the UI language; then (code, HTTP status).
 */
export function ErrorDetail({ error }: { error: ApiErrorInit }) {
  const words = useErrorWords()
  const code = error.code ?? null
  return (
    <span className="text-xs text-(--muted)" dir={error.detail ? undefined : 'auto'}>
      {words(error)}
      {code !== null ? ` (${code}${error.status ? `, HTTP ${error.status}` : ''})` : ''}
    </span>
  )
}

/**
 * The model list could not be loaded. A refused key is said as such, with the way to fix it;
 * anything else says the list failed and why.
 */
export function ModelsNotice() {
  const t = useChatT()
  const error = useModelsError()
  if (!error) return null
  const keyRefused = isKeyRefused(error)
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-(--danger) bg-(--surface-2) px-4 py-2 text-sm"
    >
      <p className="min-w-0 flex-1">
        <strong className="font-medium">
          {keyRefused ? t('errInvalidToken') : `${t('modelsFailed')}: ${t(errorKeyOf(error))}`}
        </strong>{' '}
        <ErrorDetail error={error} />
      </p>
      <Link href={KEY_SETTINGS_HREF} className="btn btn-secondary">
        {t('openSettings')}
      </Link>
    </div>
  )
}

/** Storage failures (quota, private mode) are shown, with what they mean, never swallowed. */
export function StorageBanner() {
  const t = useChatT()
  const shellT = useT()
  const error = useStorageError()
  const { storageErrorDismissed } = useChatActions()
  if (!error) return null
  return (
    <div
      role="alert"
      className="flex items-start gap-3 border-b border-(--danger) bg-(--surface-2) px-4 py-2 text-sm"
    >
      <p className="flex-1">
        <strong>{t('storageProblem')}</strong> {shellT(`storage.${error.reason}`)}
        {error.detail && ` ${error.detail}`}
      </p>
      <button type="button" className="btn-ghost" onClick={storageErrorDismissed}>
        {t('dismiss')}
      </button>
    </div>
  )
}

/** "Conversation deleted · Undo" for a few seconds after a delete. */
export function UndoToast() {
  const t = useChatT()
  const pending = usePendingDelete()
  const { deletionUndone } = useChatActions()
  if (!pending) return null
  return (
    <div role="status" className="toast">
      <span>
        {t('deleted')} <span className="text-(--muted)">{pending.title}</span>
      </span>
      <button type="button" className="btn btn-secondary" onClick={deletionUndone}>
        {t('undo')}
      </button>
    </div>
  )
}

/** A polite live region: announces a finished (or stopped, failed) reply once, never each token. */
export function LiveRegion() {
  const t = useChatT()
  const announcement = useAnnouncement()
  // Cleared after a while, so the same words announce again next time.
  const [clearedSeq, setClearedSeq] = useState(0)
  useEffect(() => {
    if (!announcement) return
    const timer = setTimeout(() => setClearedSeq(announcement.seq), 4000)
    return () => clearTimeout(timer)
  }, [announcement])
  const words = {
    finished: t('announceFinished'),
    stopped: t('announceStopped'),
    failed: t('announceFailed'),
    copied: t('announceCopied'),
  }
  const text = announcement && announcement.seq !== clearedSeq ? words[announcement.kind] : ''
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
      data-testid="chat-live-region"
    >
      {text}
    </div>
  )
}
