import type { TopLevelSpec } from 'vega-lite'
import type { Cell, QueryResult } from './db'
import type { Plan } from './types'

/**
 * Chart choice (pure): bars for groups and rankings, a line for trends, a histogram for a
 * distribution, a scatter plot for a correlation. Scalars, counts and profiles get no chart.
 */

export type ChartKind = 'bar' | 'line' | 'histogram' | 'scatter'

export interface Chart {
  kind: ChartKind
  spec: TopLevelSpec
}

const WIDTH = 640
const HEIGHT = 320
const MAX_BARS = 30
const CONFIG = {
  font: 'DejaVu Sans',
  background: 'white',
  axis: { labelFontSize: 11, titleFontSize: 12, labelLimit: 180 },
  title: { fontSize: 14, anchor: 'start' as const },
  view: { stroke: null },
}

function records(result: QueryResult, limit = Infinity): Record<string, Cell>[] {
  return result.rows
    .slice(0, limit)
    .map((row) => Object.fromEntries(result.columns.map((c, i) => [c, row[i] ?? null])))
}

/** Vega field names treat dots and brackets as paths; escape them. */
const field = (name: string) => name.replace(/([.[\]\\])/g, '\\$1')

function isDateText(v: Cell | undefined): boolean {
  return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v)
}

export function chartFor(
  plan: Plan,
  main: QueryResult,
  extra: { bins?: { result: QueryResult; width: number }; sample?: QueryResult } = {},
): Chart | null {
  const cols = main.columns
  const m = cols[cols.length - 1] ?? ''
  const base = {
    width: WIDTH,
    height: HEIGHT,
    config: CONFIG,
    title: `${m} by ${plan.dims.map((d) => d.grain ?? d.column).join(', ')}`,
  }

  if (plan.kind === 'distribution' && extra.bins) {
    const w = extra.bins.width
    const values = records(extra.bins.result).map((r) => ({
      ...r,
      bin_end: Number(r.bin_start) + w,
    }))
    return {
      kind: 'histogram',
      spec: {
        ...base,
        title: plan.column ?? '',
        data: { values },
        mark: { type: 'bar', color: '#4c78a8' },
        encoding: {
          x: {
            field: 'bin_start',
            type: 'quantitative',
            bin: { binned: true, step: w },
            title: plan.column ?? '',
          },
          x2: { field: 'bin_end' },
          y: { field: 'count', type: 'quantitative', title: 'rows' },
        },
      } as TopLevelSpec,
    }
  }
  if (plan.kind === 'correlation' && extra.sample && plan.x && plan.y) {
    return {
      kind: 'scatter',
      spec: {
        ...base,
        title: `${plan.x} vs ${plan.y}`,
        data: { values: records(extra.sample) },
        mark: { type: 'point', filled: true, opacity: 0.5, size: 20 },
        encoding: {
          x: { field: field(plan.x), type: 'quantitative', scale: { zero: false }, title: plan.x },
          y: { field: field(plan.y), type: 'quantitative', scale: { zero: false }, title: plan.y },
        },
      } as TopLevelSpec,
    }
  }
  if (
    !['aggregate', 'top', 'trend', 'compare'].includes(plan.kind) ||
    !plan.dims.length ||
    cols.length < 2 ||
    !main.rows.length
  ) {
    return null
  }
  const [d1, d2] = cols
  const first = main.rows[0]?.[0]
  // Weekdays and months of the year are categories in a fixed order: bars, not a line.
  const cyclic = plan.dims.some((d) => d.grain === 'weekday' || d.grain === 'month_of_year')
  if (cyclic && d1) {
    return {
      kind: 'bar',
      spec: {
        ...base,
        data: { values: records(main) },
        mark: { type: 'bar', color: '#4c78a8' },
        encoding: {
          x: { field: field(d1), type: 'ordinal', sort: null, title: d1 },
          y: { field: field(m), type: 'quantitative', title: m },
        },
      } as TopLevelSpec,
    }
  }
  const timeAxis = plan.kind === 'trend' || plan.dims.every((d) => d.grain)
  if (timeAxis && d1) {
    const temporal = isDateText(first)
    const split = plan.dims.length > 1 && d2 && d2 !== m ? d2 : undefined
    return {
      kind: 'line',
      spec: {
        ...base,
        data: { values: records(main) },
        mark: { type: 'line', point: main.rows.length <= 60 },
        encoding: {
          x: { field: field(d1), type: temporal ? 'temporal' : 'ordinal', title: d1, sort: null },
          y: { field: field(m), type: 'quantitative', title: m },
          ...(split ? { color: { field: field(split), type: 'nominal', title: split } } : {}),
        },
      } as TopLevelSpec,
    }
  }
  if (!d1) return null
  const split = plan.dims.length > 1 && d2 && d2 !== m ? d2 : undefined
  const label = plan.rowLevel && plan.label ? plan.label : d1
  return {
    kind: 'bar',
    spec: {
      ...base,
      data: { values: records(main, split ? MAX_BARS * 4 : MAX_BARS) },
      mark: { type: 'bar', color: split ? undefined : '#4c78a8' },
      encoding: {
        y: {
          field: field(label),
          type: 'nominal',
          sort: plan.order === 'asc' ? 'x' : '-x',
          title: label,
        },
        x: { field: field(m), type: 'quantitative', title: m },
        ...(split
          ? {
              color: { field: field(split), type: 'nominal', title: split },
              yOffset: { field: field(split) },
            }
          : {}),
      },
    } as TopLevelSpec,
  }
}
