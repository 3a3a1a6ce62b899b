import type { ColumnProfile } from '../types'
import { oneRowPerDay, type Grain } from '../understand/grains'
import type { Understanding } from '../understand/understand'
import { wordsOf } from '../understand/words'
import type { Band, Dim } from '../plan/schema'

/** What a plan groups by (dimsOf), and the column a count names rather than groups (build.ts builds the rest). */

export const oneDecade = (u: Understanding) =>
  u.years.length === 1 && u.ledger.filter((l) => l.role === 'decade').length === 1

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

/** A grain giving a readable number of points over a date column's span: years past six years. */
function readableGrain(c: ColumnProfile): 'year' | 'month' | 'day' {
  const span = (Date.parse(String(c.max)) - Date.parse(String(c.min))) / 86_400_000
  if (!Number.isFinite(span) || span > 6 * 366) return 'year'
  return span > 90 ? 'month' : 'day'
}

/** Time groups only when asked: "by month", "per year", "each day", "which day", "monthly sales". */
function asksTimeGroups(u: Understanding): boolean {
  return (
    u.cues.has('trend') ||
    // "the 3 windiest days": periods ranked.
    (u.topN !== null && (u.cues.has('max') || u.cues.has('min'))) ||
    u.grains.has('weekday') ||
    u.grains.has('hour') ||
    /\b(by|per|each|every|which|what|in which|on which)\s+((?:calendar|full|whole|complete|entire)\s+)?(year|month|day|date|week|decade|census year)|\b(monthly|yearly|annual|daily|trend|over time|over the years)\b|按月|每月|每年|哪一年|哪天|哪个月|年代|月份|cuál|quel|welche/i.test(
      u.parsed.text,
    ) ||
    ((u.cues.has('max') || u.cues.has('min')) &&
      /\b(which|what|when|on which)\b/i.test(u.parsed.text) &&
      u.dims.every((c) => c.kind === 'temporal' || c.kind === 'year'))
  )
}

/**
 * A column named only by verbs ("how many orders shipped to Texas": Ship Mode) says what happened
 * to the rows, it asks for no breakdown. (A column grouped for its listed values alone,
 * "carnivores, herbivores and omnivores", is named by no term at all: that is no verb.)
 */
function namedOnlyByVerbs(u: Understanding, c: ColumnProfile): boolean {
  const naming = u.parsed.terms.filter((t) => t.role === `column:${c.name}`)
  return naming.length > 0 && naming.every((t) => t.pos === 'VERB')
}

/**
 * "The average weight of the chicks on each diet": numbered things (Chick 1–50) named by the
 * rows' own plural are the rows, grouped only when asked ("per chick", "which chick").
 */
function groupedByWord(u: Understanding, c: ColumnProfile): boolean {
  return u.parsed.terms.some(
    (t) =>
      t.role === `column:${c.name}` &&
      u.parsed.terms
        .slice(Math.max(0, t.i - 6), t.i)
        .some((x) => x.role === 'cue:each' || /^(which|what)$/.test(x.lemma)),
  )
}

/** A named column's group: time columns at the grain asked (or by decade), others by value. */
function namedDim(u: Understanding, c: ColumnProfile): Dim {
  if ((c.kind === 'temporal' || c.kind === 'year') && u.cues.has('decade'))
    return { column: c.name, grain: 'decade' }
  if (c.kind === 'temporal') return { column: c.name, grain: askedGrain(u) ?? 'year' }
  if (c.kind === 'year') return { column: c.name, grain: u.cues.has('decade') ? 'decade' : 'year' }
  return { column: c.name }
}

/** The named group columns the question groups by; the others are labels, verbs, counts or rows. */
function namedDims(u: Understanding, grouping: boolean, timeGrouping: boolean): Dim[] {
  const dims: Dim[] = []
  const rows = u.profile.rows
  const counted = countedColumn(u)
  // "How were orders shipped" asks for a breakdown by a column a verb names.
  const askedHow = /\bhow (is|are|was|were|do|does|did)\b/i.test(u.parsed.text)
  const ranks = u.cues.has('max') || u.cues.has('min') || u.topN !== null
  for (const c of u.dims) {
    // (Packs other than English mark no cue positions: there "each" with this one group will do.)
    const eachHere = u.parsed.lang !== 'en' && u.cues.has('each') && u.dims.length === 1
    if (c.semantics?.role === 'label' && !ranks && !eachHere && !groupedByWord(u, c)) continue
    if (c.kind === 'categorical' && !grouping && !askedHow && namedOnlyByVerbs(u, c)) continue
    // Counted, not grouped by — unless it is all the question names ("how many kinds of X").
    if (c === counted && u.dims.length > 1) continue
    // A column unique per row (one row per country) groups nothing unless rows are ranked.
    if (
      c.kind === 'categorical' &&
      c.distinct >= rows * 0.95 &&
      !(u.cues.has('max') || u.cues.has('min') || u.topN) &&
      // …and an average or total over it is of many rows ("the average income of professional
      // occupations"): one group per row would average nothing, unless asked ("by fruit").
      (/\b(across|all the|among)\b/i.test(u.parsed.text) ||
        (!u.cues.has('each') &&
          (u.cues.has('average') || u.cues.has('median') || u.cues.has('total'))))
    )
      continue
    if ((c.kind === 'temporal' || c.kind === 'year') && !timeGrouping && !u.cues.has('decade'))
      continue
    dims.push(namedDim(u, c))
  }
  return dims
}

