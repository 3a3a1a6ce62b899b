import type { TableProfile } from '../types'
import type { ValueBinding } from './bind-values'
import type { Term } from './terms'
import { fold, GENERIC } from './words'

/**
 * Values written as codes, read from the words they abbreviate: a prefix ("prof" of professional,
 * "carni" of carnivores) or the initials of adjacent words ("bc" of blue collar, "wc" of white
 * collar). Only in columns of few short values, and only where one value of the column fits, so
 * the code is the column's convention rather than chance.
 */

/** Columns of at most this many values, each at most this long, hold codes. */
const FEW = 20
const SHORT = 7

const CONTENT = /^(NOUN|PROPN|ADJ|X|VERB)$/
const isCode = (v: string) => /^[\p{L}+]{1,7}$/u.test(v) && v.length <= SHORT

export function codedValues(
  terms: Term[],
  profile: TableProfile,
  taken: Set<number>,
): ValueBinding[] {
  const out: ValueBinding[] = []
  const free = (t: Term | undefined): t is Term =>
    !!t &&
    !taken.has(t.i) &&
    !t.role?.startsWith('column:') &&
    CONTENT.test(t.pos) &&
    !GENERIC.has(fold(t.lemma)) &&
    // "The largest share": a word that grades ranks; it is no code ("lar" of LAR).
    !(t.degree || (/^(ADJ|ADV)$/.test(t.pos) && t.text.toLowerCase() !== t.lemma.toLowerCase()))
  for (const column of profile.columns) {
    if (column.kind !== 'categorical' || !column.values.length || column.distinct > FEW) continue
    // Codes are written in one case ("bc", "prof"; "OJ", "VC"); "Big" and "Heat" are titles.
    const lower = column.values.every((v) => v === v.toLowerCase())
    const upper = column.values.every((v) => v === v.toUpperCase())
    if (!column.values.every(isCode) || !(lower || upper)) continue
    const codes = column.values.map((v) => ({ value: v, code: fold(v) }))
    for (const t of terms) {
      if (!free(t)) continue
      const word = fold(t.text)
      // A prefix of three letters or more that begins exactly one value's word.
      const prefixed = codes.filter(
        (c) => c.code.length >= 3 && word.length > c.code.length && word.startsWith(c.code),
      )
      if (prefixed.length === 1) {
        out.push({ column, value: prefixed[0]!.value, terms: [t.i] })
        continue
      }
      // Initials of two or three adjacent content words ("blue collar", "blue-collar").
      for (const n of [2, 3]) {
        const run: Term[] = []
        for (let k = t.i; k < terms.length && run.length < n; k++) {
          const x = terms[k]!
          if (x.text === '-') continue
          if (!free(x)) break
          run.push(x)
        }
        if (run.length !== n) continue
        const initials = run.map((x) => fold(x.text)[0]).join('')
        const hit = codes.filter((c) => c.code === initials)
        if (hit.length === 1) {
          out.push({ column, value: hit[0]!.value, terms: run.map((x) => x.i) })
          break
        }
      }
    }
  }
  // One term, one reading: the first found keeps it.
  const used = new Set<number>()
  return out.filter((b) => {
    if (b.terms.some((k) => used.has(k))) return false
    b.terms.forEach((k) => used.add(k))
    return true
  })
}
