import { isUnitNoun } from '../semantic/lexicon'
import type { TableProfile } from '../types'
import type { Term } from './terms'
import { fold, HARD_UNITS, unitInData, wordsOf } from './words'

/**
 * A word of the question that is a unit: of a column ("weight in lbs", a dictionary's "grams"), of
 * a bound's number ("over 300 grams"), or of the answer ("in km"); or a unit the data would have to
 * name (dollars, tonnes) and does not.
 */
export function unitRole(
  t: Term,
  terms: Term[],
  profile: TableProfile,
): 'unit' | 'unknown unit' | null {
  const f = fold(t.lemma)
  const numeric = profile.columns
    .filter((c) => c.kind === 'numeric')
    .map((c) => (c.semantics ? c.semantics.plain.join(' ') : c.name))
  if (
    unitInData(f, numeric) ||
    profile.columns.some((c) => c.semantics?.unit?.unit && sameUnit(c.semantics.unit.unit, f))
  )
    return 'unit'
  // "Over 300 grams", "less than 70 km deep": a unit of measure right after a bound's number is
  // that number's unit (money and the units a column must name are checked below instead).
  if (
    !HARD_UNITS.has(f) &&
    isUnitNoun(t.lemma) &&
    (afterBound(terms, t.i) || answerUnit(terms, t.i))
  )
    return 'unit'
  if (perTime(t, terms, profile) || percentagePoints(t, terms)) return 'unit'
  if (HARD_UNITS.has(f) || t.lemma.split(' ').some((w) => HARD_UNITS.has(fold(w))))
    return 'unknown unit'
  return null
}

/** The word follows a number used in a condition ("300 grams", "5 or more km"). */
function afterBound(terms: Term[], i: number): boolean {
  const before = terms.slice(Math.max(0, i - 3), i)
  return before.some((x) => x.num !== undefined && x.role === 'condition')
}

/**
 * "The average depth in km", "平均深度是多少公里", "高多少克": the unit the answer is asked in.
 * Not a time unit after "how many" ("how many days" counts days).
 */
function answerUnit(terms: Term[], i: number): boolean {
  const before = terms[i - 1]
  if (!before) return false
  if (/^(in|en|em|в)$/.test(before.lemma)) return true
  const asks = before.role === 'cue:count' || before.role === 'cue:difference'
  return asks && !/^(day|week|month|year|hour|minute|second|time)s?$/.test(terms[i]!.lemma)
}

/** A unit as a data dictionary writes it ("grams", "lb", "km") is the question's word for it. */
function sameUnit(unit: string, word: string): boolean {
  return wordsOf(unit).some((u) => u === word || (u.length > 2 && word.startsWith(u)))
}

const RATE_ADJECTIVE = /^(hourly|daily|weekly|monthly|yearly|annual|annually)$/
const TIME_UNIT = /^(hour|day|week|month|year)$/

/**
 * "The hourly wage", "earn per hour", "sleep a day": in a table with no date or year, a rate of
 * time can only be the unit its measure is kept in (a wage is per hour), never a period to group
 * by; so it is read as that measure's unit when the question names a measure.
 */
function perTime(t: Term, terms: Term[], profile: TableProfile): boolean {
  if (profile.columns.some((c) => c.kind === 'temporal' || c.kind === 'year')) return false
  const measured = terms.some((x) =>
    profile.columns.some((c) => c.kind === 'numeric' && x.role === `column:${c.name}`),
  )
  if (!measured) return false
  if (RATE_ADJECTIVE.test(t.lemma)) return true
  const before = terms[t.i - 1]
  if (TIME_UNIT.test(t.lemma) && /^(per|a|an)$/.test(before?.lemma ?? '')) return true
  // "How many hours a day": the unit of the rate asked, not hours counted.
  const [by, per] = [terms[t.i + 1], terms[t.i + 2]]
  return (
    TIME_UNIT.test(t.lemma) &&
    /^(per|a|an)$/.test(by?.lemma ?? '') &&
    TIME_UNIT.test(per?.lemma ?? '')
  )
}

/** "By how many percentage points": the unit of a difference of two shares. */
function percentagePoints(t: Term, terms: Term[]): boolean {
  return t.lemma === 'point' && /^(percentage|percent)$/.test(terms[t.i - 1]?.lemma ?? '')
}
