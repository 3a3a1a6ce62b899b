// A header cut into its pieces as written (plainName's first step): apart, as it reads no lexicon but the splitter's.
import { ABBREVIATIONS, FUNCTION } from './plain-name-words'
import { splitName } from './names'
import { expandAbbreviation, isWord } from './wordnet'

export interface Piece {
  /** As written in the header. */
  text: string
  /** Lower case. */
  lower: string
  /** What joined it to the piece before: '' (a case change or a digit), ' ' or '-'. */
  sep: string
}

/**
 * The header's pieces as written, split as semantic/names.ts splits it, or as the column's model
 * cut it (`cut`, its raw words: "perc asian" after the family's prefix) when that spells the
 * header whole.
 */
export function piecesOf(name: string, cut?: readonly string[]): Piece[] {
  const out: Piece[] = []
  const re = /([^\p{L}\p{N}$%]*)([\p{L}\p{N}$%]+)/gu
  for (const m of name.normalize('NFKC').matchAll(re)) {
    const sep = out.length === 0 ? '' : m[1]!.includes('-') ? '-' : ' '
    const part = m[2]!
    // A short part with two capitals or a lower letter before a capital is one code: CO2, NOx, pH.
    if (part.length <= 5 && /\p{L}/u.test(part) && /[A-Z].*[A-Z]|^[a-z]{1,2}[A-Z]+$/.test(part)) {
      out.push({ text: part, lower: part.toLowerCase(), sep })
      continue
    }
    const sub = part
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/(\p{L})(\p{N})/gu, '$1 $2')
      .replace(/(\p{N})(\p{L})/gu, '$1 $2')
      .split(' ')
      .filter(Boolean)
    sub.forEach((s, i) => {
      const whole = cut && sub.length === 1 && cut.join('') === name.toLowerCase()
      const split = whole ? [...cut] : splitName(s, isWord, isStem)
      // A glued run split into scraps ("Pclass" → pc lass, "lstat" → ls tat) stays as written.
      const words =
        split.length > 1 && split.some((w) => w.length < 3 && !ABBREVIATIONS[w] && !FUNCTION.has(w))
          ? [s.toLowerCase()]
          : split
      let at = 0
      words.forEach((w, j) => {
        const text = s.length === s.toLowerCase().length ? s.slice(at, at + w.length) : w
        at += w.length
        out.push({ text, lower: w, sep: i === 0 && j === 0 ? sep : '' })
      })
    })
  }
  return out
}

/** A run of letters that starts a known word (unemploy → unemployment), as the model reads it. */
const isStem = (run: string) => expandAbbreviation(run, { limit: 3 }).some((w) => w.startsWith(run))
