import { useAnalysisT } from '../i18n'
import type { ArtifactState } from '../store/artifact-store'

/** Loading, expired (with a re-run) or failed (with a retry) in place of a TABLE or IMAGE. */
export function ArtifactNotice({
  name,
  state,
  onRetry,
  onRerun,
  loadingKey,
}: {
  name: string
  state: ArtifactState | undefined
  onRetry: () => void
  onRerun: (() => void) | null
  loadingKey: 'table.loading' | 'image.loading'
}) {
  const t = useAnalysisT()
  if (!state || state.state === 'loading') {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-md border border-(--border) p-3 text-sm text-(--muted)"
      >
        <span
          className="size-3 animate-spin rounded-full border-2 border-(--border) border-t-(--accent)"
          aria-hidden="true"
        />
        {t(loadingKey, { name })}
      </p>
    )
  }
  if (state.state === 'expired') {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-amber-500/60 bg-amber-500/10 p-3 text-sm">
        <p className="flex-1" dir="auto">
          {t('artifact.expired', { name })}
        </p>
        {onRerun && (
          <button type="button" className="btn btn-secondary" onClick={onRerun}>
            {t('artifact.rerun')}
          </button>
        )}
      </div>
    )
  }
  if (state.state === 'failed') {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-(--danger)/60 p-3 text-sm">
        <p className="flex-1" dir="auto">
          {t('artifact.failed', { name, message: state.message })}
        </p>
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          {t('artifact.retry')}
        </button>
      </div>
    )
  }
  return null
}
