import { chooseReadings } from './readings'
import type { Cue } from '../lang/pack'
import type { ColumnProfile, TableProfile } from '../types'
import { bindColumns } from './bind'
import { asksForTheRest, explainedValues, listedColumns, pooledValues } from './listed-values'
import { yesNoAsValues, yesNoRate } from './yes-no'
import { flagsAsValues } from './flags'
import type { ValueBinding } from './bind-values'
import { readValues } from './read-values'
import { readConditions, type Condition } from './conditions'
import { countColumnAsked, noneOf } from './counted'
import { unreported } from './unreported'
import { classifyRest } from './ledger'
import { askedByWhich, fewNumbers, groupsBy, measuredColumns } from './measures'
import { markPercentiles } from './percentiles'
import { daysAsRows, rowNouns, rowsByName } from './row-nouns'
import { readPeriods } from './periods'
import { readGrains, type Grain } from './grains'
import { parse, type Parsed } from './terms'
import {
  howItDid,
  intensifiers,
  moreThanValues,
  percentAsUnit,
  quantityInItsUnit,
  sizeOfDifference,
  valueAskedFor,
} from './cue-readings'
import { fold } from './words'

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
  /** Calendar months named alone ("in January"), 1–12. */
  months: number[]
  /** "On May 1" over data of several years: that day in each. */
  monthDay: { month: number; day: number } | null
  yearRange: { from?: number; to?: number } | null
  dateRange: { from: string; to: string } | null
  conditions: Condition[]
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
  markPercentiles(parsed)

  // Numbers that name time or a count of results (periods.ts); the rest are conditions below.
  const { years, yearRange, dateRange, months, monthDay, topN } = readPeriods(parsed, time)

  howItDid(parsed, years, yearRange)
  sizeOfDifference(parsed, cues)
  valueAskedFor(parsed, cues)

  // "Did not report their income": the value is missing (unreported.ts).
  if (unreported(parsed)) {
    cues.delete('not')
    cues.add('missing')
  }

  // Columns and values.
  const nouns = rowNouns(profile, datasetName)
  chooseReadings(terms, profile, nouns)
  // Bound best-first; kept in question order ("fuel economy and power" → mpg, then horsepower).
  let named = bindColumns(terms, profile, nouns).sort(
    (a, b) => Math.min(...a.terms) - Math.min(...b.terms),
  )
  named = daysAsRows(named, parsed, profile, time)
  for (const c of named) for (const k of c.terms) terms[k]!.role = `column:${c.column.name}`
  // A cue word that is part of a column's name ("max" of temp_max) names the column, not the cue.
  for (const [cue, at] of parsed.cueAt)
    // A superlative keeps its rank too: "southernmost" names latitude and asks for its minimum.
    if (
      at.length &&
      at.every(
        (k) =>
          terms[k]?.role?.startsWith('column:') &&
          !terms[k]?.degree &&
          !/most$/.test(terms[k].lemma),
      ) &&
      // "the year before": the phrase's other word still says the cue, though "year" is a column.
      !terms.some((t) => t.role === `cue:${cue}`)
    )
      cues.delete(cue)
  // Words naming the rows themselves ("deaths" in a file of deaths) are not cell values.
  for (const t of terms)
    if (!t.role && t.num === undefined && (nouns.has(fold(t.lemma)) || nouns.has(fold(t.text))))
      t.role = 'rows'
  let values = readValues(parsed, profile)
  values = pooledValues(values, terms, parsed.text)
  const rated = yesNoRate(named, terms, cues)
  ;({ named, values } = yesNoAsValues(named, values, terms, cues))
  ;({ named, values } = flagsAsValues(named, values, parsed))
  const explained = explainedValues(values, terms)
  values = values.filter((v) => !explained.includes(v))
  for (const v of explained) for (const k of v.terms) terms[k]!.role = 'function word'
  for (const v of values)
    for (const k of v.terms) terms[k]!.role = `value:${v.column.name}=${v.value}`
  moreThanValues(terms, cues)

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
  percentAsUnit(parsed, cues)
  const conditionColumns = new Set(conditions.map((c) => c.column))
  // "How many cases" over a column of case counts: their total (counted.ts).
  const counted = countColumnAsked(
    parsed,
    named.map((n) => n.column),
  )
  if (counted) {
    cues.delete('count')
    cues.add('total')
  }
  const measured = measuredColumns(parsed, profile, named, values, conditionColumns, counted)
  const measures = measured.measures
  named = measured.named
  const valueColumns = new Set(values.map((v) => v.column.name))
  // "the average age of Black victims": a column averaged is not also a group.
  const dims = named
    .map((n) => n.column)
    .filter(
      (c) =>
        c !== counted &&
        !(
          c.kind === 'numeric' &&
          measures.includes(c) &&
          named.filter((n) => n.column === c).length === 1
        ),
    )
    .filter(
      (c) =>
        (c.kind === 'categorical' ||
          c.kind === 'temporal' ||
          c.kind === 'year' ||
          c.lowCardinality ||
          (fewNumbers(c) && (askedByWhich(terms, c) || groupsBy(terms, measured.named, c)))) &&
        (!valueColumns.has(c.name) || cues.has('not')),
    )
    .filter(
      (c) =>
        !conditionColumns.has(c.name) || named.filter((n) => n.column.name === c.name).length > 1,
    )
    .filter((c) => !rowsByName(parsed, profile, named, c))
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
    months,
    monthDay,
    yearRange,
    dateRange,
    conditions,
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
