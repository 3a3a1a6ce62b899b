import type { TopLevelSpec } from 'vega-lite'
import type { Cell, QueryResult } from '../db'
import type { ChartChoice } from './answer-schema'
import { numericColumns } from './result-findings'

/**
 * A chart for any named-column result (pure): the model's choice of columns when they exist and
 * fit (a category or time axis and a numeric one), else the first label and first numeric column.
 * Single values and huge results get no chart.
 */

interface ResultChart {
  kind: 'bar' | 'line'
  x: string
  y: string
  spec: TopLevelSpec
}

const MAX_BARS = 30
const MAX_POINTS = 1000
/** Vega reads dots, brackets and quotes in field names as paths; escape them. */
const field = (name: string) => name.replace(/([.[\]\\'"])/g, '\\$1')
const timeLike = (v: Cell | undefined) =>
  typeof v === 'string' ? /^\d{4}(-\d{2})?(-\d{2})?([ T]|$)/.test(v) : false

export function resultChart(result: QueryResult, choice?: ChartChoice): ResultChart | null {
  if (choice?.kind === 'none' || result.rows.length < 2) return null
  const numeric = numericColumns(result).map((i) => result.columns[i] ?? '')
  const labels = result.columns.filter((c) => !numeric.includes(c))
  const y = choice?.y && numeric.includes(choice.y) ? choice.y : numeric[0]
  const x =
    choice?.x && result.columns.includes(choice.x) && choice.x !== y
      ? choice.x
      : (labels[0] ?? numeric.find((c) => c !== y && /year|month|date|day/i.test(c)))
  if (!x || !y) return null
  const xi = result.columns.indexOf(x)
  const temporal = result.rows.every((r) => timeLike(r[xi]))
  const yearAxis = /year/i.test(x) && numeric.includes(x)
  const kind =
    choice?.kind === 'line' || choice?.kind === 'bar'
      ? choice.kind
      : temporal || yearAxis
        ? 'line'
        : 'bar'
  if (result.rows.length > (kind === 'bar' ? MAX_BARS : MAX_POINTS)) return null
  const values = result.rows.map((row) =>
    Object.fromEntries(result.columns.map((c, i) => [c, row[i] ?? null])),
  )
  const base = {
    width: 640,
    height: 320,
    title: `${y} by ${x}`,
    config: { font: 'DejaVu Sans', background: 'white', view: { stroke: null } },
    data: { values },
  }
  const spec =
    kind === 'line'
      ? {
          ...base,
          mark: { type: 'line', point: result.rows.length <= 60 },
          encoding: {
            x: { field: field(x), type: temporal ? 'temporal' : 'ordinal', sort: null, title: x },
            y: { field: field(y), type: 'quantitative', title: y },
          },
        }
      : {
          ...base,
          mark: { type: 'bar', color: '#4c78a8' },
          encoding: {
            y: { field: field(x), type: 'nominal', sort: null, title: x },
            x: { field: field(y), type: 'quantitative', title: y },
          },
        }
  return { kind, x, y, spec: spec as TopLevelSpec }
}
