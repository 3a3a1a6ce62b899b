import { useLanguage } from '@/lib/i18n/use-language'
import { useExport } from '../hooks/use-export'
import { useAnalysisT } from '../i18n'
import type { Job } from '../types'

/** Export buttons; the export code loads on first use. */
export function JobExport({ job, datasetName }: { job: Job; datasetName: (id: string) => string }) {
  const t = useAnalysisT()
  const language = useLanguage()
  const { busy, error, run } = useExport(async (format) => {
    const mod = await import('../export/export-job')
    await (format === 'html'
      ? mod.exportJobHtml(job, datasetName, language)
      : mod.exportJobMarkdown(job, datasetName, language))
  })
  const cls = 'rounded px-2 py-0.5 text-(--accent) hover:bg-(--surface-2) disabled:opacity-50'
  return (
    <span className="ms-auto flex items-center gap-1">
      <button type="button" className={cls} disabled={busy} onClick={() => void run('html')}>
        {t('job.exportHtml')}
      </button>
      <button type="button" className={cls} disabled={busy} onClick={() => void run('md')}>
        {t('job.exportMarkdown')}
      </button>
      {error && (
        <span role="alert" className="text-(--danger)">
          {t('job.exportFailed', { message: error })}
        </span>
      )}
    </span>
  )
}
