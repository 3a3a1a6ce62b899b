import { Link } from 'wouter'
import type { ApiErrorInit } from '@/lib/http'
import { useAnalysisT, type AnalysisKey } from '../i18n'
import { errorActions, errorTopic } from '../lib/error-topic'
import { CopyButton } from '@/components/copy-button/copy-button'

/** A job's failure in place: plain words, the way out (Retry, Settings), and copyable details. */
export function JobError({
  error,
  jobId,
  onRetry,
}: {
  error: ApiErrorInit
  jobId: string | null
  onRetry: (() => void) | null
}) {
  const t = useAnalysisT()
  const topic = errorTopic(error)
  const actions = errorActions(topic)
  const rows: [AnalysisKey, string | number | null | undefined][] = [
    ['error.code', error.code],
    ['error.status', error.status],
    ['error.message', error.message],
    ['error.traceId', error.traceId],
    ['error.externalTraceId', error.externalTraceId],
    ['error.jobId', jobId],
  ]
  const present = rows.filter(([, v]) => v !== null && v !== undefined && v !== '')
  const all = present.map(([k, v]) => `${t(k)}: ${v}`).join('\n')
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-md border border-(--danger)/70 bg-(--danger)/5 p-3"
    >
      <p className="font-medium text-(--danger)">{t(`error.${topic}` as AnalysisKey)}</p>
      <p className="text-sm">{t(`error.${topic}.help` as AnalysisKey)}</p>
      <div className="flex flex-wrap gap-2">
        {actions.retry && onRetry && (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('error.retry')}
          </button>
        )}
        {actions.settings && (
          <Link href="/settings" className="btn btn-secondary">
            {t('error.openSettings')}
          </Link>
        )}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-(--muted)">{t('error.details')}</summary>
        <dl className="mt-2 grid grid-cols-[max-content_1fr_auto] items-center gap-x-3 gap-y-1">
          {present.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-(--muted)">{t(k)}</dt>
              <dd className="min-w-0 font-mono text-xs break-all" dir="auto">
                {String(v)}
              </dd>
              <CopyButton
                text={String(v)}
                label={`${t('copy')} ${t(k)}`}
                visibleLabel={t('copy')}
                copiedLabel={t('copied')}
                className="rounded px-2 py-0.5 text-xs text-(--accent) hover:bg-(--surface-2)"
              />
            </div>
          ))}
        </dl>
        <div className="mt-2">
          <CopyButton
            text={all}
            label={t('error.copyAll')}
            copiedLabel={t('copied')}
            className="btn btn-secondary"
          />
        </div>
      </details>
    </div>
  )
}
