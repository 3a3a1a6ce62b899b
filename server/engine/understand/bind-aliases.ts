import type { TableProfile } from '../types'
import { phraseKey } from './bind'
import type { ValueBinding } from './bind-values'
import type { Term } from './terms'
import { fold, GENERIC } from './words'
import { yesValue } from './yes-no'

/**
 * Values named by the dataset's own words (its vocabulary: samples', a data dictionary's, the
 * owner's) and short codes read from the words they abbreviate.
 */

/** Values the dataset's own vocabulary names ("apple" → symbol AAPL, "orange juice" → OJ). */
export function aliasValues(terms: Term[], profile: TableProfile): ValueBinding[] {
  const out: ValueBinding[] = []
  const free = (t: Term | undefined) => !!t && (!t.role || t.role.startsWith('cue:'))
  for (const [name, values] of Object.entries(profile.vocabulary?.values ?? {})) {
    const column = profile.columns.find((c) => c.name === name)
    if (!column) continue
    for (const [value, phrases] of Object.entries(values)) {
      if (column.values.length && !column.values.includes(value)) continue
      const keys = new Set(phrases.map(phraseKey))
      for (const t of terms)
        for (const span of [3, 2, 1]) {
          const run = terms.slice(t.i, t.i + span)
          // A phrase starts and ends at a word: "(blue collar" is "blue collar" after a bracket.
          const word = (x: Term | undefined) => !!x && /[\p{L}\p{N}]/u.test(x.text)
          if (run.length < span || !run.every(free) || !word(run[0]) || !word(run.at(-1))) continue
          const lemmas = phraseKey(run.map((x) => x.lemma).join(' '))
          const texts = phraseKey(run.map((x) => x.text).join(' '))
          // "The highest average" grades; it names no value a dictionary calls "high" (H).
          const graded = run.some(
            (x) => x.degree || (/^(ADJ|ADV)$/.test(x.pos) && x.text.toLowerCase() !== x.lemma),
          )
          if ((keys.has(lemmas) && !graded) || keys.has(texts)) {
            out.push({ column, value, terms: run.map((x) => x.i) })
            break
          }
        }
    }
  }
  return [...out, ...codedValues(terms, profile)]
}

/**
 * Short codes read from the words they abbreviate, without a dictionary: "orange juice" is OJ
 * and "vitamin C" VC (initials of two or three words), and "low, medium and high tension" are
 * L, M and H (first letters, when the words name at least two of a column's one-letter codes).
 */
function codedValues(terms: Term[], profile: TableProfile): ValueBinding[] {
  const out: ValueBinding[] = []
  const free = (t: Term | undefined) =>
    !!t && (!t.role || t.role.startsWith('cue:')) && t.num === undefined && /^\p{L}/u.test(t.text)
  for (const column of profile.columns) {
    if (column.kind !== 'categorical' || !column.values.length || column.values.length > 12)
      continue
    if (!column.values.every((v) => /^[A-Z]{1,3}$/.test(v))) continue
    // A yes/no column with more codes (vote Y, N, A, U): yes and no are read by yes-no.ts, the
    // other codes only where listed beside them.
    if (yesValue(column)) {
      const letters = column.values.filter((v) => v.length === 1)
      if (letters.length > 2) listedBeside(terms, column, letters, out, free)
      continue
    }
    for (const value of column.values.filter((v) => v.length >= 2)) {
      const code = value.toLowerCase()
      for (let i = 0; i + code.length <= terms.length; i++) {
        const run = terms.slice(i, i + code.length)
        if (!run.every(free) || run.map((t) => t.text[0]!.toLowerCase()).join('') !== code) continue
        // Initials of content words ("orange juice"), never of "number of" (NO).
        if (!run.every((t) => /^(NOUN|PROPN|ADJ|X)$/.test(t.pos) || /^[A-Z]$/.test(t.text)))
          continue
        out.push({ column, value, terms: run.map((t) => t.i) })
        break
      }
    }
    const letters = column.values.filter((v) => v.length === 1)
    if (letters.length < 2) continue
    const hits = terms.filter(
      (t) =>
        free(t) &&
        /^(ADJ|NOUN)$/.test(t.pos) &&
        t.text.length > 2 &&
        !GENERIC.has(fold(t.lemma)) &&
        letters.includes(t.text[0]!.toUpperCase()),
    )
    const distinct = new Set(hits.map((t) => t.text[0]!.toUpperCase()))
    // "Say they will vote no", "answered yes": one word right after the column's own name, whose
    // first letter is one of its one-letter codes (vote N), names that code.
    if (distinct.size < 2) {
      for (const t of terms) {
        // ("Voters who are undecided", "voters are undecided": across "are" too.)
        const be = terms[t.i - 1]?.lemma === 'be' ? 1 : 0
        const said = terms[t.i - 1 - be]?.role === `column:${column.name}`
        const word = /^(yes|no)$/i.test(t.text) || /^(ADJ|NOUN|ADV|INTJ)$/.test(t.pos)
        if (!said || !word || !free(t) || !/^\p{L}{2,}$/u.test(t.text)) continue
        if (GENERIC.has(fold(t.lemma)) || !letters.includes(t.text[0]!.toUpperCase())) continue
        out.push({ column, value: t.text[0]!.toUpperCase(), terms: [t.i] })
      }
      listedBeside(terms, column, letters, out, free)
      continue
    }
    // Words of one kind listed together ("low, medium and high"): at least two codes, close by.
    if (distinct.size >= 2 && hits.at(-1)!.i - hits[0]!.i <= 6)
      for (const t of hits) out.push({ column, value: t.text[0]!.toUpperCase(), terms: [t.i] })
    listedBeside(terms, column, letters, out, free)
  }
  return out
}

/**
 * "Vote yes, vote no, abstain, or are undecided": a word listed right after a code of the column
 * (across commas, "or", "and" and "are"), whose first letter is another of its one-letter codes,
 * names that code, whatever its part of speech; the list says what kind of word it is.
 */
function listedBeside(
  terms: Term[],
  column: TableProfile['columns'][number],
  letters: string[],
  out: ValueBinding[],
  free: (t: Term | undefined) => boolean,
): void {
  const coded = new Set(out.filter((o) => o.column === column).flatMap((o) => o.terms))
  for (const t of terms) {
    if (coded.has(t.i) || !free(t) || !/^\p{L}{3,}$/u.test(t.text)) continue
    if (!/^(ADJ|NOUN|VERB)$/.test(t.pos) || GENERIC.has(fold(t.lemma))) continue
    const letter = t.text[0]!.toUpperCase()
    if (!letters.includes(letter) || out.some((o) => o.column === column && o.value === letter))
      continue
    let j = t.i - 1
    let joined = false
    while (/^(,|or|and|be|will|would)$/.test(terms[j]?.lemma ?? '')) {
      joined ||= terms[j]!.lemma === ',' || terms[j]!.lemma === 'or' || terms[j]!.lemma === 'and'
      j--
    }
    // (A code said as yes or no after the column's name is read by yes-no.ts, later.)
    const yesNo =
      /^(yes|no)$/i.test(terms[j]?.text ?? '') && terms[j - 1]?.role === `column:${column.name}`
    const said = coded.has(j) || yesNo || !!terms[j]?.role?.startsWith(`value:${column.name}=`)
    if (!joined || !said) continue
    out.push({ column, value: letter, terms: [t.i] })
    coded.add(t.i)
  }
}
