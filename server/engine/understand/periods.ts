import type { ColumnProfile } from '../types'
import { ordinalValue } from './ordinals'
import type { Parsed, Term } from './terms'
import { fold } from './words'
import { datesSaid } from './dates'

/**
 * The numbers of a question that name time or a count of results: years ("since 1955", "2006 or
 * 2010"), year and date ranges, calendar months named alone, and top N. Each term read here gets
 * its role in the ledger; the numbers left over are conditions or values (understand.ts).
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
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

export function readPeriods(parsed: Parsed, time: ColumnProfile | null): Periods {
  const { terms, cues } = parsed
  const years: number[] = []
  let yearRange: Periods['yearRange'] = null
  let dateRange: Periods['dateRange'] = null
  let topN: number | null = null
  let monthDay: Periods['monthDay'] = null

  // Dates written "April 29 to May 3, 1992".
  const dates: { i: number; month: number; day: number; year?: number }[] = []
  for (const t of terms) {
    const m =
      MONTHS.indexOf(t.lemma) >= 0
        ? MONTHS.indexOf(t.lemma)
        : MONTHS.findIndex((x) => x.slice(0, 3) === t.lemma && t.lemma !== 'may')
    const next = terms[t.i + 1]
    if (
      m >= 0 &&
      next?.num !== undefined &&
      next.num >= 1 &&
      next.num <= 31 &&
      time?.kind === 'temporal'
    ) {
      const after = terms.slice(t.i + 2, t.i + 4).find((x) => x.num !== undefined && x.num > 1000)
      dates.push({
        i: t.i,
        month: m + 1,
        day: next.num,
        ...(after?.num ? { year: after.num } : {}),
      })
      t.role = 'date'
      next.role = 'date'
      if (after) after.role = 'date'
    }
  }
  // A month named alone ("in January") filters the calendar month of a date column.
  const months: number[] = []
  if (time?.kind === 'temporal') dateRange = saidInOwnLanguage(parsed, dates, months) ?? dateRange
  for (const t of terms) {
    if (t.role || time?.kind !== 'temporal' || t.pos === 'AUX' || t.pos === 'VERB') continue
    const m = MONTHS.indexOf(t.lemma)
    if (m < 0 || (t.lemma === 'may' && t.text !== 'May')) continue
    months.push(m + 1)
    t.role = 'month'
  }
  quartersAndHalves(parsed, time, months)
  // "Over the last 3 years", "in the past 6 months": the data's own final periods (it may end
  // long before today), so the answer covers what the question means and says which years.
  const end = time?.max != null ? String(time.max) : ''
  const endYear = Number(end.slice(0, 4))
  for (const t of terms) {
    if (
      t.role ||
      !time ||
      !Number.isFinite(endYear) ||
      !/^(last|past|previous|final)$/.test(t.lemma)
    )
      continue
    const count = terms[t.i + 1]?.num !== undefined ? terms[t.i + 1]! : null
    const unit = terms[t.i + (count ? 2 : 1)]
    const n = count?.num ?? 1
    if (
      !unit ||
      !/^(year|quarter|month|week|day)$/.test(unit.lemma) ||
      !Number.isInteger(n) ||
      n < 1 ||
      n > 400
    )
      continue
    if (unit.lemma === 'year') yearRange = { from: endYear - n + 1, to: endYear }
    else if (time.kind === 'temporal' && /^\d{4}-\d{2}-\d{2}/.test(end)) {
      const [y, m, d] = [endYear, Number(end.slice(5, 7)), Number(end.slice(8, 10))]
      // The last n months are whole calendar months; the last n days or weeks end on the last day.
      // Quarters are whole calendar quarters, the last being the one the data ends in.
      const first =
        unit.lemma === 'month'
          ? new Date(Date.UTC(y, m - n, 1))
          : unit.lemma === 'quarter'
            ? new Date(Date.UTC(y, Math.floor((m - 1) / 3) * 3 - 3 * (n - 1), 1))
            : new Date(Date.UTC(y, m - 1, d - (unit.lemma === 'week' ? 7 * n : n) + 1))
      dateRange = { from: first.toISOString().slice(0, 10), to: end.slice(0, 10) }
    } else continue
    for (const x of [t, count, unit]) if (x) x.role = unit.lemma === 'year' ? 'year' : 'date'
  }
  // One date ("on May 1"): that day, in the data's only year when the question names none.
  if (dates.length === 1 && time) {
    const d = dates[0]!
    const [first, last] = [String(time.min ?? '').slice(0, 4), String(time.max ?? '').slice(0, 4)]
    const year = d.year ?? (first && first === last ? Number(first) : undefined)
    if (year) {
      const iso = `${year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`
      dateRange = { from: iso, to: iso }
    } else monthDay = { month: d.month, day: d.day }
  }
  if (dates.length >= 2) {
    const year = dates.find((d) => d.year)?.year
    const iso = (d: { month: number; day: number; year?: number }) =>
      `${d.year ?? year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`
    if (year) dateRange = { from: iso(dates[0]!), to: iso(dates[1]!) }
  }

  for (const t of terms) {
    if (t.role || t.num === undefined) continue
    const n = t.num
    const prev = terms[t.i - 1]
    const next = terms[t.i + 1]
    if (next?.lemma === 'decade' || next?.text === '年代') {
      t.role = 'decade'
      years.push(n)
      continue
    }
    // "2,000 miles" is a distance: a number with a unit or a thousands comma is no year.
    if (isYear(n, time) && !t.text.includes(',') && !(next && UNIT.test(fold(next.lemma)))) {
      t.role = 'year'
      if (next && /^(年|年度|jahr|año|an|année)$/i.test(next.text)) next.role = 'year'
      years.push(n)
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
        yearRange = { from: n }
      else if (before.includes('after')) yearRange = { from: n + 1 }
      else if (
        Number.isFinite(first) &&
        first <= n &&
        (before.includes('before') || before.includes('until') || before.includes('through'))
      )
        yearRange = { from: first, to: before.includes('before') ? n - 1 : n }
      continue
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
      !conditionCueBefore(terms, t.i)
    ) {
      topN = n
      t.role = 'topN'
      continue
    }
  }
  // Year ranges: "from 2016 to 2019", "1960年代到2010年代", "1965 to 2019".
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
      yearRange = { from: a, to: b }
  }
  return { years, yearRange, dateRange, months, monthDay, topN }
}

/**
 * Quarters and halves of the year ("Q4 2017", "the first quarter", "the second half of 2016",
 * "H1") are their calendar months, filtered like a month named alone; the year is read as usual.
 */
