import { isUnitNoun } from '../semantic/lexicon'
import { isMeasure, type ColumnProfile, type TableProfile } from '../types'
import type { Condition } from './conditions'
import { holdsPeople, isPeopleNoun } from './people'
import type { Parsed, Term } from './terms'
import { wordsOf } from './words'

/**
 * Where a bound falls and how it is said (conditions.ts reads the rest): the column a number is
 * about, a bound said after its number ("5 or more"), and a day numbered in a column counting
 * time ("day 21").
 */

const PERSON =
  /^(people|person|man|men|woman|women|child|children|kid|victim|adult|resident|patient|employee|worker|individual)$/

/**
 * "More than 100 horsepower", "over 300 grams of weight": the column named right after the
 * number (past a unit or "%") is the one bounded, however near another column is before the cue.
 */
export function namedAfter(terms: Term[], i: number, profile: TableProfile): ColumnProfile | null {
  for (const t of terms.slice(i + 1, i + 3)) {
    const col = profile.columns.find((c) => t.role === `column:${c.name}`)
    if (col) return col.kind === 'numeric' || col.kind === 'year' ? col : null
    if (t.text !== '%' && t.role !== 'unit' && !isUnitNoun(t.lemma)) return null
  }
  return null
}

/** The table's numeric column of ages, by its header's words. */
const ageColumn = (profile: TableProfile): ColumnProfile | undefined =>
  profile.columns.find(
    (c) => c.kind === 'numeric' && (c.semantics?.plain ?? wordsOf(c.name)).includes('age'),
  )

/** The numeric column a condition is about: named in the cue ("older than" → age), else nearest. */
export function conditionColumn(
  terms: Term[],
  at: number,
  profile: TableProfile,
  named: ColumnProfile[],
): ColumnProfile | null {
  const numeric = named.filter((c) => c.kind === 'numeric' || c.kind === 'year')
  const cueWords = terms.slice(at, at + 2).map((t) => t.lemma)
  if (cueWords.includes('old') || cueWords.includes('young')) {
    const age = profile.columns.find((c) => wordsOf(c.name).includes('age'))
    if (age) return age
  }
  // "People over 60", "victims under 18", "women who were over 40": a person's number is an age.
  const before = terms
    .slice(Math.max(0, at - 3), at)
    .filter((t) => !/^(be|who|that|aged|age)$/.test(t.lemma))
  // "Respondents under 30": any word for people (WordNet's) in a table of people.
  const person = before.at(-1)?.lemma ?? ''
  if (PERSON.test(person) || (holdsPeople(profile) && isPeopleNoun(person))) {
    const age = ageColumn(profile)
    if (age) return age
  }
  if (cueWords.includes('north') || cueWords.includes('south')) {
    const lat = profile.columns.find((c) => wordsOf(c.name).includes('latitude'))
    if (lat) return lat
  }
  let best: { c: ColumnProfile; d: number } | null = null
  // Each column by its mention nearest the cue ("weighing day … chick weight first exceed 200":
  // weight, named again just before, not the chick numbers between its two mentions).
  // A column named after the cue bounds it only within the cue's clause ("震级5级及以上、且震源
  // 深度小于100公里": depth is the next clause's).
  const clauseEnd = terms.findIndex((t, k) => k > at && CLAUSE_MARK.test(t.text))
  for (const c of numeric)
    for (const t of terms) {
      if (t.role !== `column:${c.name}`) continue
      if (clauseEnd >= 0 && t.i > clauseEnd) continue
      const d = t.i < at ? at - t.i : (t.i - at) * 1.5
      if (!best || d < best.d) best = { c, d }
    }
  if (best) return best.c
  // Numbered labels (chick 1–50) are never what a bound is on.
  const only = profile.columns.filter((c) => isMeasure(c) && !c.lowCardinality)
  if (only.length === 1) return only[0]!
  // Several: the basic one whose name is part of every other's ("CO2" of "adjusted CO2").
  const basic = only.find((c) =>
    only.every((o) => o === c || wordsOf(o.name).join(' ').includes(wordsOf(c.name).join(' '))),
  )
  return basic ?? null
}

/** Punctuation that ends a clause ("、" and "；" in Chinese, ";" anywhere). */
export const CLAUSE_MARK = /^[、；;。]$/
const TIME_UNIT = /^(day|week|month|hour|minute|second|year)$/
const TIME_HEADER = /^(time|t|day|days|week|weeks|hour|hours|month|months|period|visit|wave)$/