/** The finest period the question names ("by hour", "each weekday", "per month"), if any. */
function askedGrain(u: Understanding): Dim['grain'] | null {
  const order: [Grain, Dim['grain']][] = [
    ['hour', 'hour_of_day'],
    ['weekday', 'day_of_week'],
    ['day', 'day'],
    ['month', 'month'],
    ['year', 'year'],
  ]
  return order.find(([g]) => u.grains.has(g))?.[1] ?? null
}

/** "by year", "trend of …": a series over the time column, at the grain asked or a readable one. */
function seriesGrain(u: Understanding, time: ColumnProfile): Dim['grain'] {
  return askedGrain(u) ?? readableGrain(time)
}

/** "Which year had the most rainfall": periods ranked, when a period holds several rows. */
function whichPeriodDim(u: Understanding, time: ColumnProfile): Dim | null {
  const which =
    /\b(which|what|in which|on which)\s+(?:(?:calendar|full|whole|complete|entire)\s+)?(year|month|day)\b|哪一年|哪个月|哪天|哪一天/i.exec(
      u.parsed.text,
    )
  const zh: Record<string, 'year' | 'month'> = { 哪一年: 'year', 哪个月: 'month' }
  const word = !which
    ? null
    : which[2]
      ? (which[2].toLowerCase() as 'year' | 'month' | 'day')
      : (zh[which[0]] ?? 'day')
  const finer = !oneRowPerDay(time, u.profile.rows)
  if (
    word === 'year' ||
    (word === 'month' && time.kind === 'temporal') ||
    (word === 'day' && time.kind === 'temporal' && finer)
  )
    return { column: time.name, grain: time.kind === 'year' ? 'year' : word }
  return null
}

/** The time column's group, when decades, a series or a ranked period is asked (dims in place). */
function addTimeDims(u: Understanding, dims: Dim[], grouping: boolean): void {
  // One decade named is a filter ("in the 1920s"); decades are groups only when several are asked.
  if (oneDecade(u) && !/\b(each|every|per|by)\s+decade/i.test(u.parsed.text))
    dims.splice(0, dims.length, ...dims.filter((d) => d.grain !== 'decade'))
  else if (u.cues.has('decade') && u.time && !dims.some((d) => d.column === u.time?.name))
    dims.push({ column: u.time.name, grain: 'decade' })
  // "Which hour of the day": the hour is asked whether or not the time column is named.
  else if (u.grains.has('hour') && u.time && !dims.some((d) => d.column === u.time?.name))
    dims.push({ column: u.time.name, grain: 'hour_of_day' })
  else if (
    u.time &&
    !dims.some((d) => d.column === u.time?.name) &&
    ((u.cues.has('each') &&
      !dims.length &&
      (u.grains.size || /each year|per year|every year|by year/i.test(u.parsed.text))) ||
      u.cues.has('trend'))
  )
    dims.push({
      column: u.time.name,
      grain: u.time.kind === 'year' ? 'year' : seriesGrain(u, u.time),
    })
  else if (u.time && !dims.length && grouping) {
    const period = whichPeriodDim(u, u.time)
    if (period) dims.push(period)
  }
}

/**
 * "Which 5 customers spent the most": an identifier that repeats over rows (orders, line
 * items) is an entity ranked by its total, grouped with its name when a column holds it.
 */
function addRankedEntities(u: Understanding, dims: Dim[]): void {
  if (!(
    u.measures.length &&
    (u.cues.has('max') || u.cues.has('min') || u.topN !== null) &&
    !u.cues.has('count')
  ))
    return
  for (const c of u.named) {
    if (
      c.kind !== 'id' ||
      c.distinct >= u.profile.rows * 0.95 ||
      dims.some((d) => d.column === c.name)
    )
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

/**
 * "Average daily rainfall" over one row per day: each day's group is that day's row, and the
 * average of the days is the answer, not a list of every day (dims in place).
 */
function dropPerRowDays(u: Understanding, dims: Dim[]): void {
  const perRowDay = (d: Dim) =>
    d.grain === 'day' && u.time?.name === d.column && oneRowPerDay(u.time, u.profile.rows)
  if ((u.cues.has('average') || u.cues.has('median')) && u.measures.length && dims.some(perRowDay))
    dims.splice(0, dims.length, ...dims.filter((d) => !perRowDay(d)))
}

/** The groups asked for: named categorical columns, hinted ones when grouping is asked, time. */
export function dimsOf(u: Understanding): Dim[] {
  const grouping = u.cues.has('each') || u.cues.has('max') || u.cues.has('min') || u.topN !== null
  const banded = bandDims(u)
  const dims = [
    ...banded,
    ...namedDims(u, grouping, asksTimeGroups(u)).filter(
      (d) => !banded.some((b) => b.column === d.column),
    ),
  ]
  addTimeDims(u, dims, grouping)
  addRankedEntities(u, dims)
  dropPerRowDays(u, dims)
  if (!dims.length && grouping) {
    const hinted = u.hinted.find((c) => !u.values.some((v) => v.column === c))
    if (hinted) dims.push({ column: hinted.name })
  }
  return dims
}

/** The bands the question sets beside each other on one column, one group each (conditions.ts). */
export function bandDims(u: Understanding): Dim[] {
  const byColumn = new Map<string, Band[]>()
  for (const c of u.conditions)
    if (c.band) {
      const band: Band = { label: c.band, op: c.op, value: c.value }
      if (c.high !== undefined) band.high = c.high
      byColumn.set(c.column, [...(byColumn.get(c.column) ?? []), band])
    }
  return [...byColumn]
    .filter(([, b]) => b.length >= 2)
    .map(([column, bands]) => ({ column, bands }))
}
