import { useQuery } from '@tanstack/react-query'
import type { Dataset } from '@contract/jobs'
import { useSetting } from '@/lib/settings/settings-store'
import { useConnectionKey } from '../api/connection-key'
import { datasetOverviewQuery } from '../api/get-dataset-overview'
import { datasetsQuery } from '../api/list-datasets'
import { QuestionsBlock } from '../blocks/questions-block'
import { useAsk } from '../hooks/use-ask'
import { useAnalysisT } from '../i18n'
import { useAnalysisActions, useIsAsking } from '../store/analysis-store'

const EXAMPLES = 3

/** The first screen: every dataset as a card with its size and three questions; one click asks. */
export function DatasetCards() {
  const t = useAnalysisT()
  const key = useConnectionKey()
  const { data: datasets = [] } = useQuery(datasetsQuery(key))
  if (datasets.length === 0) return null
  return (
    <section aria-label={t('cards.label')} className="flex flex-col gap-3">
      <h2 className="text-base font-semibold">{t('cards.title')}</h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {datasets.map((d) => (
          <DatasetCard key={d.id} dataset={d} />
        ))}
      </ul>
    </section>
  )
}

function DatasetCard({ dataset }: { dataset: Dataset }) {
  const t = useAnalysisT()
  const key = useConnectionKey()
  const language = useSetting('language')
  const { data } = useQuery(datasetOverviewQuery(key, dataset.id))
  const { askContextChanged } = useAnalysisActions()
  const ask = useAsk()
  const asking = useIsAsking()
  const fmt = new Intl.NumberFormat(language)
  const pick = () => askContextChanged({ datasetId: dataset.id })
  // A document set has no rows: its size is its documents and their passages.
  const size = data
    ? [
        data.rowCount !== null && (data.columns.length > 0 || data.documents.length === 0)
          ? t('cards.size', {
              rows: fmt.format(data.rowCount),
              columns: fmt.format(data.columns.length),
            })
          : null,
        data.documents.length > 0
          ? t('cards.documents', {
              documents: data.documents.length,
              passages: data.documents.reduce((n, d) => n + d.passages, 0),
            })
          : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : ''
  return (
    <li
      aria-label={dataset.name}
      className="flex flex-col gap-2 rounded-lg border border-(--border) bg-(--surface) p-3 shadow-sm"
    >
      <h3 className="text-sm font-semibold" dir="auto">
        <button
          type="button"
          onClick={pick}
          aria-label={t('cards.open', { name: dataset.name })}
          className="text-start text-(--accent) hover:underline"
        >
          {dataset.name}
        </button>
      </h3>
      {dataset.description && (
        <p className="text-sm text-(--muted)" dir="auto">
          {dataset.description}
        </p>
      )}
      <p className="text-xs text-(--muted)">{size || t('cards.loading')}</p>
      {data && data.exploration_questions.length > 0 && (
        <QuestionsBlock
          questions={data.exploration_questions.slice(0, EXAMPLES)}
          disabled={asking}
          onAsk={(q) => {
            // The question is about this dataset: the picker shows it, and the job runs on it.
            pick()
            void ask(q)
          }}
        />
      )}
    </li>
  )
}
