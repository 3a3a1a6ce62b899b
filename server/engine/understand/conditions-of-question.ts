import type { TableProfile } from '../types'
import type { ColumnBinding } from './bind'
import { readConditions, type Condition } from './conditions'
import { noneOf } from './counted'
import type { Parsed } from './terms'

/**
 * The conditions a question sets (understand.ts): bounds and values of numeric columns
 * (conditions.ts) and "none of" counts (counted.ts); then the cues whose every word was read as a
 * value, a condition or a month are retired.
 */
export function conditionsOfQuestion(
  parsed: Parsed,
  profile: TableProfile,
  named: ColumnBinding[],
): Condition[] {
  const { terms, cues } = parsed
  const conditions = [
    ...readConditions(
      parsed,
      profile,
      named.map((n) => n.column),
    ),
    ...noneOf(
      parsed,
      named.map((n) => n.column),
    ),
  ]
  // A cue word read as something else asks for nothing itself: a value ("large birds" → Wildlife
  // Size = Large ranks nothing), a condition's "%" (no share) or "no" ("had no discount" counts
  // no missing values), a quarter's ordinal ("the first quarter" is no "first time").
  for (const [cue, at] of parsed.cueAt)
    if (at.length && at.every((k) => /^(value:|condition$|month$)/.test(terms[k]?.role ?? '')))
      cues.delete(cue)
  return conditions
}
