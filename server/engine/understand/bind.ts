import { EN_PACK } from '../lang/en'
import type { ColumnProfile, TableProfile } from '../types'
import { hits, initialsRuns, lexicalRelatives, nameWords, verbalHits } from './bind-semantic'
import { lastResortColumns } from './bind-last-resort'
import { claimTerms, QUALIFIERS, TIME_NOUNS } from './column-claims'
import type { Term } from './terms'
import { fold, wordsOf } from './words'
import { baseForm } from '../semantic/wordnet'

/**
 * Scored binding of question terms to columns (cell values: bind-values.ts).
 * A term (or its general synonym, or a two/three-word phrase) matches a word of the column
 * name; columns covering more of the question win, then those with fewer unmatched words.
 */

export interface ColumnBinding {
  column: ColumnProfile
  terms: number[]
  score: number
  /** How many words of the column name the question says. */
  words: number
}

/**
 * A phrase as the vocabulary keys it: folded words, or, for scripts written without spaces, the
 * text without the spaces that joined its segments ("最高 气温" is the vocabulary's "最高气温").
 */
export const phraseKey = (text: string) =>
  /[\u3040-\u30ff\u4e00-\u9fff]/.test(text) ? text.replace(/\s+/g, '') : wordsOf(text).join(' ')

const aliasCache = new WeakMap<TableProfile, Map<string, string>>()

/** The profile's own words for its columns (phrase → column name); empty without a vocabulary. */
function columnAliases(profile: TableProfile): Map<string, string> {
  let map = aliasCache.get(profile)
  if (map) return map
  map = new Map()
  for (const [column, phrases] of Object.entries(profile.vocabulary?.columns ?? {}))
    if (profile.columns.some((c) => c.name === column))
      for (const p of phrases) map.set(phraseKey(p), column)
  aliasCache.set(profile, map)
  return map
}

/** Expansions of a term: the dataset's own words first, its folded lemma, then general synonyms. */
function expansions(
  terms: Term[],
  i: number,
  aliases: Map<string, string>,
): { words: string[]; span: number }[] {
  const out: { words: string[]; span: number }[] = []
  const t = terms[i]
  if (!t) return out
  if (aliases.size) {
    for (const span of [3, 2, 1]) {
      const words = terms.slice(i, i + span)
      if (words.length < span) continue
      for (const key of [
        phraseKey(words.map((x) => x.lemma).join(' ')),
        phraseKey(words.map((x) => x.text).join(' ')),
      ]) {
        const column = aliases.get(key)
        if (column) out.push({ words: wordsOf(column), span })
      }
    }
  }
  for (const span of [3, 2]) {
    const phrase = terms
      .slice(i, i + span)
      .map((x) => x.lemma)
      .join(' ')
    const syn = EN_PACK.words[phrase]
    if (syn && terms.slice(i, i + span).length === span)
      out.push({ words: syn.split(' ').map(fold), span })
  }
  // Several-word lemmas come from translations ("income per person").
  const lemmaSyn = EN_PACK.words[t.lemma]
  out.push({ words: [fold(t.lemma), fold(t.text)], span: 1 })
  // A noun's synonym is not its verb's: "placed an order" names no city.
  if (lemmaSyn && (t.pos !== 'VERB' || VERB_SENSES.has(t.lemma)))
    out.push({ words: lemmaSyn.split(' ').map(fold), span: 1 })
  // "sunny", "windy": an adjective made from a noun names what the noun names.
  const noun = t.pos === 'ADJ' ? denominal(t.lemma) : null
  if (noun) out.push({ words: [noun], span: 1 })
  if (t.lemma.includes(' ')) out.push({ words: t.lemma.split(' ').map(fold), span: 1 })
  // "sub-category", "year_of_birth": a joined word names a column by all of its parts.
  else if (/\w[-_/]\w/.test(t.lemma)) out.push({ words: wordsOf(t.lemma), span: 1 })
  // Last, what WordNet relates the word to: "heavy" is a value of weight, "weigh" makes weight,
  // "populous" population, "survive" survival. Also through the dataset's own words.
  const related = lexicalRelatives(t)
  if (related.length) {
    out.push({ words: related, span: 1 })
    for (const r of related) {
      const column = aliases.get(r)
      if (column) out.push({ words: wordsOf(column), span: 1 })
    }
  }
  return out
}

/** Synonyms that hold for the verb too ("who died" → deaths). */
export const VERB_SENSES = new Set(['die', 'kill', 'killed', 'adjust', 'depart', 'earn'])

/** The noun an adjective in -y is made from: sunny → sun, windy → wind, foggy → fog. */
export function denominal(lemma: string): string | null {
  if (!/^[a-z]{4,}y$/.test(lemma) || /ly$/.test(lemma)) return null
  const stem = lemma.slice(0, -1)
  return /([bdgmnprt])\1$/.test(stem) ? stem.slice(0, -1) : stem
}

/** The plain word of a count column's "n" ("ncases": number of cases, semantic/header.ts). */
const COUNT_WORD = 'number'

const NAMEABLE = new Set(['NOUN', 'PROPN', 'X', 'NUM', 'ADJ', 'VERB', 'ADV'])

/** What the question says of one column so far: the name words covered, the terms saying them. */
interface Naming {
  column: ColumnProfile
  colWords: string[]
  covered: Set<string>
  used: number[]
}

