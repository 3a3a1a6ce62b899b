import pluralize from 'pluralize'
import { EN_PACK } from '../lang/en'
import { kindsOf } from '../semantic/hypernyms'
import { isMeasure, type ColumnProfile, type TableProfile } from '../types'

/** Words for what a measure column holds ("score", "rate"), when said after its name. */
const HOLDS = /^(rate|score|level|value|figure|amount|total|size|index)$/
/** Words for what a column of categories holds ("status", "type"), when said after its name. */
const LABELS = /^(status|type|category|class|group|kind|code|name|label|level)$/
import { VERB_SENSES } from './bind'
import type { ValueBinding } from './bind-values'
import { holdsPeople, isPeopleNoun } from './people'
import type { Term } from './terms'
import { unitRole } from './units'
import { ACTIVITY, fold, GENERIC, wordsOf } from './words'
import { measureNounsOf } from '../semantic/lexicon'
import { baseForm, glosses } from '../semantic/wordnet'
import { FILLER_VERBS, IGNORED_POS } from './function-words'
import { valueWordsOf } from './value-words'

/**
 * The last pass of understanding: every word not yet bound to a column, a value, a cue or a
 * condition becomes a number, a function word, the rows themselves, a unit, a generic word or a
 * hint at a column's values, or is listed as not understood (and, for a noun, as a measure the
 * data lacks).
 */

export interface Rest {
  /** The question counts the table's rows ("how many airports"). */
  rowNoun: boolean
  /** Categorical columns whose values contain a word of the question ("kinds of disaster"). */
  hinted: ColumnProfile[]
  notUnderstood: string[]
  unknownMeasures: string[]
  unknownConditions: string[]
}

/** `nouns`: words naming the rows (from the file and dataset names). */
export function classifyRest(
  terms: Term[],
  profile: TableProfile,
  values: ValueBinding[],
  nouns: Set<string>,
): Rest {
  const rest: Rest = {
    rowNoun: terms.some((t) => t.role === 'rows'),
    hinted: [],
    notUnderstood: [],
    unknownMeasures: [],
    unknownConditions: [],
  }
  /** Columns whose values contain the word ("disaster" → Entity: "All natural disasters"). */
  const { byColumn, all: allValueWords } = valueWordsOf(profile)
  const hint = (t: Term) => {
    if (IGNORED_POS.has(t.pos) || GENERIC.has(fold(t.lemma))) return
    const ws = [fold(t.lemma), ...t.lemma.split(' ').map(fold)]
    for (const [c, words] of byColumn)
      if (!rest.hinted.includes(c) && ws.some((w) => words.has(w))) rest.hinted.push(c)
  }
  for (const t of terms) if (t.role === 'rows') hint(t)
  const valueWords = new Set(values.flatMap((v) => wordsOf(v.value)))
  const context: RestContext = { terms, profile, nouns, valueWords, allValueWords, hint, rest }
  for (const t of terms) {
    if (t.role) continue
    classifyTerm(t, context)
  }
  return rest
}

/** What one question's leftover words are read against, and the Rest being filled in. */
interface RestContext {
  terms: Term[]
  profile: TableProfile
  nouns: Set<string>
  /** The words of the values bound. */
  valueWords: Set<string>
  /** The words of every categorical column of under 2,000 values. */
  allValueWords: Set<string>
  hint: (t: Term) => void
  rest: Rest
}

