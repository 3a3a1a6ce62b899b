import { memo } from 'react'
import type { ColumnProfile } from '@/workers/csv-client'
import type { DataTableWords } from './labels'
import type { SortDir } from './table-model'

/** A column's name (sorts on click), its type badge and profile, and its filter box. */
export const HeaderCell = memo(function HeaderCell(props: {
  column: ColumnProfile
  width: number
  sort: SortDir | null
  filter: string
  labels: DataTableWords
  onSort: () => void
  onFilter: (value: string) => void
}) {
  const { column: c, width, sort, filter, labels: l, onSort, onFilter } = props
  const profile = [
    l.empty(c.empty),
    l.distinct(c.distinct),
    c.min !== null && c.type !== 'text' ? `${c.min} … ${c.max}` : null,
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <div
      role="columnheader"
      aria-sort={sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : 'none'}
      className="flex shrink-0 flex-col justify-center gap-1 px-2"
      style={{ width }}
    >
      <button
        type="button"
        onClick={onSort}
        title={`${c.name} — ${profile}`}
        aria-label={l.sortBy(c.name, c.type)}
        className="flex min-w-0 items-center gap-1 text-start font-medium"
      >
        <span className="truncate" dir="auto">
          {c.name}
        </span>
        <span
          aria-hidden="true"
          className="shrink-0 rounded border border-(--border) px-1 text-[0.65rem] font-normal text-(--muted) uppercase"
        >
          {l.type(c.type)}
        </span>
        <span aria-hidden="true" className="shrink-0 text-(--muted)">
          {sort === 'asc' ? '▲' : sort === 'desc' ? '▼' : ''}
        </span>
      </button>
      <input
        type="text"
        value={filter}
        onChange={(e) => onFilter(e.target.value)}
        aria-label={l.filterColumn(c.name)}
        placeholder={l.filterHint}
        title={l.filterHint}
        className="w-full min-w-0 rounded border border-(--border) bg-(--surface) px-1 py-0.5 text-xs font-normal"
      />
    </div>
  )
})
