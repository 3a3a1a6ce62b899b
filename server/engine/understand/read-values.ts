import type { TableProfile } from '../types'
import { bindValues, type ValueBinding } from './bind-values'
import { listedNumbers } from './listed-numbers'
import { taughtCodes } from './taught-codes'
import type { Parsed, Term } from './terms'
import { valueIndexOf, type ValueEntry } from './value-index'
import { fold } from './words'

/**
 * The cell values the question names: codes it teaches itself ("am is 1 for manual") read their
 * words first, then the data's own values and numbers listed as values of a column, then names
 * said in part ("Jabba" of "Jabba Desilijic Tiure") and codes that start the word said in full
 * ("carnivores": carni).
 */
export function readValues(parsed: Parsed, profile: TableProfile): ValueBinding[] {
  const { terms } = parsed
  // Codes taught in the question read their words first ("manual" is am = 1, once).
  const taught = taughtCodes(parsed, profile)
  const used = new Set(taught.flatMap((v) => v.terms))
  const read = [
    ...taught,
    ...[...bindValues(terms, profile, parsed.text), ...listedNumbers(terms, profile)].filter(
      (v) => !v.terms.some((k) => used.has(k)),
    ),
  ]
  for (const v of read) for (const k of v.terms) used.add(k)
  const named = namesInPart(terms, profile, used)
  for (const v of named) for (const k of v.terms) used.add(k)
  return [...read, ...named, ...codesAsWordStarts(terms, profile, used)]
}

/**
 * "Leaving out Jabba", "how old was John Jacob Astor": a run of capitalised words, every one a
 * word of one and the same value of a column of names, and of no other value, is that value.
 * Names are written in part; a word shared by two values ("John") names neither on its own.
 */
function namesInPart(terms: Term[], profile: TableProfile, used: Set<number>): ValueBinding[] {
  const index = valueIndexOf(profile)
  const out: ValueBinding[] = []
  const free = (t: Term | undefined): t is Term =>
    !!t && t.name && !t.role && t.num === undefined && !used.has(t.i)
  for (let k = 0; k < terms.length; k++) {
    if (!free(terms[k])) continue
    const run: Term[] = []
    while (free(terms[k])) run.push(terms[k++]!)
    let shared: ValueEntry[] | null = null
    for (const t of run) {
      const entries = index.get(fold(t.text)) ?? []
      shared = shared ? shared.filter((e) => entries.includes(e)) : entries
    }
    const hit = shared?.length === 1 ? shared[0]! : null
    // A column of names: nearly one value a row, so a part of one is that row's name.
    if (hit && hit.column.distinct >= profile.rows * 0.5)
      out.push({ column: hit.column, value: hit.value, terms: run.map((t) => t.i) })
  }
  return out
}

/**
 * "Carnivores, herbivores and omnivores" over a column holding carni, herbi, omni: a code that is
 * the start of the word said (most of it, not a syllable), of one value of one small column, is
 * that value. Codes are written by cutting words short.
 */
function codesAsWordStarts(
  terms: Term[],
  profile: TableProfile,
  used: Set<number>,
): ValueBinding[] {
  const small = profile.columns.filter(
    (c) => c.kind === 'categorical' && c.values.length > 1 && c.values.length <= 50,
  )
  const out: ValueBinding[] = []
  for (const t of terms) {
    if (t.role || t.num !== undefined || used.has(t.i) || t.text.length < 6) continue
    const word = fold(t.text)
    const hits = small.flatMap((column) =>
      column.values
        .filter((v) => {
          const code = fold(v)
          return (
            /^[a-z]{4,}$/.test(code) &&
            code.length < word.length - 1 &&
            code.length >= word.length * 0.4 &&
            word.startsWith(code)
          )
        })
        .map((value) => ({ column, value })),
    )
    if (hits.length === 1) out.push({ ...hits[0]!, terms: [t.i] })
  }
  return out
}