export function bindColumns(
  terms: Term[],
  profile: TableProfile,
  rowNouns = new Set<string>(),
): ColumnBinding[] {
  const candidates: ColumnBinding[] = []
  const aliases = columnAliases(profile)
  for (const column of profile.columns) {
    const candidate = candidateOf(terms, column, aliases, rowNouns)
    if (candidate) candidates.push(candidate)
  }
  // Last, WordNet's synonyms of a word naming nothing, and a compound's head (bind-last-resort.ts).
  return lastResortColumns(terms, profile, rowNouns, candidates, claimTerms(terms, candidates))
}

/** The column as the question names it, scored; null when the question does not name it. */
function candidateOf(
  terms: Term[],
  column: ColumnProfile,
  aliases: Map<string, string>,
  rowNouns: Set<string>,
): ColumnBinding | null {
  if (column.kind === 'other') return null
  const colWords = nameWords(column)
  if (!colWords.length) return null
  const naming: Naming = { column, colWords, covered: new Set<string>(), used: [] }
  const { covered, used } = naming
  for (const t of terms) nameByTerm(terms, t, naming, aliases, rowNouns)
  // "miles per gallon" for mpg, "gross domestic product" for gdp: a header of initials.
  for (const run of initialsRuns(terms, column)) {
    if (run.terms.some((k) => used.includes(k))) continue
    covered.add(run.word)
    used.push(...run.terms)
  }
  if (!used.length) return null
  if (!namedFitly(terms, naming, aliases)) return null
  // "Total", "overall" and "$" qualify a name: "cost" names Cost Total $ as fully as Cost Other.
  const nameOnly = colWords.filter((w) => !QUALIFIERS.has(w))
  const score =
    used.length +
    [...covered].filter((w) => !QUALIFIERS.has(w)).length / Math.max(1, nameOnly.length)
  return { column, terms: used, score, words: covered.size }
}

/** Adds what one term says of the column (its words covered, its positions used) to naming. */
function nameByTerm(
  terms: Term[],
  t: Term,
  naming: Naming,
  aliases: Map<string, string>,
  rowNouns: Set<string>,
): void {
  const { column, colWords, covered, used } = naming
  if (t.role && !t.role.startsWith('cue:')) return
  if (!NAMEABLE.has(t.pos) || t.num !== undefined) return
  // A word naming the rows ("deaths" in a file of deaths) names a column (death_date) only in full.
  const ex = expansions(terms, t.i, aliases)
  const rowWord = ex.some((e) => e.span === 1 && e.words.some((w) => rowNouns.has(w)))
  for (const e of ex) {
    const hit = hits(e.words, column, colWords)
    // Nor any column it is only part of: "passengers" in a table of passengers is the rows,
    // not passengerClass.
    // ("sleep" still names sleep_total: "total" only qualifies it.)
    // ("cases" still names ncases, the number of cases: "how many" says the number.)
    const named = colWords.filter((w) => !QUALIFIERS.has(w) && w !== COUNT_WORD)
    if (rowWord && hit.length < named.length) continue
    if (hit.length) {
      hit.forEach((w) => covered.add(w))
      for (let k = t.i; k < t.i + e.span; k++) if (!used.includes(k)) used.push(k)
      break
    }
  }
  // "Did more women survive": the verb of a header written as its participle (survived,
  // released, switched), when nothing else named the column.
  if (t.pos === 'VERB' && !used.includes(t.i) && !rowWord) {
    const participle = colWords.filter((w) => w !== fold(t.lemma) && baseForm(w, 'v') === t.lemma)
    if (participle.length) {
      participle.forEach((w) => covered.add(w))
      used.push(t.i)
    }
  }
  // Last, a noun through its verb ("survival" → survived), when nothing else named the column.
  if (t.pos === 'NOUN' && !used.includes(t.i) && !rowWord) {
    const verbal = verbalHits(fold(t.lemma), colWords)
    if (verbal.length) {
      verbal.forEach((w) => covered.add(w))
      used.push(t.i)
    }
  }
}

/** Whether the words that touched the column name it as a whole, not in passing. */
function namedFitly(terms: Term[], naming: Naming, aliases: Map<string, string>): boolean {
  const { column, colWords, covered, used } = naming
  // A date column is named by its time word ("date", "day", "year"), not by "death" of death_date.
  if (
    (column.kind === 'temporal' || column.kind === 'year') &&
    colWords.length > 1 &&
    ![...covered].some((w) => TIME_NOUNS.includes(w))
  )
    return false
  // "People" is whom the rows are about: personSearch (a search of the person) needs its head word.
  if (colWords.length > 1 && [...covered].every((w) => /^(person|people|individual)$/.test(w)))
    return false
  // A cue word ("count", "high") names a column only when the column is named exactly by it.
  const plain = used.filter((k) => !terms[k]?.role)
  if (!plain.length && covered.size < colWords.length) return false
  // …as the header is written: "percentage" asks for a share, though "perc" abbreviates it.
  if (
    !plain.length &&
    column.semantics &&
    !used.every((k) => writtenIn(terms[k]!, column, aliases))
  )
    return false
  return true
}

/**
 * The term is one of the header's own words ("max" of temp_max) or the dataset's own word for
 * the column ("hot" for temp_max), not a word an abbreviation was read as.
 */
function writtenIn(t: Term, column: ColumnProfile, aliases: Map<string, string>): boolean {
  // A graded word ranks by what it grades: "heaviest" names weight through WordNet.
  if (t.degree || (/^(ADJ|ADV)$/.test(t.pos) && /[a-z](est|er)$/i.test(t.text))) return true
  const own = wordsOf(column.name)
  if (own.includes(fold(t.lemma)) || own.includes(fold(t.text))) return true
  return [t.lemma, t.text].some((w) => aliases.get(phraseKey(w)) === column.name)
}
