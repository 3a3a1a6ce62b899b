import { isMeasure, type ColumnProfile } from '../types'
import type { Understanding } from '../understand/understand'
import { HOW_MUCH, wordsOf } from '../understand/words'
import type { Agg, Dim, Filter, Measure } from '../plan/schema'

/** Helpers the kinds' detect functions share: filters, the measure and the groups asked for. */

const COUNT_NAME =
  /^(count|n|num|number|freq|frequency|qty|quantity|people|persons|workers|total)$/i

/** A numeric column that holds how many each row stands for (jobs.json "count"). */
export function weightColumn(u: Understanding): ColumnProfile | null {
  return u.profile.columns.find((c) => c.kind === 'numeric' && COUNT_NAME.test(c.name)) ?? null
}

/** Quantities that add up (money, amounts, people, rain, distance) are summed whatever their type. */
const ADDITIVE =
  /^(sales?|revenue|turnover|profit|earning|income_total|cost|spend|spending|amount|quantity|qty|units?|volume|pop|population|precipitation|rainfall|distance|deaths?|count|total)$/

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
  if (/^(DOUBLE|FLOAT|REAL|DECIMAL)/.test(c.type) && !COUNT_NAME.test(c.name)) return 'avg'
  if (
    words.some((w) =>
      /^(age|lat|latitude|lon|longitude|temp|rate|price|score|health|income|year|percent|perc|pct)$/.test(
        w,
      ),
    )
  )
    return 'avg'
  return 'sum'
}

/**
 * The column "how many" or "the number of" counts when it names one ("how many models each
 * year" counts distinct models): it is measured, not grouped by.
 */
export function countedColumn(u: Understanding): ColumnProfile | null {
  const terms = u.parsed.terms
  // "How many models …", and "the most countries", "the fewest cities".
  const counting = (k: number) =>
    terms[k]?.role === 'cue:count' ||
    (/^(most|few|least)$/.test(terms[k]?.lemma ?? '') &&
      /^cue:(max|min)$/.test(terms[k]?.role ?? ''))
  if (!u.cues.has('count') && !u.cues.has('max') && !u.cues.has('min')) return null
  return (
    u.named.find(
      (c) =>
        c.kind === 'categorical' &&
        u.ledger.some(
          (l, k) =>
            l.role === `column:${c.name}` &&
            counting(k - 1) &&
            terms[k + 1]?.role !== `column:${c.name}`,
        ),
    ) ?? null
  )
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
  // rows measure, never how many rows there are.
  const amount = HOW_MUCH.test(u.parsed.text)
  if (
    only.length === 1 &&
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
  const byColumn = new Map<string, string[]>()
  for (const v of u.values) {
    if (v.column.name === except) continue
    byColumn.set(v.column.name, [...(byColumn.get(v.column.name) ?? []), v.value])
  }
  const op = u.cues.has('not') ? 'not_in' : 'in'
  return [...byColumn].map(([column, values]) => ({ op, column, values }))
}

export function timeFilters(u: Understanding, opts: { skipYears?: boolean } = {}): Filter[] {
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
  return [...months, ...yearFilters(u, t, opts)]
}

/** The question names one decade and no other year ("in the 1920s"). */
const oneDecade = (u: Understanding) =>
  u.years.length === 1 && u.ledger.filter((l) => l.role === 'decade').length === 1

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
export function totalRowFilters(u: Understanding): Filter[] {
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
    ...totalRowFilters(u),
  ]
}

/** A grain giving a readable number of points over a date column's span: years past six years. */
function readableGrain(c: ColumnProfile): 'year' | 'month' | 'day' {
  const span = (Date.parse(String(c.max)) - Date.parse(String(c.min))) / 86_400_000
  if (!Number.isFinite(span) || span > 6 * 366) return 'year'
  return span > 90 ? 'month' : 'day'
}

