import type { ColumnProfile, TableProfile } from '../types'
import type { ColumnBinding } from './bind'
import type { ValueBinding } from './bind-values'
import type { Term } from './terms'

/**
 * "Which chick was heaviest on the last day", "the average length at the highest dose": a level
 * column said with an extreme after a preposition picks the rows at that end of it, here its
 * largest or smallest value (profiled), as if the value had been said ("on day 21"). Read only for
 * columns whose values are levels (few distinct numbers, or years): an extreme of a measure
 * ("at the highest price") ranks rows instead, which other kinds answer.
 */

/** Prepositions that place rows at a level ("on", "at", "in", "for", "during"). */
const AT = /^(at|on|in|for|during|with)$/
/** Extremes the packs have no cue for: the end of an ordered axis. */
const LAST = /^(last|final|latest)$/
const FIRST = /^(first|initial|earliest)$/

/** Superlatives that grade any measure ("lowest" may have named height already: low → height). */
const HIGHEST = /^(high|large|big|great|top|max|maximum)$/
const LOWEST = /^(low|small|little|min|minimum)$/

function end(t: Term): 'max' | 'min' | null {
  const graded = t.role?.startsWith('cue:') || t.degree || /est$/i.test(t.text)
  if (t.role === 'cue:max' || LAST.test(t.lemma) || (graded && HIGHEST.test(t.lemma))) return 'max'
  if (t.role === 'cue:min' || t.role === 'cue:first' || FIRST.test(t.lemma)) return 'min'
  return graded && LOWEST.test(t.lemma) ? 'min' : null
}

/** Levels: years, or numbers of few distinct values each shared by many rows (a dose, a day). */
const isLevel = (c: ColumnProfile, rows: number) =>
  c.kind === 'year' ||
  (c.kind === 'numeric' &&
    (c.lowCardinality === true || (c.distinct <= 20 && rows >= 5 * c.distinct)))

/** "(day 21)" said after it: the same level by its value, part of the same words. */
function restated(terms: Term[], after: number, lemma: string, value: number): number[] {
  let k = after + 1
  const out: number[] = []
  if (terms[k]?.text === '(') out.push(k++)
  if (terms[k]?.lemma !== lemma || terms[k + 1]?.num !== value) return []
  out.push(k, k + 1)
  if (terms[k + 2]?.text === ')') out.push(k + 2)
  return out
}

export function extremeLevels(
  terms: Term[],
  profile: TableProfile,
  named: ColumnBinding[],
): { named: ColumnBinding[]; values: ValueBinding[] } {
  const values: ValueBinding[] = []
  const taken = new Set<ColumnBinding>()
  for (const b of named) {
    if (!isLevel(b.column, profile.rows) || !profile.columns.includes(b.column)) continue
    const first = Math.min(...b.terms)
    let k = first - 1
    const extreme = terms[k]
    const side = extreme ? end(extreme) : null
    if (!side) continue
    if (terms[k - 1]?.lemma === 'the') k--
    if (!AT.test(terms[k - 1]?.lemma ?? '')) continue
    const value = side === 'max' ? b.column.max : b.column.min
    if (typeof value !== 'number') continue
    const last = Math.max(...b.terms)
    const again = restated(terms, last, terms[last]!.lemma, value)
    values.push({
      column: b.column,
      value: String(value),
      terms: [first - 1, ...b.terms, ...again],
    })
    taken.add(b)
  }
  return { named: named.filter((b) => !taken.has(b)), values }
}