/**
 * "On day 21" in a table that counts time in a whole-number column ("Time" 0–21, "week" 1–12)
 * and has no date: the unit and its number are that column's value.
 */
export function dayNumbered(parsed: Parsed, profile: TableProfile): Condition[] {
  if (profile.columns.some((c) => c.kind === 'temporal' || c.kind === 'year')) return []
  const clocks = profile.columns.filter(
    (c) =>
      c.kind === 'numeric' &&
      /INT/i.test(c.type) &&
      (c.semantics?.plain ?? wordsOf(c.name)).some((w) => TIME_HEADER.test(w)),
  )
  const clock = clocks.length === 1 ? clocks[0]! : null
  if (!clock || typeof clock.min !== 'number' || typeof clock.max !== 'number') return []
  const out: Condition[] = []
  for (const t of parsed.terms) {
    // "day 21"; in Chinese the unit follows its number ("第21天").
    const unit = parsed.lang === 'zh' ? parsed.terms[t.i + 1] : parsed.terms[t.i - 1]
    if (t.role || t.num === undefined || !Number.isInteger(t.num) || !unit) continue
    if (!TIME_UNIT.test(unit.lemma) || (unit.role && unit.role !== 'generic')) continue
    if (t.num < clock.min || t.num > clock.max) continue
    out.push({ column: clock.name, op: '=', value: t.num })
    t.role = 'condition'
    unit.role = `column:${clock.name}`
  }
  return out
}

/**
 * The comparison a bound cue says at `at`: "more than" is >, "at least" is >=, "less than" <,
 * "at most" <=.
 */
export function boundOp(terms: Term[], at: number, cue: 'above' | 'below'): Condition['op'] {
  const word = terms
    .slice(at, at + 3)
    .map((x) => x.lemma)
    .join(' ')
  const strict = !/at least|at most/.test(word)
  return cue === 'above' ? (strict ? '>' : '>=') : strict ? '<' : '<='
}

const AT_LEAST = /^(more|above|over|high|great|old|long|large|big|heavy|up|以上)$/
const AT_MOST = /^(less|few|below|under|low|young|short|small|light|以下)$/

/**
 * "A magnitude of 5 or more", "40 breaks or more", "aged 65 and over", "10 or fewer": a bound said
 * after its number includes the number itself.
 */
export function trailingBounds(
  parsed: Parsed,
  profile: TableProfile,
  named: ColumnProfile[],
): Condition[] {
  const { terms } = parsed
  const out: Condition[] = []
  for (const t of terms) {
    if (t.num === undefined || (t.role && t.role !== 'number' && t.role !== 'topN')) continue
    // "40 breaks or more", "300 grams or more": the column's name or a unit may stand between.
    let at = t.i + 1
    let said: Term | null = null
    const between: Term[] = []
    while (at < t.i + 3 && terms[at]) {
      const x = terms[at]!
      if (!said && x.role?.startsWith('column:')) said = x
      // "5级及以上": a Chinese measure word after the number counts it, like a unit.
      else if (
        x.text !== '%' &&
        !isUnitNoun(x.lemma) &&
        (!/^[\u4e00-\u9fff]$/.test(x.text) || /^(及|或)$/.test(x.text))
      )
        break
      between.push(x)
      at++
    }
    const pct = between.some((x) => x.text === '%')
    const [link, bound] = [terms[at], terms[at + 1]]
    if (!link || !bound || !/^(or|and|及|或)$/.test(link.lemma)) continue
    const op = AT_LEAST.test(bound.lemma) ? '>=' : AT_MOST.test(bound.lemma) ? '<=' : null
    if (!op) continue
    // "65岁及以上", "65 years old or over": the unit says an age.
    const age = between.some((x) => AGE_AFTER.test(x.lemma) || AGE_AFTER.test(x.text))
      ? ageColumn(profile)
      : undefined
    const col = said
      ? profile.columns.find((c) => said.role === `column:${c.name}`)
      : (age ?? conditionColumn(terms, t.i, profile, named))
    if (!col || (col.kind !== 'numeric' && col.kind !== 'year')) continue
    const fraction = pct && typeof col.max === 'number' && col.max <= 1
    out.push({ column: col.name, op, value: fraction ? t.num / 100 : t.num })
    for (const x of [t, bound, ...between.filter((b) => b !== said)])
      x.role = x.text === '%' || x === t || x === bound ? 'condition' : 'unit'
  }
  return out
}

