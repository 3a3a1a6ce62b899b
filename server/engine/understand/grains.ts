import type { ColumnProfile } from '../types'
import { hasClock } from './clock-times'
import type { Parsed } from './terms'

export type Grain = 'year' | 'month' | 'day' | 'weekday' | 'hour'

/**
 * Which periods the question names ("per month", "daily", "by day of the week"). A period word
 * no column took is placed here as the grain ("average yearly precipitation" over a date column).
 */
export function readGrains(parsed: Parsed, time: ColumnProfile | null): Set<Grain> {
  const grains = new Set<Grain>()
  if (
    /\bday of (the )?week\b|\bweekdays?\b|day-of-week|星期几|周几|曜日|día de la semana|jour de la semaine|wochentag/i.test(
      parsed.text,
    )
  )
    grains.add('weekday')
  // "At what hour of the day", "hourly", "by hour": the hour of a column stamped with times.
  if (
    hasClock(time) &&
    /\bhours? of (the )?day\b|\bhourly\b|\b(by|per|each|every|which|what) hour\b|\btime of (the )?day\b/i.test(
      parsed.text,
    )
  ) {
    grains.add('hour')
    for (const t of parsed.terms) if (!t.role && /^(hour|hourly)$/.test(t.lemma)) t.role = 'grain'
  }
  for (const t of parsed.terms) {
    if (t.role) continue
    if (/^(month|monthly|mes|月)$/.test(t.lemma)) grains.add('month')
    if (/^(day|daily|date)$/.test(t.lemma)) grains.add('day')
    if (/^(year|annual|yearly|annually)$/.test(t.lemma)) grains.add('year')
    if (time && /^(monthly|daily|annual|yearly|annually)$/.test(t.lemma)) t.role = 'grain'
  }
  for (const t of parsed.terms) {
    // "daily" names the date column at the day's grain, as "monthly" and "yearly" do theirs.
    if (t.role?.startsWith('column:') && /month|day|daily|year|annual/.test(t.lemma)) {
      if (t.lemma.includes('month')) grains.add('month')
      // ("the hour of the day" names the day only to say which hour.)
      if (/day|daily/.test(t.lemma) && !grains.has('hour')) grains.add('day')
      if (/year|annual/.test(t.lemma)) grains.add('year')
    }
  }
  return grains
}

/**
 * The table holds one row a day (a daily series): its date column is nearly unique and holds
 * days, not times of day. Police stops stamped to the second are unique too, yet many a day.
 */
export function oneRowPerDay(time: ColumnProfile | null | undefined, rows: number): boolean {
  if (!time || time.kind !== 'temporal' || time.distinct < rows * 0.95) return false
  const clock = (v: unknown) =>
    typeof v === 'string' && /\d{2}:\d{2}/.test(v) && !/\b00:00(:00)?(\.0+)?$/.test(v)
  return !(/TIMESTAMP/i.test(time.type) && (clock(time.min) || clock(time.max)))
}
