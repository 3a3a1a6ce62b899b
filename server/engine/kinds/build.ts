import { nounFile } from '../semantic/lexicon'
import { isMeasure, type ColumnProfile } from '../types'
import type { Understanding } from '../understand/understand'
import type { ValueBinding } from '../understand/bind-values'
import { HOW_MUCH, wordsOf } from '../understand/words'
import { yesValue } from '../understand/yes-no'
import type { Agg, Filter, Measure } from '../plan/schema'
import { countedColumn, dimsOf, oneDecade } from './dims'

/** Helpers the kinds' detect functions share: filters, the measure and the groups asked for. */

const COUNT_NAME =
  /^(count|n|num|number|freq|frequency|qty|quantity|people|persons|workers|total)$/i

/** A numeric column that holds how many each row stands for (jobs.json "count"). */
function weightColumn(u: Understanding): ColumnProfile | null {
  return u.profile.columns.find((c) => c.kind === 'numeric' && COUNT_NAME.test(c.name)) ?? null
}

/** Quantities that add up (money, amounts, people, rain, distance) are summed whatever their type. */
const ADDITIVE =
  /^(sales?|revenue|turnover|profit|earning|income_total|cost|spend|spending|amount|quantity|qty|units?|volume|pop|population|precipitation|rainfall|distance|deaths?|count|total)$/

/** WordNet's lexicographer file of attribute nouns (noun.attribute). */
const ATTRIBUTE_FILE = 7

/** Averages for levels and rates, sums for quantities that add up. */
export function defaultAgg(c: ColumnProfile, u: Understanding): Agg {
  if (u.cues.has('median')) return 'median'
  if (u.cues.has('average')) return 'avg'
  if (u.cues.has('total')) return 'sum'
  return naturalAgg(c)
}

/** How a column adds up when the question says nothing: totals of amounts, averages of levels. */
export function naturalAgg(c: ColumnProfile): Agg {
  const words = wordsOf(c.name)
  if (words.some((w) => ADDITIVE.test(w))) return 'sum'
  // A property of each row (weight, height, depth: WordNet's attribute nouns) does not add up
  // across rows, whole numbers or not: 50 chicks weigh 100 g each, not 5 kg together.
  const plain = c.semantics?.plain ?? words
  if (plain.some((w) => !COUNT_NAME.test(w) && nounFile(w) === ATTRIBUTE_FILE)) return 'avg'
  if (/^(DOUBLE|FLOAT|REAL|DECIMAL)/.test(c.type) && !COUNT_NAME.test(c.name)) return 'avg'
  if (
    words.some((w) =>
      /^(age|lat|latitude|lon|longitude|temp|rate|price|score|health|income|salary|wage|wages|pay|earning|earnings|year|percent|perc|pct)$/.test(
        w,
      ),
    )
  )
    return 'avg'
  return 'sum'
}

/** What the question measures: a named numeric column, else a weight column, else rows. */
export function measureOf(u: Understanding): Measure {
  const m = u.measures[0]
  if (m) return { agg: defaultAgg(m, u), column: m.name }
  const counted = countedColumn(u)
  if (counted && dimsOf(u).length) return { agg: 'count_distinct', column: counted.name }
  // "Compare Amazon and IBM in 2007" over a table with one measure (price): that measure, not rows.
  const only = u.profile.columns.filter((c) => isMeasure(c) && !c.lowCardinality)
  // "How much electricity came from renewables" in iowa-electricity.csv: an amount of what the
  // rows measure, never how many rows there are. Only a measure that adds up is an amount: "how
  // much marijuana was each person carrying" is not the arrestees' age.
  const amount = HOW_MUCH.test(u.parsed.text) && only.length === 1 && naturalAgg(only[0]!) === 'sum'
  // "Did more women than men survive": rows that had the event are counted, not the one measure.
  const event = u.values.some((v) => yesValue(v.column) === v.value)
  if (
    only.length === 1 &&
    !event &&
    !u.cues.has('count') &&
    (!u.rowNoun || amount) &&
    !u.cues.has('distinct') &&
    !u.cues.has('share')
  )
    return { agg: defaultAgg(only[0]!, u), column: only[0]!.name }
  // "Which state has the most customers", "how many customers in each state": customers
  // counted, not a weight column summed.
  const id = u.named.find((c) => c.kind === 'id')
  if (id && (u.cues.has('max') || u.cues.has('min') || u.cues.has('count')))
    return { agg: 'count_distinct', column: id.name }
  const w = weightColumn(u)
  // "The most common ship mode": how often, so rows; unless rows are tallies of people or things
  // ("count" in occupations by sex), which a quantity of goods sold is not.
  if (u.ledger.some((l) => l.role === 'frequency') && (!w || /^(qty|quantity)$/i.test(w.name)))
    return { agg: 'count', column: null }
  if (w && (u.values.length || u.cues.has('count') || u.cues.has('total') || u.cues.has('max')))
    return { agg: 'sum', column: w.name }
  return { agg: 'count', column: null }
}

export function valueFilters(u: Understanding, except?: string): Filter[] {
  const byColumn = new Map<string, { values: (string | number)[]; not: boolean }>()
  for (const v of u.values) {
    if (v.column.name === except || contrasted(u, v)) continue
    const seen = byColumn.get(v.column.name)
    const not = negated(u, v.terms)
    byColumn.set(v.column.name, {
      values: [...(seen?.values ?? []), planValue(v)],
      not: (seen?.not ?? false) || not,
    })
  }
  return [...byColumn].map(([column, { values, not }]) => ({
    op: not ? 'not_in' : 'in',
    column,
    values,
  }))
}