function quartersAndHalves(parsed: Parsed, time: ColumnProfile | null, months: number[]): void {
  if (time?.kind !== 'temporal') return
  // "The first and second half": two periods compared, which no filter answers.
  if (
    /\b(first|second|third|fourth|1st|2nd|3rd|4th)\s+(and|or|vs\.?|versus)\s+(the\s+)?(first|second|third|fourth|1st|2nd|3rd|4th)\s+(quarter|half)/i.test(
      parsed.text,
    )
  )
    return
  const { terms } = parsed
  const span = (n: number, size: number) =>
    Array.from({ length: size }, (_, k) => (n - 1) * size + k + 1)
  const found: { months: number[]; terms: Term[] }[] = []
  for (const t of terms) {
    if (t.role && !t.role.startsWith('cue:')) continue
    const next = terms[t.i + 1]
    const code = /^([qh])([1-4])$/i.exec(t.text)
    const ordinal = ordinalValue(t.lemma) ?? ordinalValue(t.text)
    let picked: number[] | null = null
    if (code)
      picked =
        code[1]!.toLowerCase() === 'q'
          ? span(Number(code[2]), 3)
          : Number(code[2]) <= 2
            ? span(Number(code[2]), 6)
            : null
    else if (ordinal && next && /^(quarter|half)$/.test(next.lemma))
      picked =
        next.lemma === 'quarter'
          ? ordinal <= 4
            ? span(ordinal, 3)
            : null
          : ordinal <= 2
            ? span(ordinal, 6)
            : null
    if (picked) found.push({ months: picked, terms: code || !next ? [t] : [t, next] })
  }
  // Two of them ("H1 and H2 2017") are periods compared, which no filter answers: left unplaced.
  if (found.length !== 1) return
  months.push(...found[0]!.months)
  // Its ordinal's cue ("first") is retired with the others in understand.ts.
  for (const x of found[0]!.terms) x.role = 'month'
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

const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate()

/**
 * Dates said in the question's own language (dates.ts): a day joins `dates` as "May 1" does; a
 * month with its year is that calendar month, its year left to be read as years are; a span of
 * months with their years is a date range. Returns that range, if one was said.
 */
function saidInOwnLanguage(
  parsed: Parsed,
  dates: { i: number; month: number; day: number; year?: number }[],
  months: number[],
): Periods['dateRange'] {
  const { terms } = parsed
  let range: Periods['dateRange'] = null
  for (const d of datesSaid(parsed)) {
    // A connecting word read as a cue ("到", "bis") is the span's own.
    if (d.terms.some((k) => terms[k]!.role && !terms[k]!.role.startsWith('cue:'))) continue
    const { end } = d
    if (end && d.year && end.year) {
      range = {
        from: iso(d.year, d.month, d.day ?? 1),
        to: iso(end.year, end.month, end.day ?? lastDay(end.year, end.month)),
      }
      for (const k of d.terms) terms[k]!.role = 'date'
    } else if (d.day) {
      dates.push({
        i: d.terms[0]!,
        month: d.month,
        day: d.day,
        ...(d.year ? { year: d.year } : {}),
      })
      for (const k of d.terms) terms[k]!.role = 'date'
    } else {
      months.push(d.month)
      for (const k of d.terms) if (terms[k]!.num !== d.year) terms[k]!.role = 'month'
    }
  }
  return range
}
