import { useLanguage } from '@/lib/i18n/use-language'
import { useAnalysisT } from '../i18n'
import { useExport } from '../hooks/use-export'
import { useAnalysisStore, useIsAsking } from '../store/analysis-store'

/** Exports every job of the open session as one HTML or Markdown file (code loads on use). */
export function SessionExport({
  name,
  datasetName,
}: {
  name: string
  datasetName: (id: string) => string
}) {
  const t = useAnalysisT()
  const language = useLanguage()
  const asking = useIsAsking()
  const { busy, error, run } = useExport(async (format) => {
    const { jobIds, jobs } = useAnalysisStore.getState()
    const list = jobIds.flatMap((id) => (jobs[id] ? [jobs[id]] : []))
    const { exportSession } = await import('../export/export-session')
    await exportSession(format, list, name, datasetName, language)
  })
  const cls = 'btn btn-secondary px-2 py-0.5 text-xs'
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-(--muted)">
      <span>{t('session.export')}</span>
      <button
        type="button"
        className={cls}
        disabled={busy || asking}
        onClick={() => void run('html')}
      >
        {t('session.exportHtml')}
      </button>
      <button
        type="button"
        className={cls}
        disabled={busy || asking}
        onClick={() => void run('md')}
      >
        {t('session.exportMarkdown')}
      </button>
      {error && (
        <span role="alert" className="text-(--danger)">
          {t('job.exportFailed', { message: error })}
        </span>
      )}
    </div>
  )
}