/** The groups asked for: named categorical columns, hinted ones when grouping is asked, time. */
export function dimsOf(u: Understanding): Dim[] {
  const dims: Dim[] = []
  const grouping = u.cues.has('each') || u.cues.has('max') || u.cues.has('min') || u.topN !== null
  // Time groups only when asked: "by month", "per year", "each day", "which day", "monthly sales".
  const timeGrouping =
    u.cues.has('trend') ||
    // "the 3 windiest days": periods ranked.
    (u.topN !== null && (u.cues.has('max') || u.cues.has('min'))) ||
    u.grains.has('weekday') ||
    /\b(by|per|each|every|which|what|in which|on which)\s+(calendar\s+)?(year|month|day|date|week|decade|census year)|\b(monthly|yearly|annual|daily|trend|over time|over the years)\b|按月|每月|每年|哪一年|哪天|哪个月|年代|月份|cuál|quel|welche/i.test(
      u.parsed.text,
    ) ||
    ((u.cues.has('max') || u.cues.has('min')) &&
      /\b(which|what|when|on which)\b/i.test(u.parsed.text) &&
      u.dims.every((c) => c.kind === 'temporal' || c.kind === 'year'))
  const rows = u.profile.rows
  const counted = countedColumn(u)
  // "How many orders shipped to Texas": a verb that names a column (Ship Mode) says what happened
  // to the rows, it asks for no breakdown; "how were orders shipped" does.
  const askedHow = /\bhow (is|are|was|were|do|does|did)\b/i.test(u.parsed.text)
  // (A column grouped for its listed values alone, "carnivores, herbivores and omnivores", is
  // named by no term at all: that is no verb.)
  const onlyVerb = (c: ColumnProfile) => {
    const naming = u.parsed.terms.filter((t) => t.role === `column:${c.name}`)
    return naming.length > 0 && naming.every((t) => t.pos === 'VERB')
  }
  // "The average weight of the chicks on each diet": numbered things (Chick 1–50) named by the
  // rows' own plural are the rows, grouped only when asked ("per chick", "which chick").
  const groupedBy = (c: ColumnProfile) =>
    u.parsed.terms.some(
      (t) =>
        t.role === `column:${c.name}` &&
        u.parsed.terms
          .slice(Math.max(0, t.i - 6), t.i)
          .some((x) => x.role === 'cue:each' || /^(which|what)$/.test(x.lemma)),
    )
  const ranks = u.cues.has('max') || u.cues.has('min') || u.topN !== null
  for (const c of u.dims) {
    // (Packs other than English mark no cue positions: there "each" with this one group will do.)
    const eachHere = u.parsed.lang !== 'en' && u.cues.has('each') && u.dims.length === 1
    if (c.semantics?.role === 'label' && !ranks && !eachHere && !groupedBy(c)) continue
    if (c.kind === 'categorical' && !grouping && !askedHow && onlyVerb(c)) continue
    // Counted, not grouped by — unless it is all the question names ("how many kinds of X").
    if (c === counted && u.dims.length > 1) continue
    // A column unique per row (one row per country) groups nothing unless rows are ranked.
    if (
      c.kind === 'categorical' &&
      c.distinct >= rows * 0.95 &&
      !(u.cues.has('max') || u.cues.has('min') || u.topN) &&
      // …and an average or total over it is of many rows ("the average income of professional
      // occupations"): one group per row would average nothing.
      (/\b(across|all the|among)\b/i.test(u.parsed.text) ||
        u.cues.has('average') ||
        u.cues.has('median') ||
        u.cues.has('total'))
    )
      continue
    if ((c.kind === 'temporal' || c.kind === 'year') && !timeGrouping && !u.cues.has('decade'))
      continue
    if ((c.kind === 'temporal' || c.kind === 'year') && u.cues.has('decade'))
      dims.push({ column: c.name, grain: 'decade' })
    else if (c.kind === 'temporal')
      dims.push({
        column: c.name,
        grain: u.grains.has('weekday')
          ? 'day_of_week'
          : u.grains.has('day')
            ? 'day'
            : u.grains.has('month')
              ? 'month'
              : 'year',
      })
    else if (c.kind === 'year')
      dims.push({ column: c.name, grain: u.cues.has('decade') ? 'decade' : 'year' })
    else dims.push({ column: c.name })
  }
  // One decade named is a filter ("in the 1920s"); decades are groups only when several are asked.
  if (oneDecade(u) && !/\b(each|every|per|by)\s+decade/i.test(u.parsed.text))
    dims.splice(0, dims.length, ...dims.filter((d) => d.grain !== 'decade'))
  else if (u.cues.has('decade') && u.time && !dims.some((d) => d.column === u.time?.name))
    dims.push({ column: u.time.name, grain: 'decade' })
  else if (
    u.time &&
    !dims.some((d) => d.column === u.time?.name) &&
    ((u.cues.has('each') &&
      !dims.length &&
      (u.grains.size || /each year|per year|every year|by year/i.test(u.parsed.text))) ||
      u.cues.has('trend'))
  ) {
    // "by year", "trend of …": a series over the time column, at the grain asked or a readable one.
    const g = u.grains.has('weekday')
      ? 'day_of_week'
      : u.grains.has('day')
        ? 'day'
        : u.grains.has('month')
          ? 'month'
          : u.grains.has('year')
            ? 'year'
            : readableGrain(u.time)
    dims.push({ column: u.time.name, grain: u.time.kind === 'year' ? 'year' : g })
  } else if (u.time && !dims.length && grouping) {
    // "Which year had the most rainfall": periods ranked, when a period holds several rows.
    const which =
      /\b(which|what|in which|on which)\s+(year|month|day)\b|哪一年|哪个月|哪天|哪一天/i.exec(
        u.parsed.text,
      )
    const zh: Record<string, 'year' | 'month'> = { 哪一年: 'year', 哪个月: 'month' }
    const word = !which
      ? null
      : which[2]
        ? (which[2].toLowerCase() as 'year' | 'month' | 'day')
        : (zh[which[0]] ?? 'day')
    const finer = u.time.distinct < u.profile.rows * 0.95
    if (
      word === 'year' ||
      (word === 'month' && u.time.kind === 'temporal') ||
      (word === 'day' && u.time.kind === 'temporal' && finer)
    )
      dims.push({ column: u.time.name, grain: u.time.kind === 'year' ? 'year' : word })
  }
  // "Which 5 customers spent the most": an identifier that repeats over rows (orders, line
  // items) is an entity ranked by its total, grouped with its name when a column holds it.
  if (
    u.measures.length &&
    (u.cues.has('max') || u.cues.has('min') || u.topN !== null) &&
    !u.cues.has('count')
  ) {
    for (const c of u.named) {
      if (c.kind !== 'id' || c.distinct >= rows * 0.95 || dims.some((d) => d.column === c.name))
        continue
      const head = wordsOf(c.name)[0]
      const label = u.profile.columns.find(
        (x) =>
          x.kind === 'categorical' &&
          x.name !== c.name &&
          wordsOf(x.name)[0] === head &&
          x.distinct <= c.distinct,
      )
      dims.push(...(label ? [{ column: label.name }] : []), { column: c.name })
    }
  }
  // "Average daily rainfall" over one row per day: each day's group is that day's row, and the
  // average of the days is the answer, not a list of every day.
  const perRowDay = (d: Dim) =>
    d.grain === 'day' &&
    u.time?.name === d.column &&
    u.time.kind === 'temporal' &&
    u.time.distinct >= rows * 0.95
  if ((u.cues.has('average') || u.cues.has('median')) && u.measures.length && dims.some(perRowDay))
    dims.splice(0, dims.length, ...dims.filter((d) => !perRowDay(d)))
  if (!dims.length && grouping) {
    const hinted = u.hinted.find((c) => !u.values.some((v) => v.column === c))
    if (hinted) dims.push({ column: hinted.name })
  }
  return dims
}
