import { memo } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import type { ColumnProfile } from '@/workers/csv-client'
import { mayOverflow } from './column-widths'

export const ROW_H = 30
export const NUM_W = 64

interface Props {
  /** The scrolling box (the grid); the rows scroll inside it under a sticky header. */
  scrollElement: HTMLDivElement | null
  /** Rows the grid holds now (sorted and filtered). */
  count: number
  /** The file's row behind the i-th shown row. */
  rowAt: (i: number) => number
  rows: string[][]
  columns: ColumnProfile[]
  formats: ((text: string) => string)[]
  widths: number[]
  /** Per column, the longest text that surely fits unclipped (column-widths.ts). */
  fits: number[]
  /** Height above the first row inside the scrolling box (the header). */
  headerHeight: number
  noMatch: string
}

/**
 * The grid's body: the only part that renders again as the table scrolls (the header, toolbar
 * and filters do not), and only the rows in view, each a memoised row of fixed height.
 */
export function VirtualRows(props: Props) {
  const {
    scrollElement,
    count,
    rowAt,
    rows,
    columns,
    formats,
    widths,
    fits,
    headerHeight,
    noMatch,
  } = props
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_H,
    overscan: 8,
    scrollMargin: headerHeight,
  })
  return (
    <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {count === 0 && <p className="p-3 text-(--muted)">{noMatch}</p>}
      {virtualizer.getVirtualItems().map((v) => (
        <Row
          key={v.key}
          index={v.index}
          rowIndex={rowAt(v.index)}
          cells={rows[rowAt(v.index)]!}
          columns={columns}
          formats={formats}
          widths={widths}
          fits={fits}
          top={v.start - headerHeight}
        />
      ))}
    </div>
  )
}

/**
 * One row. Its stripe comes from its index, not from :nth-child: rows come and go at both ends
 * while scrolling, and a positional selector would restyle and repaint every row each frame.
 * `contain: strict` keeps a row's layout and paint to itself (its size is fixed).
 */
const Row = memo(function Row(props: {
  index: number
  rowIndex: number
  cells: string[]
  columns: ColumnProfile[]
  formats: ((text: string) => string)[]
  widths: number[]
  fits: number[]
  top: number
}) {
  const { index, rowIndex, cells, columns, formats, widths, fits, top } = props
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={`absolute start-0 flex border-b border-(--border) ${index % 2 === 0 ? 'bg-(--surface)' : 'bg-(--surface-2)/40'}`}
      style={{ height: ROW_H, transform: `translateY(${top}px)`, width: '100%', contain: 'strict' }}
    >
      <div
        role="cell"
        // Row numbers up to 999,999 fit the column unclipped.
        className={`shrink-0 px-2 py-1 text-end whitespace-nowrap text-(--muted) tabular-nums ${rowIndex >= 999_999 ? 'truncate' : ''}`}
        style={{ width: NUM_W }}
      >
        {rowIndex + 1}
      </div>
      {columns.map((c, i) => {
        const numeric = c.type === 'integer' || c.type === 'number'
        const value = cells[i] ?? ''
        const shown = numeric ? (formats[i]?.(value) ?? value) : value
        return (
          <div
            key={i}
            role="cell"
            title={value.length > 30 ? value : undefined}
            dir="auto"
            className={`shrink-0 px-2 py-1 whitespace-nowrap ${mayOverflow(shown, fits[i] ?? 0) ? 'truncate' : ''} ${numeric ? 'text-end tabular-nums' : ''}`}
            style={{ width: widths[i] }}
          >
            {shown}
          </div>
        )
      })}
    </div>
  )
})
