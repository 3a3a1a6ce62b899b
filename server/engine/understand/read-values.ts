import type { TableProfile } from '../types'
import { bindValues, type ValueBinding } from './bind-values'
import { listedNumbers } from './listed-numbers'
import { taughtCodes } from './taught-codes'
import type { Parsed } from './terms'

/**
 * The cell values the question names: codes it teaches itself ("am is 1 for manual") read their
 * words first, then the data's own values and numbers listed as values of a column.
 */
export function readValues(parsed: Parsed, profile: TableProfile): ValueBinding[] {
  const { terms } = parsed
  // Codes taught in the question read their words first ("manual" is am = 1, once).
  const taught = taughtCodes(parsed, profile)
  const used = new Set(taught.flatMap((v) => v.terms))
  return [
    ...taught,
    ...[...bindValues(terms, profile, parsed.text), ...listedNumbers(terms, profile)].filter(
      (v) => !v.terms.some((k) => used.has(k)),
    ),
  ]
}
