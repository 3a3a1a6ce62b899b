import type { ColumnProfile, TableProfile } from '../types'
import {
  bareRanges,
  CLAUSE_MARK,
  boundOp,
  conditionColumn,
  dayNumbered,
  namedAfter,
  scaledLike,
  trailingBounds,
} from './bounds'
import { conditionCueBefore } from './periods'
import { fractionBounds } from './fraction-bounds'
import type { Parsed, Term } from './terms'

/**
 * Conditions on numeric columns: "above 20%", "between 1990 and 2000" on a column named nearby,
 * "超过 75", and "cars with 8 cylinders". Each number used is marked `condition` in the ledger.
 */

export interface Condition {
  column: string
  op: '>' | '<' | '>=' | '<=' | 'between' | '='
  value: number
  high?: number
  /**
   * A group of rows the question sets beside others on the same column ("aged 20 to 29 and 50
   * to 59"), by this label: a band to group or compare by (level-points.ts), not a filter.
   */
  band?: string
}

/** Reads the conditions; `named` are the columns the question names, in question order. */
export function readConditions(
  parsed: Parsed,
  profile: TableProfile,
  named: ColumnProfile[],
): Condition[] {
  const conditions: Condition[] = []
  // "More than two thirds": read first, so "two" is no bound of its own.
  conditions.push(...fractionBounds(parsed, profile, named))
  conditions.push(...cueBounds(parsed, profile, named))
  conditions.push(...trailingBounds(parsed, profile, named))
  conditions.push(...bareRanges(parsed, profile, named))
  // Non-English packs mark cue words without positions; attach "超过 75" style numbers.
  if (parsed.lang !== 'en') conditions.push(...markedCueBounds(parsed, profile, named))
  conditions.push(...countsBeforeColumn(parsed, profile))
  conditions.push(...labelsAfterColumn(parsed, profile))
  conditions.push(...dayNumbered(parsed, profile))
  conditions.push(...writtenConditions(parsed, profile))
  hadQuantity(parsed, named, conditions)
  return conditions.map((c) => inStoredUnits(c, profile))
}

/** A comparison cue followed by a number; the column is the one named nearest. */
function cueBounds(parsed: Parsed, profile: TableProfile, named: ColumnProfile[]): Condition[] {
  const { terms } = parsed
  const conditions: Condition[] = []
  for (const cue of ['above', 'below', 'between'] as const) {
    for (const at of parsed.cueAt.get(cue) ?? []) {
      const num = terms
        .slice(at + 1, at + 6)
        .find((x) => x.num !== undefined && (x.role === undefined || x.role === 'topN'))
      if (!num) continue
      const col = namedAfter(terms, num.i, profile) ?? conditionColumn(terms, at, profile, named)
      // "From day 0 to day 21", "between diet 1 and diet 3" with a change or a difference asked:
      // two points of a level, compared (level-points.ts), not the rows between them.
      if (cue === 'between' && pointsCompared(parsed, num, profile)) continue
      // A numbered label (chick 1–50, diet 1–4) is never bounded: the number is another column's.
      if (!col || !percentFits(terms, num, col) || col.semantics?.role === 'label') continue
      // "above 20%" on a column of fractions (0.2) means 0.2. The "%" is the bound's unit either
      // way, no share asked ("how many states have an urban population above 80%" counts them).
      const pct = (x: Term) => {
        const sign = terms[x.i + 1]
        if (sign?.text === '%') sign.role = 'condition'
        if (sign?.text !== '%' || typeof col.max !== 'number' || col.max > 1) return x.num!
        return x.num! / 100
      }
      if (cue === 'between') {
        const high = terms.slice(num.i + 1, num.i + 4).find((x) => x.num !== undefined && !x.role)
        if (!high) continue
        const low = { ...num, num: scaledLike(num, high) }
        conditions.push({ column: col.name, op: 'between', value: pct(low), high: pct(high) })
        high.role = 'condition'
      } else {
        conditions.push({ column: col.name, op: boundOp(terms, at, cue), value: pct(num) })
      }
      num.role = 'condition'
    }
  }
  return conditions
}

