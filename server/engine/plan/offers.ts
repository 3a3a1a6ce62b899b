import { inOrder } from '../semantic/abbreviations'
import { isMeasure, type ColumnProfile, type TableProfile } from '../types'
import { termOffsets, type Term } from '../understand/terms'
import type { Understanding } from '../understand/understand'
import { decide } from './decide'

/**
 * Offers for a word the engine could not place: the question asked again with that phrase read
 * one way, as a column's header written out ("savings rate" → "psavert"). Each offer is a plain
 * question, so any client of the job API can ask it; the workspace recognises the replaced phrase
 * and teaches it to the dataset's model (docs/wire-formats.md, "Offers"). Only offers that the
 * engine then reads in full are made, so a click always answers.
 */

/**
 * The offer is planned: every word is placed, or those left are judged not to change the answer
 * ("the whole series", decide.ts and left-out.ts), as when it is asked.
 */
const answersInFull = (d: ReturnType<typeof decide>) => d.type === 'plan'

/** At most this many readings are offered; the reply's suggestions hold four clicks in all. */
const MAX_OFFERS = 3
/** A table with this few measures offers each of them, even with no letters in common. */
const FEW_MEASURES = 3

interface Span {
  from: number
  to: number
  /** A column a word next to the phrase was bound to ("college" in "college graduates"). */
  near?: string
}

const unplaced = (t: Term) =>
  (t.role === undefined || t.role === 'not understood') && t.num === undefined

/** Runs of words left unplaced that hold a noun or verb: the phrases worth reading one way. */
function spansOf(terms: Term[]): Span[] {
  const spans: Span[] = []
  for (let i = 0; i < terms.length; i++) {
    if (!unplaced(terms[i]!)) continue
    let j = i
    while (j + 1 < terms.length && unplaced(terms[j + 1]!)) j++
    const run = terms.slice(i, j + 1)
    if (run.some((t) => /^(NOUN|PROPN|VERB|ADJ)$/.test(t.pos))) {
      const left = terms[i - 1]?.role
      spans.push({
        from: i,
        to: j,
        ...(left?.startsWith('column:') ? { near: left.slice('column:'.length) } : {}),
      })
    }
    i = j
  }
  return spans
}

const letters = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')
const skeleton = (s: string) => letters(s).replace(/[aeiou]/g, '')

/**
 * How much a header looks like the phrase, from its letters alone: a word's first letters inside
 * the header (three, more for four: "savings" … "psavert"), or else its
 * first three consonants in order. WordNet and the abbreviation rules have already tried the
 * words; this catches headers that glue abbreviations together.
 */
function likeness(words: string[], c: ColumnProfile): number {
  const header = letters(c.name)
  const headerSkeleton = skeleton(c.name)
  let score = 0
  for (const w of words.map(letters).filter((x) => x.length >= 3)) {
    if (header.includes(w.slice(0, 3))) score += header.includes(w.slice(0, 4)) ? 3 : 2
    else if (skeleton(w).length >= 3 && inOrder(skeleton(w).slice(0, 3), headerSkeleton)) score += 1
  }
  return score
}

const SHARE = /^(rate|share|percent|percentage|proportion|ratio|fraction)$/
const shareOf = (words: string[]) => words.some((w) => SHARE.test(w))
/** A column of percentages or rates, by its plain words ("perc" is percent). */
const isShare = (c: ColumnProfile) => (c.semantics?.plain ?? []).some((w) => SHARE.test(w))

/** The phrase as written in the question, from its first word to its last. */
function phraseAt(question: string, terms: Term[], span: Span): { start: number; end: number } {
  const offsets = termOffsets(question, terms)
  return { start: offsets[span.from]?.[0] ?? -1, end: offsets[span.to]?.[1] ?? -1 }
}

/** Questions that read each unplaced phrase as one column, each checked to be read in full. */
export function offersFor(question: string, u: Understanding, datasetName: string): string[] {
  const { terms } = u.parsed
  const profile: TableProfile = u.profile
  const bound = new Set(u.named.map((c) => c.name))
  const offers: string[] = [
    ...seriesOffers(question, u, datasetName),
    ...scaleOffers(question, u, datasetName),
  ]
  for (const span of spansOf(terms)) {
    const from = span.near ? span.from - 1 : span.from
    const words = terms.slice(from, span.to + 1).map((t) => t.lemma)
    // The word next to the phrase was bound to one column; the phrase may name another like it
    // ("poverty rates" bound to poppovertyknown is percbelowpoverty).
    const pool = profile.columns.filter(
      (c) => isMeasure(c) && (!bound.has(c.name) || c.name === span.near),
    )
    const ranked = pool
      .map((c) => ({
        c,
        score:
          likeness(words, c) +
          (c.name === span.near ? 1 : 0) +
          (shareOf(words) && isShare(c) ? 1 : 0),
      }))
      .filter((x) => x.score > 0 || pool.length <= FEW_MEASURES)
      .sort((a, b) => b.score - a.score)
    // "How many households …" in a table whose rows nothing names: the rows themselves, first.
    if (terms[span.from - 1]?.role === 'cue:count' && offers.length < MAX_OFFERS) {
      const { start, end } = phraseAt(question, terms, span)
      const rows =
        start >= 0 && end > start ? `${question.slice(0, start)}rows${question.slice(end)}` : null
      const d = rows ? decide(rows, [profile], datasetName, null) : null
      if (rows && d && answersInFull(d) && !offers.includes(rows)) offers.push(rows)
    }
    const withNear = span.near ? { ...span, from: span.from - 1 } : span
    for (const s of span.near ? [withNear, span] : [span]) {
      const { start, end } = phraseAt(question, terms, s)
      if (start < 0 || end <= start) continue
      for (const { c } of ranked) {
        if (offers.length >= MAX_OFFERS) return offers
        const offer = `${question.slice(0, start)}${c.name}${question.slice(end)}`
        if (offers.includes(offer)) continue
        const d = decide(offer, [profile], datasetName, null)
        if (answersInFull(d)) offers.push(offer)
      }
      if (offers.length) break
    }
    const dropped = withoutModifier(question, terms, span)
    if (dropped && offers.length < MAX_OFFERS && !offers.includes(dropped)) {
      const d = decide(dropped, [profile], datasetName, null)
      if (answersInFull(d)) offers.push(dropped)
    }
  }
  return offers
}

