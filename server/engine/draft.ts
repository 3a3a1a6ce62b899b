import type { Binding, Mention } from './binder'
import { columnOf, isTime, mainTimeColumn } from './columns'
import { readFilters } from './draft-filters'
import type { Agg, ColumnProfile, Dim, Filter, Grain, PlanKind, TableProfile } from './types'

/**
 * A draft (pure): what the words of a question ask for, before the planner decides the plan's
 * kind. It is also what a follow-up question contributes to the previous plan.
 */
export interface Draft {
  kindCue?: PlanKind
  aggCue?: Agg
  /** An aggregate implied by the column's own name (max temperature). */
  columnAgg?: Agg
  measures: string[]
  adjective?: { column: string; order: 'asc' | 'desc' }
  dims: Dim[]
  filters: Filter[]
  valueGroups: { column: string; values: string[]; negate: boolean }[]
  years: number[]
  order?: 'asc' | 'desc'
  limit?: number
  topWord: boolean
  count: boolean
  distinctColumn?: string
  categorical: string[]
  timeMentioned?: string
  grainWord?: Grain
  rowEntity: boolean
  list: boolean
  followup: boolean
  all: boolean
  singular: boolean
  unknown: string[]
  unknownAfterBy: string[]
  unknownAfterAgg: string[]
}

const FROM_WORDS = /origin|source|from|departure|start/i
const TO_WORDS = /destination|dest|target|arrival|end|^to$/i

export function draftOf(binding: Binding, profile: TableProfile): Draft {
  const d: Draft = {
    measures: [],
    dims: [],
    filters: [],
    valueGroups: [],
    years: [],
    categorical: [],
    unknown: [],
    unknownAfterBy: [],
    unknownAfterAgg: [],
    topWord: false,
    count: false,
    rowEntity: false,
    list: false,
    followup: false,
    all: false,
    singular: false,
  }
  const ms = binding.mentions
  const time = mainTimeColumn(profile)
  const used = readFilters(ms, profile, d)

  let by = false
  let lastDim = false
  let which = false
  let distinct = false
  let counting = false
  let aggPending = false
  let negate = 0
  let prep: 'from' | 'to' | null = null

  ms.forEach((m, i) => {
    if (used.has(i)) return
    const wasWhich = which
    which = false
    const afterDim = lastDim
    lastDim = false
    if (m.type === 'cue') {
      const cue = m.cue
      switch (cue.type) {
        case 'by':
          by = true
          which = false
          return
        case 'which':
          which = true
          return
        case 'not':
          negate = 3
          return
        case 'agg':
          d.aggCue ??= cue.agg
          aggPending = true
          return
        case 'count':
          d.count = true
          counting = true
          if (cue.order) d.order ??= cue.order
          return
        case 'distinct':
          distinct = true
          d.count = true
          return
        case 'order':
          d.order ??= cue.order
          if (/^(top|bottom)$/i.test(m.text)) d.topWord = true
          return
        case 'kind':
          d.kindCue ??= cue.kind
          return
        case 'grain': {
          const prev = ms[i - 1]
          if (prev?.type === 'number' && prev.value >= 1800 && prev.value <= 2100) return
          if (!time) {
            if (by) d.unknownAfterBy.push(m.text)
            by = false
            return
          }
          if (by || wasWhich || cue.adjective) {
            d.dims.push({ column: time.name, grain: cue.grain })
            if (wasWhich) d.singular = !/s$/i.test(m.text)
          } else {
            d.grainWord ??= cue.grain
            d.singular ||= !/s$/i.test(m.text)
          }
          by = false
          return
        }
        case 'list':
          d.list = true
          return
        case 'entity':
          d.rowEntity = true
          if (wasWhich) d.list = true
          return
        case 'followup':
          d.followup = true
          return
        case 'all':
          d.all = true
          return
        case 'prep':
          prep = cue.prep
          return
        // sales by category and region: a second grouping.
        case 'and':
          if (afterDim) by = true
          return
        default:
          return
      }
    }
    if (m.type === 'column') {
      const c = pickColumn(m, profile, { by, counting: counting || distinct })
      if (!c) return
      if (by) {
        if (c.kind === 'numeric' && !c.lowCardinality) d.measures.push(c.name)
        else {
          d.dims.push(isTime(c) ? { column: c.name, grain: grainOfName(m) } : { column: c.name })
          lastDim = true
        }
        by = false
      } else if (wasWhich && c.kind !== 'numeric' && c.kind !== 'text') {
        d.dims.push(isTime(c) ? { column: c.name, grain: grainOfName(m) } : { column: c.name })
        d.singular = !/s$/i.test(m.text)
      } else if ((distinct || counting) && (c.kind === 'categorical' || c.kind === 'id')) {
        d.distinctColumn = c.name
      } else if (c.kind === 'numeric') {
        d.measures.push(c.name)
        const agg = m.cues.find((q) => q.type === 'agg')
        if (agg?.type === 'agg') d.columnAgg ??= agg.agg
      } else if (isTime(c)) {
        d.timeMentioned = c.name
      } else {
        d.categorical.push(c.name)
      }
      distinct = false
      counting = false
      aggPending = false
      return
    }
    if (m.type === 'value') {
      const pick =
        m.candidates.find((c) =>
          (prep === 'from' ? FROM_WORDS : prep === 'to' ? TO_WORDS : null)?.test(c.column),
        ) ?? m.candidates[0]
      if (pick) addValue(d, pick.column, pick.value, negate > 0)
      prep = null
      by = false
    }
    if (m.type === 'adjective') {
      d.adjective ??= { column: m.column, order: m.order }
      d.order ??= m.order
    }
    if (m.type === 'unknown') {
      if (by) d.unknownAfterBy.push(m.word)
      else if (aggPending) d.unknownAfterAgg.push(m.word)
      d.unknown.push(m.word)
      by = false
    }
    negate = Math.max(0, negate - 1)
  })
  return d
}

function addValue(d: Draft, column: string, value: string, negate: boolean) {
  const group = d.valueGroups.find((g) => g.column === column && g.negate === negate)
  if (group) {
    if (!group.values.includes(value)) group.values.push(value)
  } else d.valueGroups.push({ column, values: [value], negate })
}

function grainOfName(m: Mention): Grain | undefined {
  return /^years?$/i.test(m.text) ? 'year' : /^months?$/i.test(m.text) ? 'month' : undefined
}

/** Among equally good columns, counting prefers identifiers and grouping prefers names. */
function pickColumn(
  m: Extract<Mention, { type: 'column' }>,
  profile: TableProfile,
  ctx: { by: boolean; counting: boolean },
): ColumnProfile | undefined {
  const cols = m.candidates
    .map((c) => columnOf(profile, c.column))
    .filter((c): c is ColumnProfile => !!c)
  if (ctx.counting) return cols.find((c) => c.kind === 'id') ?? cols[0]
  return cols.find((c) => c.kind !== 'id') ?? cols[0]
}