/** A value as the plan holds it: a number for a column of numbers ("4-, 6- and 8-cylinder"). */
export const planValue = (v: ValueBinding): string | number =>
  v.column.kind === 'numeric' && v.value.trim() !== '' && Number.isFinite(Number(v.value))
    ? Number(v.value)
    : v.value

/**
 * Whether a value is negated: "not in the South", "other than Alaska and Hawaii". Only values
 * within a few words after the negation ("the Black people stopped … (not their vehicle)" negates
 * no race); where the language marks the cue without positions, every value as before.
 */
function negated(u: Understanding, terms: number[]): boolean {
  if (!u.cues.has('not')) return false
  const at = u.parsed.cueAt.get('not') ?? []
  if (!at.length) return true
  return at.some((k) => terms.some((i) => i > k && i - k <= NOT_REACH))
}
const NOT_REACH = 5

/**
 * "Had their person searched (not their vehicle)": a negated value in brackets, of a column
 * sharing a header word with another value said (personSearch, vehicleSearch), says which of
 * the two is meant; it picks no rows.
 */
function contrasted(u: Understanding, v: ValueBinding): boolean {
  const terms = u.parsed.terms
  const at = (u.parsed.cueAt.get('not') ?? []).find(
    (k) => terms[k - 1]?.text === '(' && v.terms.every((i) => i > k && i - k <= 3),
  )
  if (at === undefined) return false
  const own = new Set(wordsOf(v.column.name))
  return u.values.some(
    (w) =>
      w.column !== v.column &&
      w.terms.some((i) => i < at) &&
      wordsOf(w.column.name).some((x) => own.has(x)),
  )
}

function timeFilters(u: Understanding, opts: { skipYears?: boolean } = {}): Filter[] {
  const t = u.time
  if (!t) return []
  const months: Filter[] = u.months.length
    ? [{ op: 'in', column: t.name, values: [...new Set(u.months)], part: 'month' }]
    : []
  if (u.monthDay && t.kind === 'temporal')
    months.push(
      { op: 'in', column: t.name, values: [u.monthDay.month], part: 'month' },
      { op: 'in', column: t.name, values: [u.monthDay.day], part: 'day' },
    )
  // "Between 10 pm and 6 am": the hours of the day kept (understand/clock-times.ts).
  if (u.hours) months.push({ op: 'in', column: t.name, values: u.hours, part: 'hour' })
  return [...months, ...yearFilters(u, t, opts)]
}

/** The question names one decade and no other year ("in the 1920s"). */
function yearFilters(u: Understanding, t: ColumnProfile, opts: { skipYears?: boolean }): Filter[] {
  const part = t.kind === 'temporal' ? { part: 'year' as const } : {}
  if (u.dateRange)
    return [{ op: 'between', column: t.name, low: u.dateRange.from, high: u.dateRange.to }]
  if (u.yearRange?.from !== undefined && u.yearRange.to !== undefined) {
    const decade = u.cues.has('decade')
    return [
      {
        op: 'between',
        column: t.name,
        low: u.yearRange.from,
        high: u.yearRange.to + (decade ? 9 : 0),
        ...part,
      },
    ]
  }
  if (u.yearRange?.from !== undefined)
    return [{ op: '>=', column: t.name, value: u.yearRange.from, ...part }]
  if (opts.skipYears || !u.years.length) return []
  // "In the 1920s": one decade named is its ten years, not its first.
  if (oneDecade(u))
    return [{ op: 'between', column: t.name, low: u.years[0]!, high: u.years[0]! + 9, ...part }]
  return [{ op: 'in', column: t.name, values: u.years, ...part }]
}

export function conditionFilters(u: Understanding): Filter[] {
  const seen = new Set<string>()
  const out: Filter[] = []
  for (const c of u.conditions) {
    // A band is a group beside others (dims.ts), not a filter all rows must pass.
    if (c.band) continue
    const key = `${c.column}${c.op}${c.value}${c.high ?? ''}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push(
      c.op === 'between'
        ? { op: 'between', column: c.column, low: c.value, high: c.high ?? c.value }
        : c.op === '='
          ? { op: 'in', column: c.column, values: [c.value] }
          : { op: c.op, column: c.column, value: c.value },
    )
  }
  return out
}

const TOTAL_VALUE = /^(all|total|overall|sum|grand total|all \w+)\b|^total$/i

/** Rows that are themselves totals ("All natural disasters") would count everything twice. */
function totalRowFilters(u: Understanding): Filter[] {
  const out: Filter[] = []
  for (const c of u.profile.columns) {
    if (c.kind !== 'categorical' || c.values.length > 500) continue
    const totals = c.values.filter((v) => TOTAL_VALUE.test(v))
    if (!totals.length || totals.length === c.values.length) continue
    if (u.values.some((v) => v.column === c && totals.includes(v.value))) continue
    out.push({ op: 'not_in', column: c.name, values: totals })
  }
  return out
}

export function baseFilters(
  u: Understanding,
  opts: { exceptValues?: string; skipYears?: boolean } = {},
): Filter[] {
  return [
    ...valueFilters(u, opts.exceptValues),
    ...timeFilters(u, opts),
    ...conditionFilters(u),
    ...knownFilters(u),
    ...totalRowFilters(u),
  ]
}

/** "Among those who answered the vote question": only rows where the column has a value. */
function knownFilters(u: Understanding): Filter[] {
  return u.known.length ? [{ op: 'not_null', columns: u.known.map((c) => c.name) }] : []
}
