import { useQuery } from '@tanstack/react-query'
import { useConnectionKey } from '../api/connection-key'
import { datasetsQuery } from '../api/list-datasets'
import { useAnalysisT } from '../i18n'
import { useAnalysisActions, useAskContext } from '../store/analysis-store'

/** The dataset the next question is about (docs/architecture.md: a picker labelled "Dataset"). */
export function DatasetPicker() {
  const t = useAnalysisT()
  const key = useConnectionKey()
  const { data: datasets = [], error, isPending } = useQuery(datasetsQuery(key))
  const { datasetId } = useAskContext()
  const { askContextChanged } = useAnalysisActions()
  const known = !datasetId || datasets.some((d) => d.id === datasetId)
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label className="flex min-w-0 items-center gap-2 text-sm">
        <span className="font-medium">{t('dataset')}</span>
        <select
          value={datasetId ?? ''}
          onChange={(e) => askContextChanged({ datasetId: e.target.value || null })}
          disabled={isPending && datasets.length === 0}
          className="min-w-0 max-w-64 rounded-md border border-(--border) bg-(--surface) px-2 py-1"
        >
          <option value="">{t('dataset.choose')}</option>
          {datasets.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
          {!known && datasetId && <option value={datasetId}>{datasetId}</option>}
        </select>
      </label>
      {error && (
        <p role="alert" className="text-sm text-(--danger)">
          {t('dataset.loadError', { message: error.message })}
        </p>
      )}
    </div>
  )
}
