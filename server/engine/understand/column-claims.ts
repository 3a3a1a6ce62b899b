import type { ColumnBinding } from './bind'
import { nameWords } from './bind-semantic'
import type { Term } from './terms'
import { fold } from './words'

/**
 * Which question words each named column keeps (bind.ts scores the candidates): the best
 * candidates claim first, each its longest run of adjacent words.
 */

/** Words that qualify a column's name rather than name it ("cost" names Cost Total $ in full). */
export const QUALIFIERS = new Set(['total', 'overall', '$'])

/** Words that name a date column; a run holding one (or its adjective, "daily") is the date's. */
export const TIME_NOUNS = ['date', 'day', 'month', 'year', 'time', 'week', 'decade']
const TIME_WORDS = new RegExp(
  `^(${[...TIME_NOUNS, 'daily', 'monthly', 'yearly', 'annual', 'weekly'].join('|')})$`,
)

/** The candidates ranked, each keeping the terms no better candidate claimed first. */
export function claimTerms(terms: Term[], candidates: ColumnBinding[]): ColumnBinding[] {
  // Ties go to the column more of whose words the question says ("sub-category": Sub-Category).
  // Then to a total among parts ("cost" of Cost Other, Cost Repair, Cost Total $ is the total).
  const totals = new Set(
    candidates
      .filter((c) => nameWords(c.column).some((w) => QUALIFIERS.has(w) && w !== '$'))
      .map((c) => c.column),
  )
  const total = (c: ColumnBinding) => (totals.has(c.column) ? 1 : 0)
  const unsaid = unsaidWords(terms)
  candidates.sort(
    (a, b) =>
      b.score - a.score || total(b) - total(a) || b.words - a.words || unsaid(a) - unsaid(b),
  )
  // Each column claims its longest run of adjacent words first, then its scattered ones if still
  // free: in "is IMDB rating correlated with Rotten Tomatoes rating" the first "rating" is IMDB
  // Rating's, though Rotten Tomatoes Rating says more words.
  const taken = new Set<number>()
  const out: ColumnBinding[] = []
  for (const c of candidates) {
    // A date column's run is the one with its time word ("orders … a day": day is Order Date's).
    const timely = c.column.kind === 'temporal' || c.column.kind === 'year'
    const preferred = (k: number) => timely && TIME_WORDS.test(terms[k]?.lemma ?? '')
    let core = longestRun(c.terms, preferred)
    // "The percentage of college graduates … with the poverty rate": a column that lost its
    // framing word ("percentage") to a better one still has its own subject word ("poverty").
    if (core.some((k) => taken.has(k))) {
      const free = longestRun(
        c.terms.filter((k) => !taken.has(k)),
        preferred,
      )
      const subject = free.some((k) => !FRAMING.test(fold(terms[k]!.lemma)))
      if (!free.length || !subject || free.length < core.length - 1) continue
      core = free
    }
    // A qualifier alone ("total" of "total repair cost") does not name Cost Total $.
    if (core.every((k) => QUALIFIERS.has(fold(terms[k]!.lemma)))) continue
    core.forEach((k) => taken.add(k))
    out.push({ ...c, terms: core })
  }
  for (const c of out)
    for (const k of candidates.find((x) => x.column === c.column)!.terms)
      if (!taken.has(k)) {
        taken.add(k)
        c.terms = [...c.terms, k].sort((a, b) => a - b)
      }
  return out
}

/**
 * Words that say how a column holds its subject (a percent of a population below a line), not
 * which subject: "poverty rate" is percbelowpoverty, not percadultpoverty or poppovertyknown.
 */
const FRAMING =
  /^(percent|percentage|perc|pct|share|rate|ratio|population|pop|number|count|num|below|above|under|over|of|per|in|at|the|total)$/

/**
 * Between columns the question names equally, the one it leaves fewest words of unsaid (besides
 * framing words) is the one meant: the others are qualified by what the question did not say
 * (adult, elderly, known).
 */
function unsaidWords(terms: Term[]): (c: ColumnBinding) => number {
  const said = new Set(terms.flatMap((t) => [fold(t.lemma), fold(t.text)]))
  return (c) => nameWords(c.column).filter((w) => !said.has(w) && !FRAMING.test(w)).length
}

/** The longest run of consecutive term indices (the first of equal runs); runs with a preferred term first. */
function longestRun(ks: number[], preferred: (k: number) => boolean): number[] {
  const runs: number[][] = []
  for (const k of [...ks].sort((a, b) => a - b)) {
    const last = runs.at(-1)
    if (last && k === last.at(-1)! + 1) last.push(k)
    else runs.push([k])
  }
  const rank = (run: number[]) => (run.some(preferred) ? 1000 : 0) + run.length
  return runs.reduce((best, run) => (rank(run) > rank(best) ? run : best), runs[0] ?? [])
}
