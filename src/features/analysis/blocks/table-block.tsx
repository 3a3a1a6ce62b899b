import { memo, useEffect } from 'react'
import { DataTable } from '@/components/data-table/data-table'
import { downloadBlob, safeFileName } from '@/components/data-table/download-file'
import { useAnalysisT } from '../i18n'
import { requestArtifact, useArtifact } from '../store/artifact-store'
import type { ArtifactRef } from '../types'
import { ArtifactNotice } from './artifact-notice'

/** TABLE: the full CSV in a virtualised grid, from the local copy once it has been saved. */
export const TableBlock = memo(function TableBlock({
  artifact,
  onRerun,
}: {
  artifact: ArtifactRef
  onRerun: (() => void) | null
}) {
  const t = useAnalysisT()
  const state = useArtifact(artifact)
  // Usually already requested when the block arrived; this covers jobs loaded from storage.
  useEffect(() => requestArtifact('table', artifact), [artifact])

  if (state?.state === 'partial') {
    // The first rows while the rest downloads; the full grid replaces them when it is read.
    return (
      <section aria-label={artifact.name} aria-busy="true" className="flex flex-col gap-1">
        <h4 className="text-sm font-medium" dir="auto">
          {artifact.name}
        </h4>
        <p role="status" className="text-xs text-(--muted)">
          {t('table.partial', { count: state.table.rows.length })}
        </p>
        <DataTable data={state.table} name={artifact.name} />
      </section>
    )
  }
  if (state?.state !== 'ready' || state.kind !== 'table') {
    return (
      <ArtifactNotice
        name={artifact.name}
        state={state}
        loadingKey="table.loading"
        onRetry={() => requestArtifact('table', artifact, { force: true })}
        onRerun={onRerun}
      />
    )
  }
  return (
    <section aria-label={artifact.name} className="flex flex-col gap-1">
      <h4 className="flex items-center gap-2 text-sm font-medium" dir="auto">
        {artifact.name}
        {state.cached && (
          <span className="text-xs font-normal text-(--muted)">· {t('table.cached')}</span>
        )}
      </h4>
      {state.table.warnings.length > 0 && (
        <p className="text-xs text-(--muted)" dir="auto">
          {state.table.warnings.join(' · ')}
        </p>
      )}
      <DataTable
        data={state.table}
        name={artifact.name}
        onDownloadOriginal={() =>
          downloadBlob(state.blob, safeFileName(artifact.name, 'table.csv'))
        }
      />
    </section>
  )
})