/** A number right after a term marked as an above/below cue bounds the first numeric column named. */
function markedCueBounds(
  parsed: Parsed,
  profile: TableProfile,
  named: ColumnProfile[],
): Condition[] {
  const { terms } = parsed
  const conditions: Condition[] = []
  for (const t of terms) {
    if (t.num === undefined || t.role) continue
    const cueBefore = terms
      .slice(Math.max(0, t.i - 2), t.i)
      .find((x) => x.role === 'cue:above' || x.role === 'cue:below')
    const col =
      clauseColumn(terms, t.i, profile) ?? (oneClause(terms) ? firstNumeric(named, profile) : null)
    if (cueBefore && col && percentFits(terms, t, col) && col.semantics?.role !== 'label') {
      conditions.push({
        column: col.name,
        op: cueBefore.role === 'cue:above' ? '>' : '<',
        value: t.num,
      })
      t.role = 'condition'
    }
  }
  return conditions
}

/** "cars with 8 cylinders": a number just before the name of a column of few values is that value. */
function countsBeforeColumn(parsed: Parsed, profile: TableProfile): Condition[] {
  const { terms } = parsed
  const conditions: Condition[] = []
  for (const t of terms) {
    if (t.role || t.num === undefined || conditionCueBefore(terms, t.i)) continue
    const next = terms[t.i + 1]
    const col = profile.columns.find((c) => next?.role === `column:${c.name}`)
    if (!col || col.kind !== 'numeric' || !col.lowCardinality) continue
    conditions.push({ column: col.name, op: '=', value: t.num })
    t.role = 'condition'
  }
  return conditions
}

/**
 * "day 21", "diet 1", "precinct 3": a whole number just after the name of a column of
 * whole numbers, within its range, is that value (a label or a point in time, not a bound).
 */
function labelsAfterColumn(parsed: Parsed, profile: TableProfile): Condition[] {
  const { terms } = parsed
  const conditions: Condition[] = []
  for (const t of terms) {
    if (t.role || t.num === undefined || !Number.isInteger(t.num)) continue
    if (conditionCueBefore(terms, t.i) && !pointsCompared(parsed, t, profile)) continue
    const prev = terms[t.i - 1]
    const col = profile.columns.find((c) => prev?.role === `column:${c.name}`)
    if (!col || col.kind !== 'numeric' || !col.lowCardinality) continue
    if (typeof col.min !== 'number' || typeof col.max !== 'number') continue
    if (t.num < col.min || t.num > col.max) continue
    conditions.push({ column: col.name, op: '=', value: t.num })
    t.role = 'condition'
  }
  return conditions
}

/**
 * "Between 3,000 and 4,000 lb" on a weight stored in 1,000 lb, "above 10 million" on a count
 * stored in thousands: a number said in plain units is divided by the column's scale (from the
 * data dictionary) when only then does it fall in the column's range.
 */
function inStoredUnits(c: Condition, profile: TableProfile): Condition {
  const col = profile.columns.find((x) => x.name === c.column)
  const scale = col?.semantics?.unit?.scale
  if (!col || !scale || scale <= 1 || typeof col.max !== 'number') return c
  const max = Math.abs(col.max) || 1
  const plain = (v: number) => Math.abs(v) > max * 2 && Math.abs(v / scale) <= max * 2
  if (!plain(c.value) || (c.high !== undefined && !plain(c.high))) return c
  return { ...c, value: c.value / scale, ...(c.high !== undefined ? { high: c.high / scale } : {}) }
}

/**
 * "How many orders had a discount", "days with no precipitation": rows counted for having a
 * quantity are those where it is above zero (none: zero). Only when counting or taking a share,
 * and when nothing else bounds that column.
 */
function hadQuantity(parsed: Parsed, named: ColumnProfile[], conditions: Condition[]): void {
  if (!parsed.cues.has('count') && !parsed.cues.has('share')) return
  const { terms } = parsed
  for (const c of named) {
    if (c.kind !== 'numeric' || conditions.some((x) => x.column === c.name)) continue
    // The quantity is a noun had ("had a discount"), not a verb ("have killed the most").
    const k = terms.findIndex((t) => t.role === `column:${c.name}` && /^(NOUN|PROPN)$/.test(t.pos))
    const before = terms.slice(Math.max(0, k - 3), k)
    if (
      k < 0 ||
      !before.some((t) => /^(have|with|get|receive|include)$/.test(t.lemma)) ||
      before.some((t) => t.pos === 'VERB' && !/^(have|get|receive|include)$/.test(t.lemma))
    )
      continue
    // "Which car has the best fuel economy": a quantity ranked, not one had.
    if (before.some((t) => /^cue:(max|min)$/.test(t.role ?? ''))) continue
    // "No hourly wage recorded", "a missing wage": a value missing, not a wage of zero.
    const recorded = /^(record|recorded|report|reported|give|list|enter|state)$/
    if (recorded.test(terms[k + 1]?.lemma ?? '') || recorded.test(terms[k - 1]?.lemma ?? ''))
      continue
    if (before.some((t) => t.role === 'cue:missing' && !/^(no|without|zero)$/i.test(t.text)))
      continue
    const none = before.find((t) => /^(no|without|zero)$/.test(t.text.toLowerCase()))
    conditions.push({ column: c.name, op: none ? '=' : '>', value: 0 })
    // Its cue ("no" as missing) is retired with the others in understand.ts.
    if (none) none.role = 'condition'
  }
}

