import type { ColumnProfile } from '../types'
import {
  datesNamed,
  lastPeriods,
  monthsNamed,
  quartersAndHalves,
  saidInOwnLanguage,
  writtenDates,
} from './calendar-periods'
import type { Parsed, Term } from './terms'
import { fold } from './words'

/**
 * The numbers of a question that name time or a count of results: years ("since 1955", "2006 or
 * 2010"), year and date ranges, calendar months named alone, and top N. Each term read here gets
 * its role in the ledger; the numbers left over are conditions or values (understand.ts). Dates,
 * months and quarters: calendar-periods.ts.
 */

export interface Periods {
  years: number[]
  yearRange: { from: number; to?: number } | null
  dateRange: { from: string; to: string } | null
  /** Calendar months named alone ("in January"), 1–12. */
  months: number[]
  /** A day of the month with its month when no year is known ("on May 1" over several years). */
  monthDay: { month: number; day: number } | null
  topN: number | null
}

/** Words that make a number a quantity ("2000 miles"), never a year. */
const UNIT =
  /^(ppm|mm|cm|m|km|kilometer|kilometre|meter|metre|mile|ft|foot|feet|inch|kg|g|gram|lb|lbs|pound|ton|tonne|°|%|degree|hour|minute|day|week|min|second|dollar|usd|euro|mpg|hp|gallon|litre|liter|unit|item|point|people|person)$/
export function readPeriods(parsed: Parsed, time: ColumnProfile | null): Periods {
  const { terms } = parsed
  const out: Periods = {
    years: [],
    yearRange: null,
    dateRange: null,
    months: [],
    monthDay: null,
    topN: null,
  }
  // Dates written "April 29 to May 3, 1992".
  const dates = writtenDates(terms, time)
  // A month named alone ("in January") filters the calendar month of a date column.
  if (time?.kind === 'temporal')
    out.dateRange = saidInOwnLanguage(parsed, dates, out.months) ?? out.dateRange
  monthsNamed(terms, time, out.months)
  quartersAndHalves(parsed, time, out.months)
  lastPeriods(terms, time, out)
  datesNamed(dates, time, out)
  for (const t of terms) {
    if (t.role || t.num === undefined) continue
    numberRead(parsed, t, t.num, time, out)
  }
  yearSpans(parsed, out)
  return out
}

/** A number left by the dates: a decade, a year (and the range "since" or "before" it makes), or top N. */
function numberRead(
  parsed: Parsed,
  t: Term,
  n: number,
  time: ColumnProfile | null,
  out: Periods,
): void {
  const { terms, cues } = parsed
  const prev = terms[t.i - 1]
  const next = terms[t.i + 1]
  if (next?.lemma === 'decade' || next?.text === '年代') {
    t.role = 'decade'
    out.years.push(n)
    return
  }
  // "2,000 miles" is a distance: a number with a unit or a thousands comma is no year.
  if (isYear(n, time) && !t.text.includes(',') && !(next && UNIT.test(fold(next.lemma)))) {
    yearSaid(parsed, t, n, time, out)
    return
  }
  // "three", "top 5", "五个": a count of results, next to a ranking cue or a plural noun.
  const ranked = cues.has('max') || cues.has('min')
  const unitAfter =
    next &&
    /^(day|week|month|year|time|mm|cm|km|kg|g|ppm|%|°|hour|minute|people|person)$/.test(
      fold(next.lemma),
    )
  // "the top 5 days", "the 3 windiest months": ranked periods; "the last 5 days" is a span.
  const rankedPeriods =
    next &&
    /^(day|week|month|year)$/.test(fold(next.lemma)) &&
    !/^(last|past|next|first|within|over|for|in)$/.test(prev?.lemma ?? '')
  if (
    Number.isInteger(n) &&
    n > 1 &&
    n <= 50 &&
    (ranked || prev?.lemma === 'top') &&
    (!unitAfter || rankedPeriods) &&
    // "day 21", "diet 3": a number right after a noun is that noun's label, not a count.
    !(prev?.pos === 'NOUN' && prev.lemma !== 'top') &&
    !conditionCueBefore(terms, t.i)
  ) {
    out.topN = n
    t.role = 'topN'
  }
}

/** A year: its role, and the range the word before it makes ("since 1955", "before 1975"). */
function yearSaid(
  parsed: Parsed,
  t: Term,
  n: number,
  time: ColumnProfile | null,
  out: Periods,
): void {
  const { terms } = parsed
  const next = terms[t.i + 1]
  t.role = 'year'
  if (next && /^(年|年度|jahr|año|an|année)$/i.test(next.text)) next.role = 'year'
  out.years.push(n)
  const before = terms.slice(Math.max(0, t.i - 2), t.i).map((x) => x.lemma)
  // "Since 1955" includes 1955; "after 1975" starts the year after; "before 1975" ends the
  // year before, "until 1975" with it.
  const first = Number(String(time?.min ?? '').slice(0, 4))
  if (
    before.includes('since') ||
    parsed.text.includes(`${n}年以来`) ||
    parsed.text.includes(`Depuis ${n}`) ||
    parsed.text.includes(`depuis ${n}`)
  )
    out.yearRange = { from: n }
  else if (before.includes('after')) out.yearRange = { from: n + 1 }
  else if (
    Number.isFinite(first) &&
    first <= n &&
    (before.includes('before') || before.includes('until') || before.includes('through'))
  )
    out.yearRange = { from: first, to: before.includes('before') ? n - 1 : n }
}

/** Year ranges: "from 2016 to 2019", "1960年代到2010年代", "1965 to 2019". */
function yearSpans(parsed: Parsed, out: Periods): void {
  const { years } = out
  for (let k = 0; k + 1 < years.length; k++) {
    const a = years[k]!
    const b = years[k + 1]!
    const between = new RegExp(
      `${a}\\D{0,12}(to|到|至|bis|à|a|through|until|and)\\D{0,12}${b}`,
      'i',
    ).test(parsed.text)
    // "between 1970 and 1982" is a range; "in 2006 and in 2010", "2015 or 2016" are two periods.
    const spanned = new RegExp(`\\b(between|from)\\s+${a}\\s+(and|to)\\s+${b}`, 'i').test(
      parsed.text,
    )
    if (
      between &&
      b > a &&
      (spanned ||
        !/\bin\s+\d{4}\s+and\s+in\b|\b\d{4}\s+(and|or)\s+(in\s+)?\d{4}/i.test(
          parsed.text.replace(/,/g, ''),
        ))
    )
      out.yearRange = { from: a, to: b }
  }
}

function isYear(n: number, time: ColumnProfile | null): boolean {
  if (!time || !Number.isInteger(n) || n < 1000 || n > 2200) return false
  return true
}

export function conditionCueBefore(terms: Term[], i: number): boolean {
  return terms
    .slice(Math.max(0, i - 3), i)
    .some((x) => /^cue:(above|below|between)$/.test(x.role ?? ''))
}