/** The words after a range that say it is of ages ("30 to 39 years old", "20–29岁"). */
const AGE_AFTER = /^(old|岁|歳|세)$/

/**
 * "Aged 30 to 39", "18–25", "3 to 4 cylinders": two numbers joined by "to" (a dash reads as "to")
 * with no "between" or "from" before them are a range on one column: the one named right after,
 * an age when the words say so, else the column a bound would take (conditionColumn).
 */
export function bareRanges(
  parsed: Parsed,
  profile: TableProfile,
  named: ColumnProfile[],
): Condition[] {
  const { terms } = parsed
  const out: Condition[] = []
  const free = (t: Term | undefined) =>
    !!t && t.num !== undefined && (!t.role || t.role === 'number')
  // "200克到250克", "200 g to 250 g": the unit may follow each number.
  const unitAt = (k: number) => {
    const t = terms[k]
    return !!t && !t.role && t.num === undefined && isUnitNoun(t.lemma) ? t : null
  }
  for (const low of terms) {
    const lowUnit = unitAt(low.i + 1)
    const at = lowUnit ? low.i + 2 : low.i + 1
    const [link, high] = [terms[at], terms[at + 1]]
    if (!free(low) || !free(high) || !link || !/^(to|through|至|到|～|~)$/.test(link.lemma))
      continue
    if (high!.num! <= low.num!) continue
    const highUnit = unitAt(high!.i + 1)
    if (lowUnit && (!highUnit || highUnit.lemma !== lowUnit.lemma)) continue
    const before = terms[low.i - 1]
    const after = terms.slice(high!.i + 1, high!.i + 3)
    const saysAge =
      before?.lemma === 'age' ||
      after.some((t) => AGE_AFTER.test(t.lemma)) ||
      (after[0]?.lemma === 'year' && after[1]?.lemma === 'old')
    const age = saysAge ? ageColumn(profile) : undefined
    const col =
      age ?? namedAfter(terms, high!.i, profile) ?? conditionColumn(terms, low.i, profile, named)
    if (!col || col.semantics?.role === 'label' || (col.kind !== 'numeric' && col.kind !== 'year'))
      continue
    out.push({ column: col.name, op: 'between', value: scaledLike(low, high!), high: high!.num! })
    for (const t of [low, link, high!]) t.role = 'condition'
    for (const u of [lowUnit, highUnit]) if (u && !u.role) u.role = 'unit'
    if (age && before?.lemma === 'age' && !before.role) before.role = `column:${age.name}`
    if (age)
      for (const t of after)
        if (!t.role && (AGE_AFTER.test(t.lemma) || t.lemma === 'year'))
          t.role = `column:${age.name}`
  }
  out.push(...decadesOfLife(terms, profile))
  return out
}

/** "In their thirties", "in their 30s": an age from the decade's first year to its last. */
const DECADE_OF_LIFE: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
}

function decadesOfLife(terms: Term[], profile: TableProfile): Condition[] {
  const age = ageColumn(profile)
  if (!age) return []
  const out: Condition[] = []
  for (const t of terms) {
    if (t.role || !/^(their|his|her)$/.test(terms[t.i - 1]?.lemma ?? '')) continue
    const plural = /^(twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)$/i
    const start = plural.test(t.text)
      ? DECADE_OF_LIFE[t.lemma]
      : /^[2-9]0s$/.test(t.text)
        ? Number(t.text.slice(0, 2))
        : undefined
    if (start === undefined) continue
    out.push({ column: age.name, op: 'between', value: start, high: start + 9 })
    t.role = 'condition'
  }
  return out
}

/**
 * "3 to 4 thousand", "between 2 and 3 million": a scale said once, after the second number, is
 * the first number's too, when the first is then still the lower.
 */
export function scaledLike(low: Term, high: Term): number {
  const written = Number(high.text.replace(/,/g, ''))
  const scale = Number.isFinite(written) && written > 0 ? high.num! / written : 1
  return scale > 1 && low.num! * scale < high.num! ? low.num! * scale : low.num!
}
