import type { Cue } from '../lang/pack'
import type { Term } from './terms'

/** English comparison words: superlatives that rank, comparatives that bound or pair (parse() calls these). */

/** Adjectives whose superlative asks for the lowest value ("coldest", "cheapest", "shortest"). */
const LOW_END = new Set([
  'cold',
  'cool',
  'low',
  'small',
  'short',
  'light',
  'cheap',
  'few',
  'little',
  'young',
  'dry',
  'slow',
  'near',
  'early',
  'weak',
  'thin',
  'poor',
  'calm',
  'mild',
  'close',
  'narrow',
  'shallow',
  'bad',
  'low-cost',
])

/**
 * Superlatives ("hottest", "wettest") rank: max, or min for the low end of a scale; comparatives
 * before "than" ("longer than", "colder than") are conditions. The word itself may also name a
 * column through a vocabulary ("hot" → temp_max), so it keeps its cue (degree).
 */
export function gradedAdjectives(terms: Term[], cues: Set<Cue>, cueAt: Map<Cue, number[]>): void {
  const mark = (t: Term, cue: Cue) => {
    cues.add(cue)
    cueAt.set(cue, [...(cueAt.get(cue) ?? []), t.i])
    t.role = `cue:${cue}`
    t.degree = true
  }
  for (const t of terms) {
    const w = t.text.toLowerCase()
    if (t.role || t.num !== undefined || !/^[a-z]+$/.test(w)) continue
    const base = t.lemma !== w ? t.lemma : comparativeBase(w)
    // wink leaves some superlatives unlemmatized when it tags them as adverbs ("lowest").
    if (
      /est$/.test(w) &&
      base !== w &&
      base.length >= 3 &&
      !/^(hon|mod|int|inter)$/.test(base) &&
      (t.pos === 'ADJ' || t.pos === 'ADV')
    ) {
      mark(t, LOW_END.has(base) ? 'min' : 'max')
      t.lemma = base
    } else if (
      /er$/.test(w) &&
      terms[t.i + 1]?.lemma === 'than' &&
      base !== w &&
      !/^(rather|other|either|whether|never|ever)$/.test(w)
    ) {
      mark(t, LOW_END.has(base) ? 'below' : 'above')
      t.lemma = base
    }
  }
}

/** "hotter" → "hot", "heaviest" → "heavy": the adjective a comparative or superlative grades. */
function comparativeBase(w: string): string {
  return w.replace(
    /(?:([bdgmnprt])\1)?(i?)(est|er)$/,
    (_, d: string | undefined, i: string) => `${d ?? ''}${i ? 'y' : ''}`,
  )
}

/**
 * "Do bigger budgets mean higher ratings?", "Are heavier cars slower?": a yes/no question that
 * pairs two comparatives asks whether two quantities move together, a correlation, not a ranking.
 */
export function pairedComparatives(terms: Term[], cues: Set<Cue>, cueAt: Map<Cue, number[]>): void {
  if (!/^(do|be|can)$/.test(terms[0]?.lemma ?? '')) return
  const graded = terms.filter((t, k) => {
    const w = t.text.toLowerCase()
    if (terms[k + 1]?.lemma === 'than' || !/^[a-z]+$/.test(w)) return false
    const inflected =
      /er$/.test(w) &&
      comparativeBase(w) !== w &&
      !/^(other|never|ever|rather|either|whether|number|water|order|per|under|over|after|later|power|paper|letter|center|member|quarter|summer|winter|computer|customer|weather|partner|super)$/.test(
        w,
      ) &&
      /^(ADJ|ADV)$/.test(t.pos)
    // "more expensive", "more cylinders", "burn more fuel".
    return (
      inflected ||
      (/^(more|less|fewer)$/.test(w) && /^(ADJ|ADV|VERB|NOUN)$/.test(terms[k + 1]?.pos ?? ''))
    )
  })
  if (graded.length < 2) return
  for (const t of graded) if (!t.role) t.role = 'cue:correlation'
  cues.add('correlation')
  cueAt.set('correlation', [...(cueAt.get('correlation') ?? []), ...graded.map((t) => t.i)])
}
