import { dimName } from '../plan/labels'
import type { Dim } from '../plan/schema'
import { say } from '../say'
import { dname } from './format'
import type { KindCtx, NamedResult } from './types'

/**
 * Vega-Lite specs with their data inline (data.values), human titles and axis names. One row or
 * one category is a bar, never a one-dot line; time axes are formatted by their grain.
 */

const WIDTH = 640
/** Grains that repeat (calendar months, weekdays, hours of the day): in their own order, not on a time axis. */
const CYCLIC = new Set<string>(['month_of_year', 'day_of_week', 'hour_of_day'])
const HEIGHT = 320
const CHART_CONFIG = {
  font: 'DejaVu Sans',
  background: 'white',
  axis: { labelFontSize: 11, titleFontSize: 12, labelLimit: 180 },
  title: { fontSize: 14, anchor: 'start' as const },
  view: { stroke: null },
}

const TIME_FORMAT: Record<string, string> = {
  year: '%Y',
  month: '%b %Y',
  day: '%d %b %Y',
  decade: '%Y',
}

/** Vega field names treat dots and brackets as paths; escape them. */
export const field = (name: string) => name.replace(/([.[\]\\])/g, '\\$1')

export function barOrLine(
  dim: Dim,
  r: NamedResult,
  measures: { field: string; title: string }[],
  ctx: KindCtx,
): object | null {
  if (!r.rows.length || !measures.length) return null
  const key = dimName(dim)
  const axis = dname(dim, ctx)
  const m = measures[0]!
  const title = capital(say(ctx.lang, 'chart.titleBy', { measure: m.title, dim: axis }))
  const time = dim.grain && !CYCLIC.has(dim.grain)
  const base = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: WIDTH,
    height: HEIGHT,
    config: CHART_CONFIG,
    title,
  }
  if (time && r.rows.length > 1) {
    const grain = dim.grain ?? 'year'
    const values = r.rows.map((row) => ({ ...row, [key]: toDate(row[key], grain) }))
    return {
      ...base,
      data: { values },
      mark: { type: 'line', point: r.rows.length < 40 },
      encoding: {
        x: {
          field: field(key),
          type: 'temporal',
          title: capital(axis),
          axis: { format: TIME_FORMAT[grain] ?? '%Y' },
        },
        y: { field: field(m.field), type: 'quantitative', title: capital(m.title) },
      },
    }
  }
  const values = r.rows.slice(0, 40).map((row) => ({ ...row, [key]: String(row[key]) }))
  return {
    ...base,
    data: { values },
    mark: { type: 'bar', color: '#4c78a8' },
    encoding: {
      y: {
        field: field(key),
        type: 'nominal',
        title: capital(axis),
        sort: dim.grain && CYCLIC.has(dim.grain) ? null : '-x',
      },
      x: { field: field(m.field), type: 'quantitative', title: capital(m.title) },
    },
  }
}

export function simpleBar(
  title: string,
  rows: { label: string; value: number }[],
  valueTitle: string,
): object | null {
  if (!rows.length) return null
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: WIDTH,
    height: Math.max(80, Math.min(HEIGHT, rows.length * 40)),
    config: CHART_CONFIG,
    title: capital(title),
    data: { values: rows },
    mark: { type: 'bar', color: '#4c78a8' },
    encoding: {
      y: { field: 'label', type: 'nominal', title: null, sort: null },
      x: { field: 'value', type: 'quantitative', title: capital(valueTitle) },
    },
  }
}

function toDate(v: unknown, grain: string): string {
  const s = String(v)
  if (grain === 'year' || grain === 'decade') return `${s.slice(0, 4)}-01-01`
  if (grain === 'month') return `${s.slice(0, 7)}-01`
  return s
}

export const capital = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s)
