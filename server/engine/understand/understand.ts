import type { Cue } from '../lang/pack'
import type { ColumnProfile, TableProfile } from '../types'
import { placeFormula, type Derived } from './arithmetic'
import type { ColumnBinding } from './bind'
import type { ValueBinding } from './bind-values'
import { columnsOfQuestion } from './columns-of-question'
import type { Condition } from './conditions'
import { conditionsOfQuestion } from './conditions-of-question'
import { countColumnAsked } from './counted'
import {
  howItDid,
  intensifiers,
  percentAsUnit,
  quantityInItsUnit,
  sizeOfDifference,
  valueAskedFor,
} from './cue-readings'
import { dimsOfQuestion } from './dims-of-question'
import { readGrains, type Grain } from './grains'
import { readClockHours } from './clock-times'
import { classifyRest } from './ledger'
import { asksForTheRest, listedColumns } from './listed-values'
import { knownColumns } from './known-rows'
import { measuredColumns } from './measures'
import { markPercentiles } from './percentiles'
import { readPeriods, type Periods } from './periods'
import { rowNouns } from './row-nouns'
import { parse, type Parsed } from './terms'
import { unreported } from './unreported'
import { levelPoints } from './level-points'
import { valuesOfQuestion } from './values-of-question'

/**
 * Everything the question says about one table, with a ledger: each content word is bound to a
 * column, a value, a cue, a number or the rows themselves, or listed as not understood.
 */

export type { Condition } from './conditions'

export interface Understanding {
  parsed: Parsed
  profile: TableProfile
  cues: Set<Cue>
  /** Numeric columns the question names (not used by a condition). */
  measures: ColumnProfile[]
  /** Categorical columns named without a value ("by region", "which states"). */
  dims: ColumnProfile[]
  /** Every column named, in question order. */
  named: ColumnProfile[]
  values: ValueBinding[]
  time: ColumnProfile | null
  /** Explicit years, in question order. */
  years: number[]
  /** Hours of the day kept ("between 10 pm and 6 am": 22, 23, 0–5), 0–23. */
  hours: number[] | null
  /** Calendar months named alone ("in January"), 1–12. */
  months: number[]
  /** "On May 1" over data of several years: that day in each. */
  monthDay: { month: number; day: number } | null
  yearRange: { from?: number; to?: number } | null
  dateRange: { from: string; to: string } | null
  conditions: Condition[]
  /** Arithmetic between columns the question writes out ("assault ÷ murder"), as one measure. */
  derived: Derived | null
  /** Columns the rows must have a value in ("among those who answered the vote question"). */
  known: ColumnProfile[]
  topN: number | null
  /** The question counts the table's rows ("how many airports"). */
  rowNoun: boolean
  /** The yes/no column a "rate" is of ("the survival rate": survived), the share's part. */
  rated: ColumnProfile | null
  /** Which grain words appear: "month", "day", "year". */
  grains: Set<Grain>
  /** Categorical columns whose values contain a word of the question ("kinds of disaster"). */
  hinted: ColumnProfile[]
  notUnderstood: string[]
  /** Nouns naming something to compute that nothing in the data measures. */
  unknownMeasures: string[]
  /**
   * Words that pick rows which nothing in the data marks ("how many flights were cancelled" in a
   * table with no cancellation column): a count over all rows would answer another question.
   */
  unknownConditions: string[]
  ledger: { word: string; role: string }[]
}

export function timeColumn(profile: TableProfile): ColumnProfile | null {
  return (
    profile.columns.find((c) => c.kind === 'temporal') ??
    profile.columns.find((c) => c.kind === 'year') ??
    null
  )
}

export function understand(
  question: string,
  profile: TableProfile,
  datasetName = '',
): Understanding {
  const parsed = parse(question)
  return understandParsed(parsed, profile, datasetName)
}

export function understandParsed(
  parsedIn: Parsed,
  profile: TableProfile,
  datasetName = '',
): Understanding {
  // Roles are per table: work on a copy of the terms.
  const parsed: Parsed = {
    ...parsedIn,
    terms: parsedIn.terms.map((t) => ({ ...t })),
    cues: new Set(parsedIn.cues),
  }
  const { terms, cues } = parsed
  const time = timeColumn(profile)
  const hours = readClockHours(parsed, time)
  const { years, yearRange, dateRange, months, monthDay, topN } = periodsAndFirstCues(parsed, time)

  // Columns and values.
  const nouns = rowNouns(profile, datasetName)
  let named = columnsOfQuestion(parsed, profile, nouns, time)
  const bound = valuesOfQuestion(parsed, profile, named)
  named = bound.named
  let values = bound.values
  const rated = bound.rated

  const said = conditionsOfQuestion(parsed, profile, named)
  const conditions = levelPoints(parsed, profile, said, values)
  const known = knownColumns(
    parsed,
    named.map((n) => n.column),
  )
  // A column named only to require its value ("whose age is known") is no measure or group.
  named = named.filter((n) => !n.terms.every((k) => known.at.has(k)))
  percentAsUnit(parsed, cues)
  const conditionColumns = new Set(conditions.map((c) => c.column))
  const counted = countedColumn(parsed, named)
  const measured = measuredColumns(parsed, profile, named, values, conditionColumns, counted)
  const measures = measured.measures
  named = measured.named
  const dims = dimsOfQuestion(parsed, profile, named, measures, values, conditionColumns, counted)
  const derived = placeFormula(parsed, profile, measures, dims)
  const listed = listedColumns(values, parsed.text)
  dims.push(...listed.filter((c) => !dims.includes(c)))
  // "…and how many speak another language": the listed column is grouped whole.
  if (asksForTheRest(parsed.text)) values = values.filter((v) => !listed.includes(v.column))
  const grains = readGrains(parsed, time)

  // Rows, generic words and units: every word not bound yet gets its role (ledger.ts).
  intensifiers(terms)
  const rest = classifyRest(terms, profile, values, nouns)
  quantityInItsUnit(parsed, cues)
  const ledger = terms.map((t) => ({ word: t.text, role: t.role ?? 'not understood' }))
  return {
    parsed,
    profile,
    cues,
    measures,
    dims,
    named: named.map((n) => n.column),
    values,
    time,
    years,
    hours,
    months,
    monthDay,
    yearRange,
    dateRange,
    conditions,
    derived,
    known: known.columns,
    topN,
    rowNoun: rest.rowNoun,
    rated,
    grains,
    hinted: rest.hinted,
    notUnderstood: rest.notUnderstood,
    unknownMeasures: rest.unknownMeasures,
    unknownConditions: rest.unknownConditions,
    ledger,
  }
}

/**
 * The numbers that name time or a count of results (periods.ts; the rest are conditions), and the
 * cue readings settled before any column is bound.
 */
function periodsAndFirstCues(parsed: Parsed, time: ColumnProfile | null): Periods {
  const { cues } = parsed
  markPercentiles(parsed)
  const periods = readPeriods(parsed, time)
  howItDid(parsed, periods.years, periods.yearRange)
  sizeOfDifference(parsed, cues)
  valueAskedFor(parsed, cues)
  // "Did not report their income": the value is missing (unreported.ts).
  if (unreported(parsed)) {
    cues.delete('not')
    cues.add('missing')
  }
  return periods
}

/** "How many cases" over a column of case counts: their total (counted.ts). */
function countedColumn(parsed: Parsed, named: ColumnBinding[]): ColumnProfile | null {
  const { cues } = parsed
  const counted = countColumnAsked(
    parsed,
    named.map((n) => n.column),
  )
  if (counted) {
    cues.delete('count')
    cues.add('total')
  }
  return counted
}
