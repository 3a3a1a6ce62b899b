import { isMeasure, type ColumnProfile, type TableProfile } from '../types'
import type { Dim, PlanOf } from '../plan/schema'
import type { Understanding } from '../understand/understand'
import { QUANTIFIERS, wordsOf } from '../understand/words'
import { askedByWhich, fewNumbers, gradedMeasure } from '../understand/measures'
import { baseFilters } from './build'

/**
 * What extreme_row's detect reads in a question (extreme-row.ts): a first row meeting a condition,
 * a row looked up by its name, the column ranked, whether one row is asked for, and what it shows.
 */

type P = PlanOf<'extreme_row'>
type Term = Understanding['parsed']['terms'][number]

const PLACE =
  /^(origin|destination|country|region|state|city|location|place|continent|nation|province|county)$/

/**
 * A label that repeats (county names across states) is told apart by the table's first place
 * column of few values, shown beside it: "CRAWFORD (IL)" and "CRAWFORD (IN)" are two counties.
 */
function namesakes(profile: TableProfile, own: string | undefined): ColumnProfile[] {
  const c = profile.columns.find((x) => x.name === own)
  if (!c || c.kind !== 'categorical' || c.distinct >= profile.rows) return []
  const place = profile.columns.find(
    (x) =>
      x !== c &&
      x.kind === 'categorical' &&
      x.distinct <= 60 &&
      wordsOf(x.name).some((w) => PLACE.test(w)),
  )
  return place ? [place] : []
}

/** "first went above 400": the earliest row meeting the condition; null when not asked. */
export function firstRowMeeting(u: Understanding): P | null {
  const time = u.time
  if (!(u.cues.has('first') && time && u.conditions.length)) return null
  const measure = u.conditions[0]!.column
  return {
    kind: 'extreme_row',
    datasourceId: u.profile.source.datasourceId,
    filters: baseFilters(u),
    column: time.name,
    order: 'asc',
    show: [time.name, measure],
    limit: 1,
  }
}

/**
 * "The horsepower of the ford pinto": a row looked up by its name shows its rows (there may
 * be several pintos); summing them would be no one's horsepower. Null when no row is named.
 */
export function rowsLookedUp(u: Understanding, label: ColumnProfile | undefined): P | null {
  const named = label && u.values.find((v) => v.column === label)
  const aggregated = [
    'average',
    'median',
    'total',
    'count',
    'max',
    'min',
    'share',
    'distinct',
    'change',
    'compare',
  ].some((c) => u.cues.has(c as never))
  if (!(named && !aggregated && u.measures.length === 1)) return null
  const m = u.measures[0]!
  const time = u.time
  return {
    kind: 'extreme_row',
    datasourceId: u.profile.source.datasourceId,
    filters: baseFilters(u),
    column: m.name,
    order: 'desc',
    show: [...new Set([label.name, ...(time ? [time.name] : []), m.name])],
    limit: 20,
  }
}

/** The column whose highest or lowest row is asked for; null when no one row is ranked. */
export function rankedColumn(u: Understanding): ColumnProfile | null {
  const ranked = u.cues.has('max') !== u.cues.has('min')
  // "The average high temperature": an average or a total is of many rows, never one row.
  if (!ranked || u.cues.has('average') || u.cues.has('median') || u.cues.has('total')) return null
  const terms = u.parsed.terms
  const first = u.measures[0] ?? u.named.find((c) => isMeasure(c) && !u.dims.includes(c))
  // "Which dose gave the longest tooth": a column asked for by "which" is what is wanted, so the
  // superlative grades another one (long → length → len); ranking it by itself answers nothing.
  // ("At what latitude" asks for the ranked value itself: only a column of few numbers.)
  const column =
    first && fewNumbers(first) && askedByWhich(terms, first)
      ? gradedMeasure(u.parsed, u.profile, u.named)?.column
      : first
  return column ?? null
}

/** A dimension whose values are unique per row (country of a one-row-per-country table) is a label. */
export function rowLabelDim(
  u: Understanding,
  dims: Dim[],
  label: ColumnProfile | undefined,
): Dim | undefined {
  return dims.find((d) => {
    // Dates unique per row label a row only day by day; years and months are groups of rows.
    if (d.grain && d.grain !== 'day') return false
    const c = u.profile.columns.find((x) => x.name === d.column)
    return (
      c &&
      (c.distinct >= u.profile.rows * 0.95 ||
        // The table's name column, repeated only now and then (5 CRAWFORD counties in 5
        // states): its rows are each one thing, and adding them up would merge namesakes.
        (c === label && c.distinct >= u.profile.rows * 0.5))
    )
  })
}