/** Gives one unbound word its role, or lists it in the Rest as not understood. */
function classifyTerm(t: Term, context: RestContext): void {
  const { terms, profile, nouns, valueWords, allValueWords, hint, rest } = context
  const f = fold(t.lemma)
  if (t.num !== undefined) {
    t.role = 'number'
    return
  }
  if (IGNORED_POS.has(t.pos) || (t.lemma.length < 2 && !/[\u4e00-\u9fff]/.test(t.lemma))) {
    t.role = 'function word'
    return
  }
  if (namesRows(t, f, nouns)) {
    t.role = 'rows'
    rest.rowNoun = true
    hint(t)
    return
  }
  const held = heldMeasure(t, terms, profile)
  if (held) {
    t.role = held
    return
  }
  const unit = unitRole(t, terms, profile)
  if (unit) {
    t.role = unit
    if (unit === 'unknown unit') rest.unknownMeasures.push(t.text)
    return
  }
  // "Flights that were on time": a state (by which threshold?), not the generic word "time".
  if (f === 'time' && /^(on|in)$/.test(terms[t.i - 1]?.lemma ?? '') && !terms[t.i + 1]?.num) {
    rest.notUnderstood.push(`${terms[t.i - 1]!.text} ${t.text}`)
    rest.unknownConditions.push(`${terms[t.i - 1]!.text} ${t.text}`)
    return
  }
  if (GENERIC.has(f) || t.lemma.split(' ').every((w) => GENERIC.has(fold(w)))) {
    t.role =
      /^(person|people|victim|individual|row|record|entry|reading|observation|case|line)$/.test(f)
        ? 'rows'
        : 'generic'
    if (t.role === 'rows') rest.rowNoun = true
    return
  }
  // "How many weighings": the act that took a column's measure (weigh → weight) is a row.
  if (t.pos === 'NOUN' && measuringAct(f, profile)) {
    t.role = 'rows'
    rest.rowNoun = true
    return
  }
  if (
    allValueWords.has(f) ||
    valueWords.has(f) ||
    t.lemma.split(' ').some((w) => allValueWords.has(fold(w)))
  ) {
    t.role = 'values hint'
    hint(t)
    return
  }
  const quiet = quietRole(t, terms)
  if (quiet) {
    t.role = quiet
    return
  }
  if (ofTheRows(t, terms, nouns)) {
    t.role = 'generic'
    return
  }
  unreadWord(t, terms, profile, rest)
}

/**
 * "The hypocenter depth" of earthquakes, "震源深度": a noun right before the column it
 * qualifies, whose definition is about what the rows are ("the point within the earth where an
 * earthquake rupture starts"), says whose value it is, not another quantity.
 */
function ofTheRows(t: Term, terms: Term[], nouns: Set<string>): boolean {
  if (t.pos !== 'NOUN' || !terms[t.i + 1]?.role?.startsWith('column:')) return false
  return glosses(t.lemma).some((g) =>
    wordsOf(g).some((w) => nouns.has(w) || nouns.has(pluralize.plural(w))),
  )
}

const kindsCache = new WeakMap<Set<string>, Set<string>>()

/** What the rows are kinds of ("mammal" → animal, creature): a question may name them so. */
function kindsOfRows(nouns: Set<string>): Set<string> {
  let kinds = kindsCache.get(nouns)
  if (!kinds) {
    kinds = new Set([...nouns].filter((n) => /^[a-z]+$/.test(n)).flatMap(kindsOf))
    kindsCache.set(nouns, kinds)
  }
  return kinds
}

/**
 * The word names the rows: the file's own noun, what that noun is a kind of ("which animal" in a
 * table of mammals, semantic/hypernyms.ts), or the verb of the rows' own event.
 */
function namesRows(t: Term, f: string, nouns: Set<string>): boolean {
  // "The people who died" in a file of deaths: the verb of the rows' own event names them.
  const event =
    VERB_SENSES.has(t.lemma) &&
    (EN_PACK.words[t.lemma] ?? '').split(' ').some((w) => nouns.has(fold(w)))
  return (
    event ||
    nouns.has(f) ||
    (t.pos === 'NOUN' && kindsOfRows(nouns).has(t.lemma)) ||
    (fold(t.text) !== f && nouns.has(fold(t.text))) ||
    t.lemma.split(' ').every((w) => nouns.has(fold(w)))
  )
}

/**
 * "The prestige score", "the fertility rate", "the murder arrest rate": a word for what a
 * measure column holds, said after its name, is part of that name (its column role, if so).
 */
