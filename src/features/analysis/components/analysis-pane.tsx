import { useCallback, useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useConnectionKey } from '../api/connection-key'
import { datasetsQuery } from '../api/list-datasets'
import { sessionsQuery } from '../api/list-sessions'
import { useOpenSession, useSessionRoute } from '../hooks/use-session-route'
import { useAnalysisT } from '../i18n'
import { useArtifactStorageWarning } from '../store/artifact-store'
import { useAskContext, useJobIds, useStorageError } from '../store/analysis-store'
import { ColumnsView } from '../columns/columns-view'
import { useColumnsT } from '../columns/i18n'
import { AskForm } from './ask-form'
import { DataSourceChips } from './data-source-chips'
import { DatasetCards } from './dataset-cards'
import { DatasetOverview } from './dataset-overview'
import { DatasetPicker } from './dataset-picker'
import { JobList } from './job-list'
import { SessionExport } from './session-export'
import { SessionList } from './session-list'
import { UploadPanel } from './upload-panel'

/** The analysis workspace: sessions, the data bar, the jobs, and the question box. */
export function AnalysisPane() {
  const t = useAnalysisT()
  const key = useConnectionKey()
  const { datasetId } = useAskContext()
  const jobIds = useJobIds()
  const storageError = useStorageError()
  const artifactWarning = useArtifactStorageWarning()
  const [sessionsOpen, setSessionsOpen] = useState(false)
  const tc = useColumnsT()
  // The Columns view belongs to the dataset it was opened for; picking another one closes it.
  const [columnsFor, setColumnsFor] = useState<string | null>(null)
  const columnsOpen = !!datasetId && columnsFor === datasetId
  const columnsToggle = useRef<HTMLButtonElement>(null)
  const { data: datasets } = useQuery(datasetsQuery(key))
  const sessions = useQuery(sessionsQuery(key))

  const routeId = useSessionRoute()
  const openSession = useOpenSession()
  // An address of a session that no longer exists opens a blank session instead. A list older
  // than the address (a session just created by asking) is fetched again before concluding so.
  const checked = useRef<string | null>(null)
  const routeSince = useRef(0)
  useEffect(() => {
    routeSince.current = Date.now()
  }, [routeId])
  const { isSuccess, data: sessionList, dataUpdatedAt, refetch } = sessions
  useEffect(() => {
    if (!isSuccess || !routeId || checked.current === routeId) return
    if (sessionList.some((s) => s.id === routeId)) {
      checked.current = routeId
      return
    }
    if (dataUpdatedAt < routeSince.current) {
      void refetch()
      return
    }
    checked.current = routeId
    openSession(null)
  }, [isSuccess, sessionList, dataUpdatedAt, refetch, routeId, openSession])

  const datasetName = useCallback(
    (id: string) => datasets?.find((d) => d.id === id)?.name ?? id,
    [datasets],
  )
  const warning = storageError ?? artifactWarning

  return (
    <section aria-label={t('title')} className="relative flex h-full min-h-0">
      <aside
        className={`${sessionsOpen ? 'flex' : 'hidden'} absolute inset-y-0 start-0 z-20 w-72 max-w-[85vw] flex-col border-e border-(--border) bg-(--bg) shadow-lg md:static md:flex md:w-64 md:shadow-none`}
      >
        <SessionList onOpened={() => setSessionsOpen(false)} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-col gap-2 border-b border-(--border) px-3 py-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <button
              type="button"
              className="btn btn-secondary px-2 py-1 text-xs md:hidden"
              aria-expanded={sessionsOpen}
              onClick={() => setSessionsOpen((o) => !o)}
            >
              {sessionsOpen ? t('sessions.hide') : t('sessions.show')}
            </button>
            <DatasetPicker />
            {datasetId && (
              <button
                ref={columnsToggle}
                type="button"
                className="btn btn-secondary px-2 py-1 text-sm"
                aria-expanded={columnsOpen}
                {...(columnsOpen ? { 'aria-controls': 'columns-view' } : {})}
                onClick={() => setColumnsFor(columnsOpen ? null : datasetId)}
              >
                {tc('columns.open')}
              </button>
            )}
            <UploadPanel />
          </div>
          {datasetId && <DataSourceChips datasetId={datasetId} />}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <div className="mx-auto flex max-w-5xl flex-col gap-4 p-3 md:p-4">
            {warning && (
              <p
                role="alert"
                className="rounded-md border border-amber-500/60 bg-amber-500/10 p-2 text-sm"
              >
                {t('storage.warning', { message: warning })}
              </p>
            )}
            {!datasetId && jobIds.length === 0 && <DatasetCards />}
            {columnsOpen && (
              <ColumnsView
                key={datasetId}
                datasetId={datasetId}
                onClose={() => {
                  setColumnsFor(null)
                  columnsToggle.current?.focus()
                }}
              />
            )}
            {datasetId && (
              <DatasetOverview key={datasetId} datasetId={datasetId} hasJobs={jobIds.length > 0} />
            )}
            {routeId && jobIds.length > 0 && (
              <SessionExport
                name={sessionList?.find((s) => s.id === routeId)?.name ?? t('title')}
                datasetName={datasetName}
              />
            )}
            <JobList datasetName={datasetName} />
          </div>
        </div>
        <AskForm />
      </div>
    </section>
  )
}
