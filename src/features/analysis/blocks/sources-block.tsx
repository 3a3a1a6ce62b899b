import { memo } from 'react'
import { useAnalysisT } from '../i18n'
import type { SourceRef } from '../types'

/** SOURCES: which files the answer used, as chips naming file, type and dataset. */
export const SourcesBlock = memo(function SourcesBlock({
  sources,
  datasetName,
}: {
  sources: SourceRef[]
  datasetName: (id: string) => string
}) {
  const t = useAnalysisT()
  return (
    <ul className="flex flex-wrap gap-2">
      {sources.map((s, i) => (
        <li
          key={`${s.datasourceId}-${i}`}
          className="flex items-center gap-2 rounded-full border border-(--border) bg-(--surface-2) px-3 py-1 text-sm"
          title={s.datasourceId}
        >
          <span className="font-medium" dir="auto">
            {s.source}
          </span>
          {s.fileType && (
            <span className="rounded bg-(--surface) px-1 text-xs text-(--muted)">
              {s.fileType.toUpperCase()}
            </span>
          )}
          {s.datasetId && (
            <span className="text-xs text-(--muted)" dir="auto">
              {t('source.dataset', { name: datasetName(s.datasetId) })}
            </span>
          )}
          {s.pageNo && (
            <span className="text-xs text-(--muted)">{t('source.page', { page: s.pageNo })}</span>
          )}
        </li>
      ))}
    </ul>
  )
})
