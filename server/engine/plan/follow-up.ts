import { baseFilters, dimsOf } from '../kinds/build'
import type { Understanding } from '../understand/understand'
import type { Filter, Plan } from './schema'

/**
 * Elliptical follow-ups ("now only for 2014", "by month instead") inherit the previous plan's
 * measure, groups and filters; a question with a measure or a dimension of its own inherits
 * nothing.
 */
export function isElliptical(u: Understanding): boolean {
  if (u.measures.length || u.rowNoun) return false
  // "by origin instead": a new grouping alone, said as a change to the last question.
  if (u.dims.length) return /\b(instead|now|what about)\b|改为|换成/i.test(u.parsed.text) && u.ledger.filter((l) => l.role !== 'function word').length <= 4
  const own = u.values.length + u.years.length + u.conditions.length + (u.yearRange ? 1 : 0) + u.grains.size
  const words = u.ledger.filter((l) => l.role !== 'function word').length
  return own > 0 && words <= 6
}

export function inherit(previous: Plan, u: Understanding): Plan | null {
  if (previous.kind !== 'aggregate') return null
  const extra = baseFilters(u)
  const replaced = new Set(extra.map((f) => ('column' in f ? f.column : '')))
  const kept = previous.filters.filter((f: Filter) => !('column' in f && replaced.has(f.column)))
  const newDims = u.grains.size || u.dims.length ? dimsOf({ ...u, cues: new Set([...u.cues, 'each']) }) : []
  const dims = newDims.length ? newDims : previous.dims
  return { ...previous, filters: [...kept, ...extra], dims }
}
