import type { ColumnProfile } from '../types'
import type { Parsed, Term } from './terms'

/**
 * Times of day over a column stamped to the minute (police stops, taxi trips, log lines):
 * "between 10 pm and 6 am", "after 9 pm", "before 7 am", "from 22:00 to 06:00". A range is the
 * clock hours it covers, wrapping past midnight, as a filter on the hour of the time column. A
 * clock time needs am/pm or hh:mm: "between 10 and 6" stays a range of some number.
 * Hand-written: chrono-node (understand/dates.ts) reads a time of day but not a range of hours
 * that wraps past midnight as a condition on every day.
 */

/** Words for a part of the day, placed when the question also gives its hours. */
const DAYPART = /^(night|nighttime|overnight|morning|evening|afternoon|daytime|midnight|noon)$/

interface Clock {
  hour: number
  /** Index of the clock's last term. */
  end: number
}

/** The column holds times of day: a timestamp whose values are not all at midnight. */
export function hasClock(time: ColumnProfile | null): boolean {
  if (!time || time.kind !== 'temporal' || !/TIMESTAMP/i.test(time.type)) return false
  const clock = (v: unknown) =>
    typeof v === 'string' && /\d{2}:\d{2}/.test(v) && !/\b00:00(:00)?(\.0+)?$/.test(v)
  return clock(time.min) || clock(time.max)
}

/** A clock time starting at term k: "10 pm", "10pm", "7:30 am", "22:00". */
function clockAt(terms: Term[], k: number): Clock | null {
  const t = terms[k]
  if (!t) return null
  const hm = /^(\d{1,2}):(\d{2})$/.exec(t.text)
  const next = terms[k + 1]?.text.toLowerCase() ?? ''
  const glued = /^(\d{1,2})\s*([ap])\.?m\.?$/i.exec(t.text)
  const meridiem = glued ? glued[2]!.toLowerCase() : /^([ap])\.?m\.?$/.exec(next)?.[1]
  const hour = Number(glued?.[1] ?? hm?.[1] ?? (t.num !== undefined ? t.text : NaN))
  if (!Number.isInteger(hour) || (!hm && !meridiem)) return null
  if (meridiem && (hour < 1 || hour > 12)) return null
  if (!meridiem && hour > 23) return null
  // Whole hours only: the filter is on the hour, and "7:30" would keep half an hour too many.
  if (hm && hm[2] !== '00') return null
  const h = meridiem ? (hour % 12) + (meridiem === 'p' ? 12 : 0) : hour
  const end = k + (meridiem && !glued ? 1 : 0)
  return { hour: h, end }
}

/** The clock hours from one time (included) to another (excluded), across midnight if need be. */
function hoursFrom(from: number, to: number): number[] {
  const out: number[] = []
  for (let h = from; out.length < 24; h = (h + 1) % 24) {
    if (h === to && out.length) break
    out.push(h)
  }
  return out
}

/**
 * The hours of the day the question keeps, or null; its words are marked `clock` so no other
 * reading (a numeric range, a date) takes them.
 */
export function readClockHours(parsed: Parsed, time: ColumnProfile | null): number[] | null {
  if (!hasClock(time)) return null
  const { terms } = parsed
  for (const t of terms) {
    const lemma = t.lemma.toLowerCase()
    const first = clockAt(terms, t.i + 1)
    if (!first) continue
    let hours: number[] | null = null
    let last = first.end
    if (/^(between|from)$/.test(lemma)) {
      const joiner = terms[first.end + 1]
      const second = joiner && /^(and|to|until|till|-|–)$/.test(joiner.lemma)
      const to = second ? clockAt(terms, first.end + 2) : null
      if (!to) continue
      hours = hoursFrom(first.hour, to.hour)
      last = to.end
    } else if (/^(after|since)$/.test(lemma)) hours = hoursFrom(first.hour, 0)
    else if (/^(before|until)$/.test(lemma)) hours = hoursFrom(0, first.hour)
    if (!hours?.length) continue
    for (const x of terms.slice(t.i, last + 1)) x.role = 'clock'
    for (const x of terms) if (!x.role && DAYPART.test(x.lemma)) x.role = 'clock'
    // The words were the clock's: "between" bounds no other number now.
    for (const cue of ['between', 'above', 'below'] as const)
      if (!terms.some((x) => x.role === `cue:${cue}`)) parsed.cues.delete(cue)
    return hours
  }
  return null
}
