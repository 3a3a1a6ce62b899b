import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useConnectionKey } from '../api/connection-key'
import { datasetOverviewQuery } from '../api/get-dataset-overview'
import { QuestionsBlock } from '../blocks/questions-block'
import { useAnalysisT } from '../i18n'
import { useAsk } from '../hooks/use-ask'
import { useIsAsking } from '../store/analysis-store'
import { DatasetColumns } from './dataset-columns'
import { DatasetPreview } from './dataset-preview'
import { DocumentPassages } from './document-passages'

/** The dataset's summary and starter questions; folded away once the session has answers. */
export function DatasetOverview({ datasetId, hasJobs }: { datasetId: string; hasJobs: boolean }) {
  const t = useAnalysisT()
  const key = useConnectionKey()
  const { data, error, isPending } = useQuery(datasetOverviewQuery(key, datasetId))
  const ask = useAsk()
  const asking = useIsAsking()
  const [open, setOpen] = useState<boolean | null>(null)
  const expanded = open ?? !hasJobs

  return (
    <section
      aria-label={t('overview.title')}
      className="rounded-lg border border-(--border) bg-(--surface)"
    >
      <button
        type="button"
        aria-expanded={expanded}
        onClick={() => setOpen(!expanded)}
        className="flex w-full items-center gap-2 px-4 py-2 text-start text-sm font-medium"
      >
        <span
          aria-hidden="true"
          className={`text-xs text-(--muted) transition-transform ${expanded ? 'rotate-90' : 'rtl:rotate-180'}`}
        >
          ▶
        </span>
        {t('overview.title')}
        {data && (
          <span className="truncate font-normal text-(--muted)" dir="auto">
            · {data.name}
          </span>
        )}
      </button>
      {expanded && (
        <div className="flex flex-col gap-3 border-t border-(--border) px-4 py-3 text-sm">
          {isPending && <p className="text-(--muted)">{t('overview.loading')}</p>}
          {error && (
            <p role="alert" className="text-(--danger)">
              {t('overview.error', { message: error.message })}
            </p>
          )}
          {data && (
            <>
              {(data.summary || data.description) && (
                <p dir="auto" className="whitespace-pre-line">
                  {data.summary || data.description}
                </p>
              )}
              {data.columns.length > 0 ? (
                <DatasetColumns columns={data.columns} />
              ) : (
                data.keywords.length > 0 && (
                  <ul className="flex flex-wrap gap-1" aria-label={t('overview.keywords')}>
                    {data.keywords.map((k) => (
                      <li
                        key={k}
                        className="rounded bg-(--surface-2) px-2 text-xs text-(--muted)"
                        dir="auto"
                      >
                        {k}
                      </li>
                    ))}
                  </ul>
                )
              )}
              {data.preview && (
                <DatasetPreview
                  source={data.preview.source}
                  columns={data.preview.columns}
                  rows={data.preview.rows}
                />
              )}
              {data.documents.length > 0 && (
                <DocumentPassages datasetId={datasetId} documents={data.documents} />
              )}
              {data.exploration_questions.length > 0 && (
                <div className="flex flex-col gap-2">
                  <h3 className="text-xs font-semibold tracking-wide text-(--muted) uppercase">
                    {t('overview.starter')}
                  </h3>
                  <QuestionsBlock
                    questions={data.exploration_questions}
                    disabled={asking}
                    onAsk={(q) => void ask(q)}
                  />
                </div>
              )}
            </>
          )}
        </div>
      )}
    </section>
  )
}