/**
 * "Which order had …, and what product was it?": rows ranked, named columns are attributes.
 * "Which disaster type …" asks for a kind of rows, a group, not one row. So does "which bird
 * species …" in bird strikes: the rows' noun before a grouped column.
 */
export function whichRowAsked(
  u: Understanding,
  dims: Dim[],
  label: ColumnProfile | undefined,
): boolean {
  const terms = u.parsed.terms
  const grouped = (t: Term | undefined) =>
    !!t &&
    (/^(type|kind|category|sort|class|group)$/.test(t.lemma) ||
      dims.some((d) => t.role === `column:${d.column}`))
  // "Which chick was heaviest on day 21, and which diet was it on": a column asked by "which"
  // that is neither grouped by nor measured (Chick, the table's label) names the row as the
  // rows' noun does.
  const rowWord = (t: Term | undefined) =>
    t?.role === 'rows' ||
    u.named.some(
      (c) =>
        t?.role === `column:${c.name}` &&
        (c === label || c.kind === 'id' || c.kind === 'numeric') &&
        !dims.some((d) => d.column === c.name) &&
        !u.measures.includes(c),
    )
  return terms.some(
    (t, i) => /^(which|what)$/.test(t.lemma) && rowWord(terms[i + 1]) && !grouped(terms[i + 2]),
  )
}

/** A superlative that ranks one row ("the highest grossing movie", "the single longest tooth"). */
export function rankedRowAsked(u: Understanding, column: ColumnProfile): boolean {
  const terms = u.parsed.terms
  // "The highest grossing movie", "the longest flight": a superlative just before the rows' noun.
  // "The most people" is a quantity, not a ranked row.
  const graded = (t: Term | undefined) =>
    !!t &&
    /^cue:(max|min)$/.test(t.role ?? '') &&
    !QUANTIFIERS.test(t.lemma) &&
    t.text.toLowerCase() !== 'most'
  // Or a superlative that named the ranked column itself before one row ("the longest tooth":
  // long → len); "the longest teeth" of a group are its average's.
  const namedGrade = (t: Term | undefined, row: Term) =>
    !!t &&
    t.role === `column:${column.name}` &&
    /[a-z]est$/i.test(t.text) &&
    row.text.toLowerCase() === row.lemma
  // "The single longest tooth": one row, whatever the rows are called.
  const single = terms.some(
    (t, i) =>
      /^(single|individual)$/i.test(t.text) &&
      (graded(terms[i + 1]) || terms[i + 1]?.role === `column:${column.name}`),
  )
  return (
    single ||
    terms.some(
      (t, i) =>
        t.role === 'rows' &&
        [1, 2, 3].some((d) => graded(terms[i - d]) || namedGrade(terms[i - d], t)) &&
        !/^(type|kind|category|sort|class|group)$/.test(terms[i + 1]?.lemma ?? ''),
    )
  )
}

/** The question asks for a row: it has the rows' noun, or asks which, what, when or where. */
export function asksRow(u: Understanding): boolean {
  return (
    u.rowNoun || /\b(which|what|when|where)\b|哪|どこ|cuál|qué|quel|welche/i.test(u.parsed.text)
  )
}

/** The row's label (or its date when it has none) and the value; named attributes too. */
export function shownColumns(
  u: Understanding,
  own: string | undefined,
  column: ColumnProfile,
): string[] {
  const terms = u.parsed.terms
  // "…and where was it made?": the row's place is one of its attributes.
  const place = /\bwhere\b|哪里|在哪/i.test(u.parsed.text)
    ? u.profile.columns.find(
        (c) =>
          c.kind === 'categorical' &&
          c.name !== own &&
          !u.values.some((v) => v.column === c) &&
          wordsOf(c.name).some((w) => PLACE.test(w)),
      )
    : undefined
  const attributes = [
    ...u.named.filter(
      (c) =>
        (c.kind === 'categorical' || (c !== column && askedByWhich(terms, c))) && c.name !== own,
    ),
    ...(place ? [place] : []),
    ...namesakes(u.profile, own),
  ]
  return [
    ...new Set(
      // "…, and how much do its workers earn": the other measures asked, of that row.
      [
        own,
        ...attributes.map((c) => c.name),
        column.name,
        ...u.measures.filter((c) => c !== column).map((c) => c.name),
      ].filter((x): x is string => !!x),
    ),
  ]
}
