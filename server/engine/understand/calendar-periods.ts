import type { ColumnProfile } from '../types'
import { datesSaid } from './dates'
import { ordinalValue } from './ordinals'
import type { Periods } from './periods'
import type { Parsed, Term } from './terms'

/**
 * The calendar periods a question names (periods.ts reads the rest): dates ("April 29 to May 3,
 * 1992", "2000年1月"), months named alone, quarters and halves, and the data's last periods
 * ("over the last 3 years").
 */

/** A day said with its month (and its year, if said). */
export interface DateSaid {
  i: number
  month: number
  day: number
  year?: number
}

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

/** Dates written "April 29 to May 3, 1992" over a date column; their terms become dates. */
export function writtenDates(terms: Term[], time: ColumnProfile | null): DateSaid[] {
  const dates: DateSaid[] = []
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
  return dates
}

/** A month named alone ("in January") filters the calendar month of a date column. */
export function monthsNamed(terms: Term[], time: ColumnProfile | null, months: number[]): void {
  for (const t of terms) {
    if (t.role || time?.kind !== 'temporal' || t.pos === 'AUX' || t.pos === 'VERB') continue
    const m = MONTHS.indexOf(t.lemma)
    if (m < 0 || (t.lemma === 'may' && t.text !== 'May')) continue
    months.push(m + 1)
    t.role = 'month'
  }
}

/**
 * "Over the last 3 years", "in the past 6 months": the data's own final periods (it may end
 * long before today), so the answer covers what the question means and says which years.
 */
export function lastPeriods(terms: Term[], time: ColumnProfile | null, out: Periods): void {
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
    if (unit.lemma === 'year') out.yearRange = { from: endYear - n + 1, to: endYear }
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
      out.dateRange = { from: first.toISOString().slice(0, 10), to: end.slice(0, 10) }
    } else continue
    for (const x of [t, count, unit]) if (x) x.role = unit.lemma === 'year' ? 'year' : 'date'
  }
}

/** The dates said: one is that day (or a day of the month), two are a date range. */
export function datesNamed(dates: DateSaid[], time: ColumnProfile | null, out: Periods): void {
  // One date ("on May 1"): that day, in the data's only year when the question names none.
  if (dates.length === 1 && time) {
    const d = dates[0]!
    const [first, last] = [String(time.min ?? '').slice(0, 4), String(time.max ?? '').slice(0, 4)]
    const year = d.year ?? (first && first === last ? Number(first) : undefined)
    if (year) {
      const iso = `${year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`
      out.dateRange = { from: iso, to: iso }
    } else out.monthDay = { month: d.month, day: d.day }
  }
  if (dates.length >= 2) {
    const year = dates.find((d) => d.year)?.year
    const iso = (d: { month: number; day: number; year?: number }) =>
      `${d.year ?? year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`
    if (year) out.dateRange = { from: iso(dates[0]!), to: iso(dates[1]!) }
  }
}

/**
 * Quarters and halves of the year ("Q4 2017", "the first quarter", "the second half of 2016",
 * "H1") are their calendar months, filtered like a month named alone; the year is read as usual.
 */
export function quartersAndHalves(
  parsed: Parsed,
  time: ColumnProfile | null,
  months: number[],
): void {
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

const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate()

/**
 * Dates said in the question's own language (dates.ts): a day joins `dates` as "May 1" does; a
 * month with its year is that calendar month, its year left to be read as years are; a span of
 * months with their years is a date range. Returns that range, if one was said.
 */
export function saidInOwnLanguage(
  parsed: Parsed,
  dates: DateSaid[],
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
