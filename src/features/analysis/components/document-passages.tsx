import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { DatasetDocument } from '@contract/jobs'
import { useConnectionKey } from '../api/connection-key'
import { PASSAGES_PAGE, passagesQuery } from '../api/list-passages'
import { whereKey } from '../blocks/sources/citations'
import { FileTypeChip } from '../blocks/sources/passage'
import { useAnalysisT } from '../i18n'

/**
 * A dataset's documents and, for the one picked, its passages a page at a time with the page
 * (or slide) and headings each sits under: what a retrieval job searches and quotes. Like the
 * table preview, for documents. Passage text is plain text.
 */
export function DocumentPassages({
  datasetId,
  documents,
}: {
  datasetId: string
  documents: DatasetDocument[]
}) {
  const t = useAnalysisT()
  const [picked, setPicked] = useState<string | null>(null)
  const doc = documents.find((d) => d.id === picked) ?? documents[0]
  if (!doc) return null
  return (
    <section aria-label={t('documents.title')} className="flex flex-col gap-2">
      <h3 className="text-xs font-semibold tracking-wide text-(--muted) uppercase">
        {t('documents.title')}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {documents.map((d) => (
          <li key={d.id}>
            <button
              type="button"
              aria-pressed={d.id === doc.id}
              onClick={() => setPicked(d.id)}
              className={`flex items-center gap-2 rounded-full border px-3 py-1 text-sm ${
                d.id === doc.id
                  ? 'border-(--accent) bg-(--surface-2)'
                  : 'border-(--border) bg-(--surface)'
              }`}
            >
              <bdi className="font-medium">{d.name}</bdi>
              <FileTypeChip type={d.file_type} />
              <span className="text-xs text-(--muted)">
                {t('documents.passages', { count: d.passages })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {/* Keyed by document: a new pick starts at its first page. */}
      <PassageList key={doc.id} datasetId={datasetId} doc={doc} />
    </section>
  )
}

function PassageList({ datasetId, doc }: { datasetId: string; doc: DatasetDocument }) {
  const t = useAnalysisT()
  const key = useConnectionKey()
  const [page, setPage] = useState(1)
  const { data, error, isPending } = useQuery(passagesQuery(key, datasetId, doc.id, page))
  const total = data?.total ?? doc.passages
  const last = Math.max(1, Math.ceil(total / PASSAGES_PAGE))
  const from = (page - 1) * PASSAGES_PAGE + 1
  return (
    <div className="flex flex-col gap-2">
      {isPending && <p className="text-(--muted)">{t('documents.loading')}</p>}
      {error && (
        <p role="alert" className="text-(--danger)">
          {t('documents.error', { message: error.message })}
        </p>
      )}
      {data && (
        <ol
          aria-label={t('documents.listOf', { name: doc.name })}
          className="flex max-h-80 flex-col gap-2 overflow-y-auto"
        >
          {data.records.map((p) => (
            <li
              key={p.n}
              className="flex flex-col gap-1 rounded-md border border-(--border) bg-(--surface-2) px-3 py-2"
            >
              <p className="flex flex-wrap gap-x-2 text-xs text-(--muted)">
                {p.page !== null && (
                  <span className="font-medium">
                    {t(whereKey(doc.file_type), { page: p.page })}
                  </span>
                )}
                {p.heading.length > 0 && <bdi>{p.heading.join(' › ')}</bdi>}
              </p>
              <p dir="auto" className="whitespace-pre-wrap">
                {p.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      {last > 1 && (
        <nav
          aria-label={t('documents.pages', { name: doc.name })}
          className="flex items-center gap-2 text-xs"
        >
          <button
            type="button"
            className="btn btn-secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('documents.previous')}
          </button>
          <span className="text-(--muted)">
            {t('documents.range', {
              from,
              to: Math.min(total, from + PASSAGES_PAGE - 1),
              total,
            })}
          </span>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={page >= last}
            onClick={() => setPage(page + 1)}
          >
            {t('documents.next')}
          </button>
        </nav>
      )}
    </div>
  )
}
