import { useEffect, useState } from 'react'
import { DataTable } from '@/components/data-table/data-table'
import type { ParsedTable } from '@/workers/csv-client'
import { useAnalysisT } from '../i18n'

type Cell = string | number | boolean | null

/** The dataset's first rows in the same grid as a job's TABLE. */
export function DatasetPreview({
  source,
  columns,
  rows,
}: {
  source: string
  columns: string[]
  rows: Cell[][]
}) {
  const t = useAnalysisT()
  const [table, setTable] = useState<ParsedTable | null>(null)
  useEffect(() => {
    let live = true
    // The table builder (types, sort keys) loads with the preview, not with the workspace.
    void import('@/workers/parse-csv').then(({ tableFromRows }) => {
      if (!live) return
      setTable(
        tableFromRows([columns, ...rows.map((r) => r.map((v) => (v === null ? '' : String(v))))]),
      )
    })
    return () => {
      live = false
    }
  }, [columns, rows])
  if (!table) return null
  return (
    <div className="flex flex-col gap-1">
      <h3 className="text-xs font-semibold tracking-wide text-(--muted) uppercase">
        {t('overview.preview', { count: rows.length, source })}
      </h3>
      <DataTable
        data={table}
        name={t('overview.previewName', { source })}

        maxHeight={260}
      />
    </div>
  )
}
