import { memo, useState } from 'react'
import { useAnalysisT } from '../i18n'
import type { SourceRef } from '../types'
import { whereKey } from './sources/citations'
import { FileTypeChip } from './sources/passage'

/** A passage longer than this shows its first lines until asked for all of it. */
const LONG = 240

/**
 * SOURCES: which files the answer used, as chips naming file, type and dataset; a cited passage
 * (retrieval) shows under its chip, with its number, page and text.
 */
export const SourcesBlock = memo(function SourcesBlock({
  sources,
  datasetName,
}: {
  sources: SourceRef[]
  datasetName: (id: string) => string
}) {
  const t = useAnalysisT()
  const chip = (s: SourceRef) => (
    <span
      className="flex items-center gap-2 rounded-full border border-(--border) bg-(--surface-2) px-3 py-1 text-sm"
      title={s.datasourceId}
    >
      {s.id && s.content && <span className="source-index">{s.id}</span>}
      <span className="font-medium" dir="auto">
        {s.source}
      </span>
      <FileTypeChip type={s.fileType} />
      {s.datasetId && (
        <span className="text-xs text-(--muted)" dir="auto">
          {t('source.dataset', { name: datasetName(s.datasetId) })}
        </span>
      )}
      {s.pageNo && (
        <span className="text-xs text-(--muted)">
          {t(whereKey(s.fileType), { page: s.pageNo })}
        </span>
      )}
    </span>
  )
  const files = sources.filter((s) => !s.content)
  const passages = sources.filter((s) => s.content)
  return (
    <div className="flex flex-col gap-3">
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {files.map((s, i) => (
            <li key={`${s.datasourceId}-${i}`} className="flex">
              {chip(s)}
            </li>
          ))}
        </ul>
      )}
      {passages.length > 0 && (
        <ol className="flex flex-col gap-3" aria-label={t('passage.list')}>
          {passages.map((s, i) => (
            <li key={`${s.datasourceId}-${s.id ?? i}`} className="flex flex-col items-start gap-1">
              {chip(s)}
              <PassageText text={s.content ?? ''} />
            </li>
          ))}
        </ol>
      )}
    </div>
  )
})

/** The passage as plain text; a long one folds to its first lines. */
function PassageText({ text }: { text: string }) {
  const t = useAnalysisT()
  const [all, setAll] = useState(false)
  const long = text.length > LONG
  return (
    <div className="flex flex-col items-start gap-1 ps-3 text-sm">
      <blockquote
        dir="auto"
        className={`border-s-2 border-(--border) ps-3 whitespace-pre-wrap ${long && !all ? 'line-clamp-3' : ''}`}
      >
        {text}
      </blockquote>
      {long && (
        <button
          type="button"
          className="text-xs text-(--accent) hover:underline"
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {all ? t('passage.less') : t('passage.more')}
        </button>
      )}
    </div>
  )
}