function heldMeasure(t: Term, terms: Term[], profile: TableProfile): string | undefined {
  const holder = [terms[t.i - 1], terms[t.i - 2]].find((x) => x?.role?.startsWith('column:'))
  const held = holder && profile.columns.find((c) => holder.role === `column:${c.name}`)
  // A rate is of a column that can hold one: "the poverty rate" is no head count of the poor.
  const rateLike = (c: ColumnProfile) => typeof c.max === 'number' && c.max <= 100
  if (held && isMeasure(held) && HOLDS.test(t.lemma) && (t.lemma !== 'rate' || rateLike(held)))
    return holder.role
  // "The conservation status", "county names": a word for what a column of categories holds.
  if (held && held.kind === 'categorical' && LABELS.test(t.lemma)) return holder.role
  return undefined
}

/** A word that carries the sentence but asks nothing of the data (or only how often rows occur). */
function quietRole(t: Term, terms: Term[]): 'function word' | 'frequency' | null {
  if (FILLER_VERBS.has(t.lemma)) return 'function word'
  // "The most common ship mode", "the busiest airport": how often rows occur, counted.
  if (ACTIVITY.test(t.lemma)) return 'frequency'
  // "…, respectively": says values are asked one by one (listed-values.ts), nothing more.
  // "（含两端）": both ends included, said of a range, as "inclusive" is.
  const inclusive =
    /^(两端|端点)$/.test(t.text) &&
    terms.slice(Math.max(0, t.i - 2), t.i).some((x) => /[含包]/.test(x.text))
  if (inclusive || /^(when|where|how|what|which|why|respectively|apiece)$/.test(t.lemma))
    return 'function word'
  // "Which combination of wool and tension": the groups of both columns, as "which wool and tension".
  if (/^(combination|pair|pairing)$/.test(t.lemma) && terms[t.i + 1]?.lemma === 'of')
    return 'function word'
  return null
}

/** A word nothing read: listed as not understood, and as a condition or measure the data lacks. */
function unreadWord(t: Term, terms: Term[], profile: TableProfile, rest: Rest): void {
  if (t.pos === 'ADV' || t.pos === 'ADJ' || t.pos === 'VERB' || t.pos === 'NUM') {
    rest.notUnderstood.push(t.text)
    // "were cancelled", "are closed": a state the rows are said to be in.
    // "were shipped late": after a participle too.
    const be =
      terms[t.i - 1]?.lemma === 'be' ||
      (t.pos !== 'NUM' && terms[t.i - 2]?.lemma === 'be' && terms[t.i - 1]?.pos === 'VERB')
    if (t.pos !== 'NUM' && be) rest.unknownConditions.push(t.text)
    return
  }
  // A word glossed only as part of another's reading ("body" of 体重 → body weight) is not held
  // against the question; a word nothing could read is.
  if (t.pos === 'X' && !t.unread) return
  // "How many respondents", "of the arrestees", "households": in a table of people, a word
  // for people is its rows (a household is a family's).
  if (t.pos === 'NOUN' && holdsPeople(profile) && isPeopleNoun(t.lemma)) {
    t.role = 'rows'
    rest.rowNoun = true
    return
  }
  rest.notUnderstood.push(t.text)
  // "How many victims were women": rows said to be something, not a measure.
  if ((t.pos === 'NOUN' || t.pos === 'PROPN') && terms[t.i - 1]?.lemma === 'be')
    rest.unknownConditions.push(t.text)
  else if (t.pos === 'NOUN' || t.pos === 'PROPN') rest.unknownMeasures.push(t.text)
}

/** A gerund of the verb a numeric column's measure is named from ("weighing": weigh → weight). */
function measuringAct(word: string, profile: TableProfile): boolean {
  const verb = /ing$/.test(word) ? baseForm(word.replace(/ing$/, ''), 'v') : null
  if (!verb) return false
  const measures = new Set(measureNounsOf(verb))
  return profile.columns.some(
    (c) =>
      c.kind === 'numeric' && (c.semantics?.plain ?? wordsOf(c.name)).some((w) => measures.has(w)),
  )
}
