import { measureNounsOf } from '../semantic/lexicon'
import { synonyms, attributesOf, baseForm, derivations } from '../semantic/wordnet'
import type { ColumnProfile } from '../types'
import type { Term } from './terms'
import { fold, wordsOf } from './words'

/**
 * How the semantic model (semantic/model.ts) names columns in binding: a column's plain words,
 * the header as written, headers of initials, and the words WordNet relates a question word to.
 */

/** A column's words in plain language (its semantic model), else its header's words. */
export function nameWords(column: ColumnProfile): string[] {
  return column.semantics?.plain ?? wordsOf(column.name)
}

/**
 * The column words these words say: a plain word ("weight"), or a header word as written ("wt"),
 * which counts as its plain word.
 */
export function hits(words: string[], column: ColumnProfile, colWords: string[]): string[] {
  const sem = column.semantics
  const out = new Set<string>()
  // A header typed as written always names its column, however it was split ("Betrag").
  const whole = sem ? wordsOf(column.name) : []
  for (const w of words) {
    if (colWords.includes(w)) out.add(w)
    else if (whole.length === 1 && whole[0] === w) colWords.forEach((c) => out.add(c))
    else if (sem) {
      const k = sem.raw.indexOf(w)
      const alt = sem.alternatives?.findIndex((a) => a.includes(w)) ?? -1
      if (k >= 0) out.add(colWords[k]!)
      else if (alt >= 0) out.add(colWords[alt]!)
    }
  }
  return [...out]
}

/**
 * Runs of question words whose initials spell a header word that is not itself a word ("mpg":
 * miles per gallon), each with the plain word it stands for.
 */
export function initialsRuns(
  terms: Term[],
  column: ColumnProfile,
): { word: string; terms: number[] }[] {
  const sem = column.semantics
  if (!sem) return []
  const out: { word: string; terms: number[] }[] = []
  sem.raw.forEach((r, k) => {
    // Three letters at least: two-letter initials ("am" of "average mpg") are chance.
    // Also where a guess expanded the letters ("pce" read as price): initials said in full
    // outweigh a guess.
    if (!/^[a-z]{3,5}$/.test(r)) return
    for (let i = 0; i + r.length <= terms.length; i++) {
      const run = terms.slice(i, i + r.length)
      if (run.some((t) => !/^\p{L}/u.test(t.text) || t.num !== undefined)) continue
      // A word may stand for its initial or a synonym's: "personal consumption spending" is pce
      // (expenditure). One word at most by a synonym, so chance stays rare.
      const own = run.filter((t, j) => t.text[0]!.toLowerCase() === r[j])
      if (own.length < run.length - 1) continue
      const bySynonym = run.find((t, j) => t.text[0]!.toLowerCase() !== r[j])
      if (
        bySynonym &&
        !synonyms(bySynonym.lemma.toLowerCase(), 'n', 2).some(
          (w) => w[0] === r[run.indexOf(bySynonym)] && !w.includes(' '),
        )
      )
        continue
      // Initials of several words, not one word's letters: at least two of them are content words.
      if (run.filter((t) => /^(NOUN|PROPN|ADJ|X)$/.test(t.pos)).length < 2) continue
      out.push({ word: sem.plain[k] ?? r, terms: run.map((t) => t.i) })
      break
    }
  })
  return out
}

export function lexicalRelatives(t: Term): string[] {
  if (!/^[a-z]{3,}$/.test(t.lemma)) return []
  if (t.pos === 'ADJ') return [...attributesOf(t.lemma), ...derivations(t.lemma, 'n')].map(fold)
  if (t.pos === 'VERB') return [...derivations(t.lemma, 'n'), ...measureNounsOf(t.lemma)].map(fold)
  return []
}

/**
 * The words of a column's name a noun says through the verb it is made from: "survival" says
 * survived, "switching" switch, "release" released (WordNet's derivation, the header's verb
 * form undone by its morphology), so "the survival rate" names the column `survived`.
 */
export function verbalHits(noun: string, colWords: string[]): string[] {
  if (!/^[a-z]{4,}$/.test(noun)) return []
  const verbs = new Set([noun, ...derivations(noun, 'v')])
  return colWords.filter((w) => verbs.has(baseForm(w, 'v') ?? w) && w !== noun)
}
