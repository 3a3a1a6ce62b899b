import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { MAX_DATASOURCE_IDS, type DataSource } from '@contract/jobs'
import { useConnectionKey } from '../api/connection-key'
import { datasetStatusQuery } from '../api/get-dataset-status'
import { dataSourcesQuery } from '../api/list-data-sources'
import { useAnalysisT } from '../i18n'
import { useAnalysisActions, useAskContext } from '../store/analysis-store'

const FILTER_FROM = 12

const DOT: Record<DataSource['status'], string> = {
  synched: 'bg-emerald-600 dark:bg-emerald-400',
  synching: 'bg-amber-500 animate-pulse',
  invalid: 'bg-(--danger)',
}

/**
 * The dataset's data sources as toggle chips: none picked means all are used; picking narrows the
 * question to those (at most 1000, the service's limit). Each chip shows its sync status.
 */
export function DataSourceChips({ datasetId }: { datasetId: string }) {
  const t = useAnalysisT()
  const key = useConnectionKey()
  const { data: sources = [] } = useQuery(dataSourcesQuery(key, datasetId))
  const { data: status } = useQuery(datasetStatusQuery(key, datasetId))
  const { datasourceIds } = useAskContext()
  const { askContextChanged } = useAnalysisActions()
  const [filter, setFilter] = useState('')
  const selected = useMemo(() => new Set(datasourceIds), [datasourceIds])
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase()
    return f ? sources.filter((s) => s.name.toLowerCase().includes(f)) : sources
  }, [sources, filter])
  if (sources.length === 0) return null

  const atLimit = selected.size >= MAX_DATASOURCE_IDS
  const toggle = (id: string) => {
    const next = new Set(selected)
    if (next.has(id)) next.delete(id)
    else if (!atLimit) next.add(id)
    askContextChanged({ datasourceIds: [...next] })
  }
  const synching = status ? status.synching_count > 0 : sources.some((s) => s.status === 'synching')
  const invalid = status
    ? status.invalid_count
    : sources.filter((s) => s.status === 'invalid').length

  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
      <legend className="sr-only">{t('sources.title')}</legend>
      <div className="flex flex-wrap items-center gap-2 text-xs text-(--muted)">
        <span aria-live="polite">
          {sources.length === 1
            ? ''
            : selected.size === 0
              ? t('sources.all', { count: sources.length })
              : t('sources.some', {
                  selected: selected.size,
                  count: sources.length,
                })}
          {synching && ` ${t('sources.notReady')}`}
          {invalid > 0 && ` ${t('sources.invalid', { count: invalid })}`}
          {atLimit && ` ${t('sources.limit', { max: MAX_DATASOURCE_IDS })}`}
        </span>
        {selected.size > 0 && (
          <button
            type="button"
            className="text-(--accent) underline"
            onClick={() => askContextChanged({ datasourceIds: [] })}
          >
            {t('sources.useAll')}
          </button>
        )}
        {sources.length > FILTER_FROM && (
          <input
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            aria-label={t('sources.find')}
            placeholder={t('sources.find')}
            className="w-40 rounded border border-(--border) bg-(--surface) px-2 py-0.5"
          />
        )}
      </div>
      <ul
        className="order-first flex max-h-24 flex-wrap gap-1.5 overflow-y-auto"
        aria-label={t('sources.title')}
      >
        {shown.map((s) => {
          const on = selected.has(s.id)
          return (
            <li key={s.id}>
              <button
                type="button"
                aria-pressed={on}
                disabled={!on && atLimit}
                onClick={() => toggle(s.id)}
                title={s.reason ?? undefined}
                className={`flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs ${
                  on
                    ? 'border-(--accent) bg-(--accent) text-(--accent-fg)'
                    : 'border-(--border) bg-(--surface-2)'
                } disabled:opacity-50`}
              >
                <span aria-hidden="true" className={`size-2 rounded-full ${DOT[s.status]}`} />
                <span dir="auto">{s.name}</span>
                <span className={on ? '' : 'text-(--muted)'}>
                  · {t(`sourceStatus.${s.status}`)}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
