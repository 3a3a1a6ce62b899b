import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import type { ParsedTable } from '@/workers/csv-client'
import { downloadBlob, safeFileName } from './download-file'
import { useDataTableWords } from './labels'
import { numberFormats } from './number-format'
import { useLanguage } from '@/lib/i18n/use-language'
import { filterProblem, filterRows, nextSort, sortRows, toCsv, type SortState } from './table-model'
import { columnLayout } from './column-widths'
import { HeaderCell } from './header-cell'
import { NUM_W, ROW_H, VirtualRows } from './virtual-rows'

const HEADER_H = 64
const FIRST_ROWS = 100

interface Props {
  data: ParsedTable
  /** The table's name: its accessible name and the download file name. */
  name: string
  /** Saves the original file (exactly as the service sent it). */
  onDownloadOriginal?: () => void
  /** Largest height of the scrolling area, in pixels. */
  maxHeight?: number
}

/**
 * A virtualised, sortable, filterable grid over a parsed CSV: only the visible rows are in the DOM,
 * so 200,000 rows scroll like 20. Sort and filter work on row indexes and precomputed keys.
 */
export function DataTable({ data, name, onDownloadOriginal, maxHeight = 420 }: Props) {
  const l = useDataTableWords()
  // Numbers are grouped the way the app's language does it, not the browser's.
  const locale = useLanguage()
  const [search, setSearch] = useState('')
  const [filters, setFilters] = useState<Record<number, string>>({})
  const [sort, setSort] = useState<SortState | null>(null)
  const deferredSearch = useDeferredValue(search)
  const deferredFilters = useDeferredValue(filters)
  const filtering =
    deferredSearch.trim() !== '' || Object.values(deferredFilters).some((f) => f.trim())

  const filtered = useMemo(
    () => (filtering ? filterRows(data, deferredSearch, deferredFilters) : null),
    [data, filtering, deferredSearch, deferredFilters],
  )
  const order = useMemo(() => {
    if (!sort) return filtered
    const base = filtered ?? Uint32Array.from({ length: data.rows.length }, (_, i) => i)
    return sortRows(base, data.keys[sort.column]!, sort.dir)
  }, [data, filtered, sort])
  const count = order ? order.length : data.rows.length
  const formats = useMemo(() => numberFormats(data, locale), [data, locale])
  const { widths, fits } = useMemo(() => columnLayout(data, formats), [data, formats])
  const problems = Object.entries(filters).flatMap(([col, raw]) => {
    const c = data.columns[Number(col)]
    const p = c ? filterProblem(raw, c.type) : null
    return p && c
      ? [p.kind === 'notDate' ? l.notDate(c.name, p.value) : l.notNumber(c.name, p.value)]
      : []
  })
  const totalWidth = NUM_W + widths.reduce((a, b) => a + b, 0)

  // The virtualizer measures every row it is given, in one go: 200,000 at once would hold the
  // main thread. The first render gets the first screens' worth, the full count follows in a
  // deferred (interruptible) render; min() keeps a shrinking count (a filter) safe meanwhile.
  const deferredCount = useDeferredValue(count, Math.min(count, FIRST_ROWS))
  const virtualCount = Math.min(count, deferredCount)
  // State, not a ref: the rows (a child) set up their virtualizer before a parent's ref is
  // attached, so they render again once the scrolling box exists.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null)
  const height = Math.min(maxHeight, HEADER_H + Math.max(count, 1) * ROW_H + 16)
  const rowAt = useCallback((i: number) => (order ? order[i]! : i), [order])

  const downloadShown = () => {
    const rows = (function* () {
      for (let i = 0; i < count; i++) yield data.rows[rowAt(i)]!
    })()
    const csv = toCsv(
      data.columns.map((c) => c.name),
      rows,
    )
    downloadBlob(
      new Blob([csv], { type: 'text/csv' }),
      safeFileName(name.replace(/\.csv$/i, '') + '-view.csv'),
    )
  }

  const shownText = l.rows(filtering ? count : null, data.rows.length)

  return (
    <div className="data-table flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <p className="me-auto font-medium tabular-nums" aria-live="polite">
          {shownText}
          {data.columns.length > 0 && (
            <span className="text-(--muted)">
              {' · '}
              {l.columns(data.columns.length)}
            </span>
          )}
        </p>
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          aria-label={l.search}
          placeholder={l.search}
          className="w-40 rounded-md border border-(--border) bg-(--surface) px-2 py-1"
        />
        {filtering && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setSearch('')
              setFilters({})
            }}
          >
            {l.clear}
          </button>
        )}
        {onDownloadOriginal && (
          <button type="button" className="btn btn-secondary" onClick={onDownloadOriginal}>
            {l.download}
          </button>
        )}
        {(filtering || sort) && (
          <button type="button" className="btn btn-secondary" onClick={downloadShown}>
            {l.downloadView}
          </button>
        )}
      </div>
      {problems.length > 0 && (
        <p role="alert" className="text-sm text-(--danger)" dir="auto">
          {problems.join(' · ')}
        </p>
      )}
      <div
        ref={setScrollElement}
        role="table"
        aria-label={name}
        aria-rowcount={count + 1}
        aria-colcount={data.columns.length + 1}
        tabIndex={0}
        className="overflow-auto rounded-md border border-(--border) bg-(--surface) text-sm"
        style={{ height }}
      >
        <div style={{ width: totalWidth, minWidth: '100%' }}>
          <div
            role="rowgroup"
            className="sticky top-0 z-10 bg-(--surface-2)"
            style={{ height: HEADER_H }}
          >
            <div role="row" aria-rowindex={1} className="flex h-full border-b border-(--border)">
              <div
                role="columnheader"
                className="flex shrink-0 items-center px-2 text-(--muted)"
                style={{ width: NUM_W }}
              >
                #
              </div>
              {data.columns.map((c, i) => (
                <HeaderCell
                  key={i}
                  column={c}
                  width={widths[i]!}
                  sort={sort?.column === i ? sort.dir : null}
                  filter={filters[i] ?? ''}
                  labels={l}
                  onSort={() => setSort((s) => nextSort(s, i))}
                  onFilter={(v) => setFilters((f) => ({ ...f, [i]: v }))}
                />
              ))}
            </div>
          </div>
          <VirtualRows
            scrollElement={scrollElement}
            count={virtualCount}
            rowAt={rowAt}
            rows={data.rows}
            columns={data.columns}
            formats={formats}
            widths={widths}
            fits={fits}
            headerHeight={HEADER_H}
            noMatch={l.noMatch}
          />
        </div>
      </div>
    </div>
  )
}
