import { nounFile } from '../semantic/lexicon'
import { baseForm } from '../semantic/wordnet'
import type { TableProfile } from '../types'
import { wordsOf } from './words'

/**
 * Tables of people: a survey's respondents, a register's arrestees. In one, a word for people
 * ("respondents", "households") is the rows (ledger.ts).
 */

/** WordNet's lexicographer file of nouns for people. */
const PERSON_FILE = 18

/** Columns that describe a person: a table with two of them is a table of people. */
const PERSON_ATTRIBUTE =
  /^(age|sex|gender|education|income|wage|race|ethnicity|colour|color|employed|employment|marital|religion|occupation|citizen|citizenship|language|vote)$/

const peopleTables = new WeakMap<TableProfile, boolean>()
export function holdsPeople(profile: TableProfile): boolean {
  let yes = peopleTables.get(profile)
  if (yes === undefined) {
    const words = profile.columns.flatMap((c) => c.semantics?.plain ?? wordsOf(c.name))
    yes = new Set(words.filter((w) => PERSON_ATTRIBUTE.test(w))).size >= 2
    peopleTables.set(profile, yes)
  }
  return yes
}

/**
 * WordNet's people (noun.person), "person" itself, the household a survey counts, and a person named by what was
 * done to them that WordNet lacks: "arrestee", "detainee" (a verb WordNet knows, plus -ee).
 */
export const isPeopleNoun = (lemma: string) =>
  // "Person" itself is in WordNet's top file (noun.Tops), not with the people.
  /^(household|family|person|people|individual)$/.test(lemma) ||
  nounFile(lemma) === PERSON_FILE ||
  agentOfPassive(lemma.replace(/(ee)s$/, '$1'))

// (The lemmatiser leaves an unknown plural as written: "arrestees".)
const agentOfPassive = (w: string) =>
  /^[a-z]{3,}ee$/.test(w) && nounFile(w) === null && baseForm(w.slice(0, -2), 'v') !== null
