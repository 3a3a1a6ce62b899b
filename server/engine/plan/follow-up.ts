import { baseFilters } from '../kinds/build'
import { dimsOf } from '../kinds/dims'
import type { Understanding } from '../understand/understand'
import type { Filter, Plan } from './schema'

/**
 * Elliptical follow-ups ("now only for 2014", "by month instead") inherit the previous plan's
 * measure, groups and filters; a question with a measure or a dimension of its own inherits
 * nothing.
 */
export function isElliptical(u: Understanding): boolean {
  if (u.rowNoun) return false
  // "what about sales?": a new measure alone, said as a change to the last question.
  if (u.measures.length) return swapsMeasure(u)
  // "by origin instead": a new grouping alone, said as a change to the last question.
  if (u.dims.length)
    return (
      /\b(instead|now|what about)\b|改为|换成/i.test(u.parsed.text) &&
      u.ledger.filter((l) => l.role !== 'function word').length <= 4
    )
  const own =
    u.values.length + u.years.length + u.conditions.length + (u.yearRange ? 1 : 0) + u.grains.size
  const words = u.ledger.filter((l) => l.role !== 'function word').length
  return own > 0 && words <= 6
}

const SWAP = /^(what|how) about\b|^and\b|^same for\b|^now\b|\binstead\b|那么|换成|改为/i

/** Only measures, no grouping, value or condition of its own, and worded as a change. */
function swapsMeasure(u: Understanding): boolean {
  const own =
    u.dims.length +
    u.values.length +
    u.years.length +
    u.conditions.length +
    (u.yearRange ? 1 : 0) +
    u.grains.size
  const words = u.ledger.filter((l) => l.role !== 'function word').length
  return own === 0 && words <= u.measures.length + 2 && SWAP.test(u.parsed.text.trim())
}

export function inherit(previous: Plan, u: Understanding): Plan | null {
  if (previous.kind !== 'aggregate') return null
  if (u.measures.length) {
    // The same computation of the new measure: its groups, filters, order and limit stay.
    const agg = previous.measures[0]?.agg ?? 'sum'
    const counted =
      agg === 'count' ||
      agg === 'count_distinct' ||
      agg === 'count_known' ||
      agg === 'count_missing'
    return {
      ...previous,
      measures: u.measures.map((c) => ({ agg: counted ? 'sum' : agg, column: c.name })),
    }
  }
  const extra = baseFilters(u)
  const replaced = new Set(extra.map((f) => ('column' in f ? f.column : '')))
  const kept = previous.filters.filter((f: Filter) => !('column' in f && replaced.has(f.column)))
  const newDims =
    u.grains.size || u.dims.length ? dimsOf({ ...u, cues: new Set([...u.cues, 'each']) }) : []
  const dims = newDims.length ? newDims : previous.dims
  return { ...previous, filters: [...kept, ...extra], dims }
}
