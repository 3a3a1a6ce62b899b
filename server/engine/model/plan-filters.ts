import { z } from 'zod'
import type { Filter } from '../plan/schema'
import type { ColumnProfile } from '../types'

/**
 * The filters of a model's plan answer, mapped onto the engine's filter union (plan/schema.ts).
 * The wire form is one flat object per filter; `=` and `!=` are accepted as one-value `in` and
 * `not_in`, since models write them more often than lists.
 */

export const FILTER_OPS = [
  'in',
  'not_in',
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'between',
  'is_null',
  'not_null',
] as const

const scalar = z.union([z.string(), z.number()])

export const FilterAnswer = z.object({
  column: z.string(),
  op: z.enum(FILTER_OPS),
  /** in / not_in: the values as the data writes them (years or month numbers with part). */
  values: z.array(scalar).optional(),
  /** Comparisons and = / !=. */
  value: scalar.optional(),
  /** between: inclusive bounds. */
  low: scalar.optional(),
  high: scalar.optional(),
  /** A calendar part of a date column: compare its year or month number. */
  part: z.enum(['year', 'month']).optional(),
})
export type FilterAnswer = z.infer<typeof FilterAnswer>

export class PlanAnswerError extends Error {
  constructor(
    message: string,
    readonly unknownName?: string,
  ) {
    super(message)
    this.name = 'PlanAnswerError'
  }
}

export type ColumnOf = (name: string) => ColumnProfile

export function toFilters(list: FilterAnswer[] | undefined, col: ColumnOf): Filter[] {
  return (list ?? []).map((f) => toFilter(f, col))
}

function toFilter(f: FilterAnswer, col: ColumnOf): Filter {
  const c = col(f.column)
  const column = c.name
  const need = <T>(v: T | undefined, what: string): T => {
    if (v === undefined || v === '')
      throw new PlanAnswerError(`the filter on "${column}" has no ${what}`)
    return v
  }
  // A calendar part only means something on a date column; a year column is compared as it is.
  const part = c.kind === 'temporal' ? f.part : undefined
  if (f.part && c.kind !== 'temporal' && c.kind !== 'year')
    throw new PlanAnswerError(`"${column}" is not a date column, so it has no ${f.part}`)
  const number = (v: string | number, what: string) => {
    if (!part) return v
    const n = Number(v)
    if (!Number.isFinite(n))
      throw new PlanAnswerError(`the filter on "${column}" needs a number as its ${what}`)
    return n
  }
  const values = (): (string | number)[] => {
    const list = f.values?.length ? f.values : f.value !== undefined ? [f.value] : []
    return need(list.length ? list : undefined, 'values').map((v) => number(v, 'value'))
  }
  switch (f.op) {
    case 'in':
    case '=':
      return { op: 'in', column, values: values(), ...(part ? { part } : {}) }
    case 'not_in':
    case '!=':
      if (part)
        throw new PlanAnswerError(`the filter on "${column}" cannot exclude a calendar ${part}`)
      return { op: 'not_in', column, values: values() }
    case 'between':
      if (part === 'month')
        throw new PlanAnswerError(`the filter on "${column}" compares months only with "in"`)
      return {
        op: 'between',
        column,
        low: number(need(f.low, 'low bound'), 'low bound'),
        high: number(need(f.high, 'high bound'), 'high bound'),
        ...(part ? { part } : {}),
      }
    case 'is_null':
    case 'not_null':
      return { op: f.op, columns: [column] }
    default:
      if (part === 'month')
        throw new PlanAnswerError(`the filter on "${column}" compares months only with "in"`)
      return {
        op: f.op,
        column,
        value: number(need(f.value, 'value'), 'value'),
        ...(part ? { part } : {}),
      }
  }
}
