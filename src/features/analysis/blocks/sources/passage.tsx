import { useAnalysisT } from '../../i18n'
import type { SourceRef } from '../../types'
import { whereKey } from './citations'

/** The file type as a chip ("PDF"), or nothing when the service sent none. */
export function FileTypeChip({ type }: { type: string }) {
  if (!type) return null
  return (
    <span className="rounded bg-(--surface) px-1 text-xs font-medium text-(--muted)">
      {type.toUpperCase()}
    </span>
  )
}

/**
 * One cited passage: its number, file, type and page (or slide), and its text. The text is the
 * service's plain text, rendered as text (never as HTML or Markdown).
 */
export function PassageView({
  n,
  source,
  onClose,
}: {
  n: number | null
  source: SourceRef
  onClose?: () => void
}) {
  const t = useAnalysisT()
  return (
    <figure
      aria-label={t('passage.label', { name: source.source })}
      className="flex flex-col gap-2 rounded-md border border-(--border) bg-(--surface-2) p-3 text-sm"
    >
      <figcaption className="flex flex-wrap items-center gap-2 text-xs text-(--muted)">
        {n !== null && <span className="source-index">{n}</span>}
        <bdi className="font-medium text-(--fg)">{source.source}</bdi>
        <FileTypeChip type={source.fileType} />
        {source.pageNo && <span>{t(whereKey(source.fileType), { page: source.pageNo })}</span>}
        {onClose && (
          <button type="button" className="btn btn-secondary ms-auto text-xs" onClick={onClose}>
            {t('passage.close')}
          </button>
        )}
      </figcaption>
      <blockquote
        dir="auto"
        className="border-s-2 border-(--border) ps-3 whitespace-pre-wrap text-(--fg)"
      >
        {source.content}
      </blockquote>
    </figure>
  )
}
