import { useState } from 'react'
import { useAnalysisT } from '../i18n'

/** Every column of the dataset, searchable, in a box that scrolls (no cut-off). */
export function DatasetColumns({ columns }: { columns: { name: string; type: string }[] }) {
  const t = useAnalysisT()
  const [query, setQuery] = useState('')
  const q = query.trim().toLowerCase()
  const shown = q ? columns.filter((c) => c.name.toLowerCase().includes(q)) : columns
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-xs font-semibold tracking-wide text-(--muted) uppercase">
          {t('overview.columns', { count: columns.length })}
        </h3>
        {columns.length > 12 && (
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-label={t('overview.findColumn')}
            placeholder={t('overview.findColumn')}
            className="min-w-0 flex-1 rounded border border-(--border) bg-(--surface) px-2 py-0.5 text-xs sm:max-w-56"
          />
        )}
      </div>
      <ul
        aria-label={t('overview.columns', { count: columns.length })}
        className="flex max-h-32 flex-wrap gap-1 overflow-y-auto"
      >
        {shown.map((c, i) => (
          <li
            key={`${c.name}-${i}`}
            className="rounded bg-(--surface-2) px-2 text-xs text-(--fg)"
            dir="auto"
            title={c.type}
          >
            {c.name} <span className="text-(--muted)">{c.type.toLowerCase()}</span>
          </li>
        ))}
        {shown.length === 0 && <li className="text-xs text-(--muted)">{t('overview.noColumn')}</li>}
      </ul>
    </div>
  )
}
