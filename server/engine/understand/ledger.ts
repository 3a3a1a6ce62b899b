import { EN_PACK } from '../lang/en'
import { isMeasure, type ColumnProfile, type TableProfile } from '../types'

/** Words for what a measure column holds ("score", "rate"), when said after its name. */
const HOLDS = /^(rate|score|level|value|figure|amount|total|size|index)$/
import { VERB_SENSES } from './bind'
import type { ValueBinding } from './bind-values'
import { holdsPeople, isPeopleNoun } from './people'
import type { Term } from './terms'
import { unitRole } from './units'
import { ACTIVITY, fold, GENERIC, wordsOf } from './words'

/**
 * The last pass of understanding: every word not yet bound to a column, a value, a cue or a
 * condition becomes a number, a function word, the rows themselves, a unit, a generic word or a
 * hint at a column's values, or is listed as not understood (and, for a noun, as a measure the
 * data lacks).
 */

const IGNORED_POS = new Set([
  'DET',
  'ADP',
  'AUX',
  'PRON',
  'PUNCT',
  'CCONJ',
  'SCONJ',
  'PART',
  'SYM',
  'SPACE',
  'INTJ',
])
const FILLER_VERBS = new Set([
  'be',
  'have',
  'do',
  'hold',
  'work',
  'occur',
  'record',
  'happen',
  'give',
  'show',
  'tell',
  'classify',
  'take',
  'look',
  'live',
  'go',
  'cover',
  'come',
  'reach',
  'cross',
  'become',
  'stand',
  'fill',
  'handle',
  'cause',
  'make',
  'get',
  'see',
  'find',
  'list',
  'know',
  'want',
  'like',
  'let',
  'say',
  'there',
  // Verbs that say only that a row exists: "how many penguins were measured", "films released in 2005".
  'measure',
  'observe',
  'include',
  'contain',
  'survey',
  'collect',
  'capture',
  'release',
  'register',
])

interface ValueWords {
  /** Categorical columns of at most 2,000 values, with the words of their values. */
  byColumn: Map<ColumnProfile, Set<string>>
  /** The words of every categorical column of under 2,000 values. */
  all: Set<string>
}

// The words of a table's values are the same for every question on it: read them once per
// profile (profiles are cached with their data source), not once per question.
const valueWordsCache = new WeakMap<TableProfile, ValueWords>()