/**
 * "The average focal depth", "震源深度": a phrase right before the column it qualifies may say
 * only which kind of that column the analyst means; "pays teachers" (pay) one right after it,
 * whom or what it is of. The question without it is offered too.
 */
function withoutModifier(question: string, terms: Term[], span: Span): string | null {
  const column = (t: Term | undefined) => !!t?.role?.startsWith('column:')
  if (!column(terms[span.to + 1]) && !column(terms[span.from - 1])) return null
  const { start, end } = phraseAt(question, terms, span)
  if (start < 0 || end <= start) return null
  const before = question.slice(0, start)
  const after = question.slice(end)
  // Words keep one space between them; scripts without spaces need none.
  return /\s$/.test(before) ? `${before}${after.replace(/^\s+/, '')}` : `${before}${after}`
}

/**
 * A long-format table asked about its numbers without naming a series (semantic/series.ts): the
 * question asked again of each series, so one click picks which.
 */
function seriesOffers(question: string, u: Understanding, datasetName: string): string[] {
  const series = u.profile.series
  if (!series || u.values.some((v) => v.column.name === series.key)) return []
  const key = u.profile.columns.find((c) => c.name === series.key)
  const offers: string[] = []
  for (const value of key?.values ?? []) {
    if (offers.length >= MAX_OFFERS) break
    const offer = `${question.trim()} (${series.key} = ${value})`
    const d = decide(offer, [u.profile], datasetName, null)
    if (answersInFull(d)) offers.push(offer)
  }
  return offers
}

/** Scales a column may be kept in, largest last: thousands, millions. */
const SCALES = [1e3, 1e6]

/**
 * "Above 10 million" over a count kept in thousands (its values 2,000 to 15,000), "between 3,000
 * and 4,000 lb" over a weight kept in thousands of pounds: a bound a hundred times beyond the
 * column is likely said in plain units. The question is offered with the numbers in the column's
 * thousands or millions, when they fall among its values; the analyst who clicks says the unit,
 * which nothing in the file does.
 */
function scaleOffers(question: string, u: Understanding, datasetName: string): string[] {
  const offers: string[] = []
  const { terms } = u.parsed
  const offsets = termOffsets(question, terms)
  for (const c of u.conditions) {
    const col = u.profile.columns.find((x) => x.name === c.column)
    if (!col || typeof col.max !== 'number' || typeof col.min !== 'number') continue
    const span = Math.max(Math.abs(col.max), Math.abs(col.min), 1e-9)
    const bounds = c.high === undefined ? [c.value] : [c.value, c.high]
    if (bounds.some((v) => Math.abs(v) <= span * 100)) continue
    // Each number as written, with its scale word and the unit said after it: "3.5 lb" would
    // misstate a column kept in thousands of pounds.
    const said = bounds.map((v) => {
      const t = terms.find((x) => x.num === v && x.role === 'condition')
      if (!t) return null
      let last = terms[t.i + 1]?.role === 'number scale' ? terms[t.i + 1]! : t
      if (terms[last.i + 1]?.role === 'unit') last = terms[last.i + 1]!
      const [start, end] = [offsets[t.i]?.[0] ?? -1, offsets[last.i]?.[1] ?? -1]
      return start >= 0 && end > start ? { v, start, end } : null
    })
    if (said.some((x) => !x)) continue
    for (const scale of SCALES) {
      const floor = Math.min(col.min, 0)
      if (bounds.some((v) => v / scale > span * 2 || v / scale < floor)) continue
      let offer = question
      for (const x of [...said].sort((p, q) => q!.start - p!.start)) {
        const v = (x!.v / scale).toLocaleString('en-US', { maximumFractionDigits: 6 })
        offer = `${offer.slice(0, x!.start)}${v}${offer.slice(x!.end)}`
      }
      const d = decide(offer, [u.profile], datasetName, null)
      if (answersInFull(d) && !offers.includes(offer)) {
        offers.push(offer)
        break
      }
    }
  }
  return offers
}