/**
 * "Manual cars (am = 1)", "where cyl >= 6": a header typed as written with an operator and a
 * number is that condition, whatever the header's words mean ("am" is also a verb).
 */
function writtenConditions(parsed: Parsed, profile: TableProfile): Condition[] {
  const out: Condition[] = []
  for (const col of profile.columns) {
    if (col.kind !== 'numeric' && col.kind !== 'year') continue
    const name = col.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const re = new RegExp(
      `(?<![\\p{L}\\p{N}_])${name}\\s*(>=|<=|==|=|>|<)\\s*(-?\\d+(?:\\.\\d+)?)`,
      'gu',
    )
    for (const m of parsed.text.matchAll(re)) {
      const value = Number(m[2])
      const num = parsed.terms.find((t) => t.num === value && (!t.role || t.role === 'number'))
      const head = parsed.terms.find(
        (t) => t.text === col.name && (!t.role || !t.role.startsWith('column:')),
      )
      if (!num) continue
      num.role = 'condition'
      if (head) head.role = `column:${col.name}`
      const sign = parsed.terms.find(
        (t) => t.i > (head?.i ?? -1) && t.i < num.i && /^[<>=]+$/.test(t.text),
      )
      if (sign) sign.role = 'condition'
      const op = m[1] === '==' ? '=' : (m[1] as Condition['op'])
      out.push({ column: col.name, op, value })
    }
  }
  return out
}

/**
 * "More than 20%" bounds a share, never a column of counts: on a column reaching past 100 the
 * bound belongs to another column (poverty rate, not people in poverty) and is left unplaced.
 */
function percentFits(terms: Term[], num: Term, col: ColumnProfile): boolean {
  const sign = terms[num.i + 1]?.text
  if (sign !== '%' && sign !== '％' && !/[%％]$/.test(num.text)) return true
  return typeof col.max !== 'number' || col.max <= 100
}

/** The number is a level's label said by its column's word ("day 0") and two points are compared. */
function pointsCompared(parsed: Parsed, num: Term, profile: TableProfile): boolean {
  const prev = parsed.terms[num.i - 1]
  const col = profile.columns.find((c) => prev?.role === `column:${c.name}`)
  const compared = (['change', 'difference', 'ratio', 'compare'] as const).some((c) =>
    parsed.cues.has(c),
  )
  return !!col && col.kind === 'numeric' && !!col.lowCardinality && compared
}

/**
 * What ends a clause in the languages whose packs mark cues without positions: the marks any
 * bound stops at (bounds.ts), and commas, stops and conjunctions too.
 */
const CLAUSE_END = {
  test: (w: string) => CLAUSE_MARK.test(w) || /^[，,．！？!?]$|^(且|并且|而且|and)$/.test(w),
}

const firstNumeric = (named: ColumnProfile[], profile: TableProfile) =>
  named.find((c) => profile.columns.includes(c) && c.kind === 'numeric') ?? null

/** Whether the question is one clause (no comma or "and" between its parts). */
const oneClause = (terms: Term[]) => !terms.some((t) => CLAUSE_END.test(t.text))

/**
 * "震级5级及以上、且震源深度小于100公里": the numeric column named in the number's own clause,
 * before it first, else after it; a column of another clause bounds nothing here.
 */
function clauseColumn(terms: Term[], i: number, profile: TableProfile): ColumnProfile | null {
  const numericAt = (k: number) => {
    const c = profile.columns.find((x) => terms[k]?.role === `column:${x.name}`)
    return c?.kind === 'numeric' ? c : null
  }
  for (let k = i - 1; k >= 0 && !CLAUSE_END.test(terms[k]!.text); k--) {
    const c = numericAt(k)
    if (c) return c
  }
  for (let k = i + 1; k < terms.length && !CLAUSE_END.test(terms[k]!.text); k++) {
    const c = numericAt(k)
    if (c) return c
  }
  return null
}