function valueWordsOf(profile: TableProfile): ValueWords {
  let found = valueWordsCache.get(profile)
  if (!found) {
    found = { byColumn: new Map(), all: new Set() }
    for (const c of profile.columns) {
      if (c.kind !== 'categorical' || c.values.length > 2000) continue
      const words = new Set(c.values.flatMap((v) => wordsOf(v)))
      found.byColumn.set(c, words)
      if (c.values.length < 2000) for (const w of words) found.all.add(w)
    }
    valueWordsCache.set(profile, found)
  }
  return found
}

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
  let rowNoun = terms.some((t) => t.role === 'rows')
  const unknownMeasures: string[] = []
  const unknownConditions: string[] = []
  const notUnderstood: string[] = []
  const hinted: ColumnProfile[] = []
  /** Columns whose values contain the word ("disaster" → Entity: "All natural disasters"). */
  const { byColumn, all: allValueWords } = valueWordsOf(profile)
  const hint = (t: Term) => {
    if (IGNORED_POS.has(t.pos) || GENERIC.has(fold(t.lemma))) return
    const ws = [fold(t.lemma), ...t.lemma.split(' ').map(fold)]
    for (const [c, words] of byColumn)
      if (!hinted.includes(c) && ws.some((w) => words.has(w))) hinted.push(c)
  }
  for (const t of terms) if (t.role === 'rows') hint(t)
  const valueWords = new Set(values.flatMap((v) => wordsOf(v.value)))
  for (const t of terms) {
    if (t.role) continue
    const f = fold(t.lemma)
    if (t.num !== undefined) {
      t.role = 'number'
      continue
    }
    if (IGNORED_POS.has(t.pos) || (t.lemma.length < 2 && !/[\u4e00-\u9fff]/.test(t.lemma))) {
      t.role = 'function word'
      continue
    }
    // "The people who died" in a file of deaths: the verb of the rows' own event names them.
    const event =
      VERB_SENSES.has(t.lemma) &&
      (EN_PACK.words[t.lemma] ?? '').split(' ').some((w) => nouns.has(fold(w)))
    if (
      event ||
      nouns.has(f) ||
      (fold(t.text) !== f && nouns.has(fold(t.text))) ||
      t.lemma.split(' ').every((w) => nouns.has(fold(w)))
    ) {
      t.role = 'rows'
      rowNoun = true
      hint(t)
      continue
    }
    // "The prestige score", "the fertility rate", "the murder arrest rate": a word for what a
    // measure column holds, said after its name, is part of that name.
    const holder = [terms[t.i - 1], terms[t.i - 2]].find((x) => x?.role?.startsWith('column:'))
    const held = holder && profile.columns.find((c) => holder.role === `column:${c.name}`)
    // A rate is of a column that can hold one: "the poverty rate" is no head count of the poor.
    const rateLike = (c: ColumnProfile) => typeof c.max === 'number' && c.max <= 100
    if (held && isMeasure(held) && HOLDS.test(t.lemma) && (t.lemma !== 'rate' || rateLike(held))) {
      t.role = holder.role
      continue
    }
    const unit = unitRole(t, terms, profile)
    if (unit) {
      t.role = unit
      if (unit === 'unknown unit') unknownMeasures.push(t.text)
      continue
    }
    // "Flights that were on time": a state (by which threshold?), not the generic word "time".
    if (f === 'time' && /^(on|in)$/.test(terms[t.i - 1]?.lemma ?? '') && !terms[t.i + 1]?.num) {
      notUnderstood.push(`${terms[t.i - 1]!.text} ${t.text}`)
      unknownConditions.push(`${terms[t.i - 1]!.text} ${t.text}`)
      continue
    }
    if (GENERIC.has(f) || t.lemma.split(' ').every((w) => GENERIC.has(fold(w)))) {
      t.role =
        /^(person|people|victim|individual|row|record|entry|reading|observation|case|line)$/.test(f)
          ? 'rows'
          : 'generic'
      if (t.role === 'rows') rowNoun = true
      continue
    }
    if (
      allValueWords.has(f) ||
      valueWords.has(f) ||
      t.lemma.split(' ').some((w) => allValueWords.has(fold(w)))
    ) {
      t.role = 'values hint'
      hint(t)
      continue
    }
    if (FILLER_VERBS.has(t.lemma)) {
      t.role = 'function word'
      continue
    }
    // "The most common ship mode", "the busiest airport": how often rows occur, counted.
    if (ACTIVITY.test(t.lemma)) {
      t.role = 'frequency'
      continue
    }
    // "…, respectively": says values are asked one by one (listed-values.ts), nothing more.
    // "（含两端）": both ends included, said of a range, as "inclusive" is.
    const inclusive =
      /^(两端|端点)$/.test(t.text) &&
      terms.slice(Math.max(0, t.i - 2), t.i).some((x) => /[含包]/.test(x.text))
    if (inclusive || /^(when|where|how|what|which|why|respectively|apiece)$/.test(t.lemma)) {
      t.role = 'function word'
      continue
    }
    if (t.pos === 'ADV' || t.pos === 'ADJ' || t.pos === 'VERB' || t.pos === 'NUM') {
      notUnderstood.push(t.text)
      // "were cancelled", "are closed": a state the rows are said to be in.
      // "were shipped late": after a participle too.
      const be =
        terms[t.i - 1]?.lemma === 'be' ||
        (t.pos !== 'NUM' && terms[t.i - 2]?.lemma === 'be' && terms[t.i - 1]?.pos === 'VERB')
      if (t.pos !== 'NUM' && be) unknownConditions.push(t.text)
      continue
    }
    // A word glossed only as part of another's reading ("body" of 体重 → body weight) is not held
    // against the question; a word nothing could read is.
    if (t.pos === 'X' && !t.unread) continue
    // "How many respondents", "of the arrestees", "households": in a table of people, a word
    // for people is its rows (a household is a family's).
    if (t.pos === 'NOUN' && holdsPeople(profile) && isPeopleNoun(t.lemma)) {
      t.role = 'rows'
      rowNoun = true
      continue
    }
    notUnderstood.push(t.text)
    // "How many victims were women": rows said to be something, not a measure.
    if ((t.pos === 'NOUN' || t.pos === 'PROPN') && terms[t.i - 1]?.lemma === 'be')
      unknownConditions.push(t.text)
    else if (t.pos === 'NOUN' || t.pos === 'PROPN') unknownMeasures.push(t.text)
  }

  return { rowNoun, hinted, notUnderstood, unknownMeasures, unknownConditions }
}
