import { useEffect, useRef } from 'react'
import { useAnalysisT } from '../i18n'
import {
  useAnalysisActions,
  useJobIds,
  useSessionId,
  useSessionLoad,
} from '../store/analysis-store'
import { JobView } from './job-view'

/** The open session's jobs, oldest first; a new job scrolls into view as it starts. */
export function JobList({ datasetName }: { datasetName: (id: string) => string }) {
  const t = useAnalysisT()
  const ids = useJobIds()
  const load = useSessionLoad()
  const sessionId = useSessionId()
  const { sessionOpened } = useAnalysisActions()
  const listRef = useRef<HTMLOListElement>(null)
  const count = useRef(ids.length)

  useEffect(() => {
    const grew = ids.length > count.current
    count.current = ids.length
    if (!grew || load.state === 'loading') return
    const last = listRef.current?.lastElementChild
    last?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }, [ids, load.state])

  return (
    <div className="flex flex-col gap-4">
      {load.state === 'loading' && ids.length === 0 && (
        <p role="status" className="text-sm text-(--muted)">
          {t('jobs.loading')}
        </p>
      )}
      {load.state === 'error' && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-2 rounded-md border border-amber-500/60 bg-amber-500/10 p-3 text-sm"
        >
          <p className="flex-1">{t('jobs.historyError')}</p>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void sessionOpened(sessionId)}
          >
            {t('jobs.retryLoad')}
          </button>
        </div>
      )}
      {load.state !== 'loading' && ids.length === 0 && (
        <p className="text-sm text-(--muted)">{t('jobs.empty')}</p>
      )}
      <ol ref={listRef} className="flex flex-col gap-4">
        {ids.map((id, i) => (
          <li key={id} className="scroll-mt-4">
            <JobView id={id} latest={i === ids.length - 1} datasetName={datasetName} />
          </li>
        ))}
      </ol>
    </div>
  )
}
