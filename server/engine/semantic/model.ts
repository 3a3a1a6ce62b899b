import pluralize from 'pluralize'
import type { ColumnProfile, ColumnSemantics, TableProfile, Vocabulary } from '../types'
import { EN_PACK } from '../lang/en'
import { isPeopleNoun } from '../understand/people'
import { fold, GENERIC, wordsOf } from '../understand/words'
import { readDictionary } from './dictionary'
import { applyOverrides, overridesKey, type SemanticOverrides } from './overrides'
import { columnSemantics, sharedPrefixes } from './header'
import { seriesOf } from './series'

/**
 * The semantic model of one dataset: what each column is called in plain words, what its coded
 * values mean, its unit, and what one row is. Built by general means only (docs/analysis-engine.md,
 * "The semantic model"): the header split into words and each short piece expanded against
 * WordNet ("poptotal" → population total, "wt" → weight), then whatever the dataset's description
 * says in a data dictionary ("wt: weight in 1,000 lb", "OJ = orange juice"), which wins.
 */

interface SemanticModel {
  columns: Record<string, ColumnSemantics>
  vocabulary: Vocabulary
  /** Nouns for what one row is, from the description ("a passenger", "one row per county"). */
  rows: string[]
}

export interface DatasetWords {
  name: string
  description: string
  overrides?: SemanticOverrides // the user's corrections (semantic/overrides.ts), applied last
}

const MAX_DESCRIPTION = 8000

function buildSemantics(profile: TableProfile, dataset: DatasetWords): SemanticModel {
  const columns: Record<string, ColumnSemantics> = {}
  const shared = sharedPrefixes(profile.columns.map((c) => c.name))
  for (const c of profile.columns) columns[c.name] = columnSemantics(c, shared)
  const dict = readDictionary(
    dataset.description.slice(0, MAX_DESCRIPTION),
    profile.columns.map((c) => ({
      name: c.name,
      values: c.values,
      numeric: c.kind === 'numeric' || c.kind === 'year',
    })),
  )
  for (const [name, unit] of Object.entries(dict.units)) {
    const col = columns[name]
    if (col) col.unit = unit
  }
  const rowNoun = dict.rowNoun ?? countedNoun(dataset.description, profile.rows)
  // A generic noun ("readings", "records") is still what the rows are when the description says so.
  const rows = rowNoun
    ? rowNoun
        .split(/\s+/)
        .map(fold)
        .filter((w) => w.length > 2)
    : []
  // "Police stops" and "the date and time of the stop": a word naming the rows is not a column's.
  const rowWords = new Set(
    [...wordsOf(dataset.name), ...rows].flatMap((w) => [w, pluralize.singular(w)]),
  )
  const cells = cellWords(profile)
  const glosses = valueGlosses(dict.columns ?? {}, cells)
  const vocabulary = mergeVocabulary(profile.vocabulary, {
    columns: withHeadWords(dict.columns ?? {}, dict.units, rowWords, cells, glosses),
    values: mergeValues(dict.values ?? {}, glosses),
  })
  return { columns, vocabulary: applyOverrides(columns, vocabulary, dataset.overrides), rows }
}

/**
 * "578 weighings of 50 chicks", "3,020 households in Araihazar": where a description counts
 * exactly as many things as the table has rows, those things are its rows.
 */
function countedNoun(text: string, rows: number): string | undefined {
  for (const m of text.slice(0, 8000).matchAll(/(\d[\d,]*)\s+([A-Za-z][a-z-]+(?: [a-z]+)?)/g)) {
    if (Number(m[1]!.replace(/,/g, '')) !== rows) continue
    const words = m[2]!.split(' ')
    // "50 guinea pigs" is two words; "578 weighings of" only the first.
    const noun = words.length === 2 && !/^(of|in|on|at|for|from|with|by|and|or)$/.test(words[1]!)
    return (noun ? words : words.slice(0, 1)).join(' ').toLowerCase()
  }
  return undefined
}

/**
 * A dictionary's phrases say more than a question repeats: "days since hatching" is asked as
 * "day 21", "body weight" as "weight", and a column in grams as "300 grams". Each content word
 * of a column's phrases, and its unit, also names it when no other column's phrases use that word.
 */
function withHeadWords(
  columns: Record<string, string[]>,
  units: Record<string, { unit?: string }>,
  rowWords: Set<string>,
  cells: Map<string, Set<string>>,
  glosses: Glosses,
): Record<string, string[]> {
  const owners = new Map<string, Set<string>>()
  // "Colour (Black/White: …)", "party (Republican 共和党, …)": a phrase that says one of the
  // column's own values, or only glosses one, names that value, not the column.
  const glossed = (col: string) => new Set(Object.values(glosses[col] ?? {}).flat())
  const phrasesOf = (col: string) =>
    (columns[col] ?? []).filter(
      (p) => !wordsOf(p).some((w) => cells.get(col)?.has(w)) && !glossed(col).has(p),
    )
  const wordsFor = (col: string) => [
    ...phrasesOf(col).flatMap((p) => wordsOf(p).filter((w) => !aboutWhom(p).has(w))),
    ...wordsOf(units[col]?.unit ?? ''),
  ]
  const all = new Set([...Object.keys(columns), ...Object.keys(units)])
  for (const col of all)
    for (const w of wordsFor(col))
      if (
        w.length > 2 &&
        (!GENERIC.has(w) || TIME_UNIT.test(w)) &&
        !HEAD_STOP.test(w) &&
        !cueWords().has(w) &&
        !rowWords.has(w) &&
        // "Colour: Black or White": a value the phrase lists is that value, not the column.
        !cells.get(col)?.has(w)
      )
        owners.set(w, (owners.get(w) ?? new Set()).add(col))
  const out: Record<string, string[]> = {}
  for (const col of all) {
    const own = wordsFor(col).filter((w) => owners.get(w)?.size === 1)
    out[col] = [...new Set([...phrasesOf(col), ...own])]
  }
  return out
}

type Glosses = Record<string, Record<string, string[]>>

/**
 * "Party → 政党 (Republican 共和党, Democratic 民主党)": a column phrase of one of the column's
 * values and other words glosses that value ("republican" is 共和党), in any language.
 */
function valueGlosses(columns: Record<string, string[]>, cells: Map<string, Set<string>>): Glosses {
  const out: Glosses = {}
  for (const [col, phrases] of Object.entries(columns)) {
    const own = cells.get(col)
    if (!own) continue
    for (const p of phrases) {
      const words = wordsOf(p)
      const said = words.filter((w) => own.has(w))
      const rest = words.filter((w) => !own.has(w))
      if (said.length !== 1 || !rest.length) continue
      const byValue = (out[col] ??= {})
      byValue[said[0]!] = [...new Set([...(byValue[said[0]!] ?? []), rest.join(' ')])]
    }
  }
  return out
}

/** The dictionary's values with the glosses its column phrases gave them. */
function mergeValues(values: Glosses, glosses: Glosses): Glosses {
  const out: Glosses = { ...values }
  for (const [col, byValue] of Object.entries(glosses))
    for (const [value, words] of Object.entries(byValue))
      out[col] = { ...out[col], [value]: [...new Set([...(out[col]?.[value] ?? []), ...words])] }
  return out
}

/** The words of each categorical column's values, folded (a dictionary phrase may list them). */
function cellWords(profile: TableProfile): Map<string, Set<string>> {
  return new Map(
    profile.columns
      .filter((c) => c.kind === 'categorical')
      .map((c) => [c.name, new Set(c.values.flatMap((v) => wordsOf(v)))]),
  )
}

/**
 * "Population of the respondent's community", "race of the person stopped": the people a phrase
 * says the value belongs to are whom the rows are about, not what the column holds, so neither
 * they nor the words that qualify them ("stopped") name the column alone.
 */
function aboutWhom(phrase: string): Set<string> {
  const out = new Set<string>()
  let afterOf = false
  let whom = false
  for (const raw of phrase.split(/\s+/)) {
    const w = wordsOf(raw)[0]
    if (!w) continue
    if (w === 'of') {
      afterOf = true
      whom = false
      continue
    }
    // "Percentage of incumbents who are women": the clause says what is held again.
    if (/^(who|whom|whose|that|which)$/.test(w)) {
      afterOf = false
      whom = false
      continue
    }
    const person = isPeopleNoun(pluralize.singular(w))
    if (person && /['’]s$/.test(raw)) out.add(w)
    else if (person && afterOf) whom = true
    if (whom) out.add(w)
  }
  return out
}

let cues: Set<string> | null = null
/**
 * "Date (first day of the month)": a word a question says to ask something ("first", "average",
 * "total") stays that cue; it names a column only within the dictionary's whole phrase.
 */
const cueWords = () =>
  (cues ??= new Set(
    Object.values(EN_PACK.cues)
      .flat()
      .filter((c) => /^[a-z]+$/.test(c)),
  ))

/** Time units name a column that counts them ("days since hatching" is asked as "day 21"). */
const TIME_UNIT = /^(second|minute|hour|day|week|month|year)$/

/** Function words and words that describe a column without naming what it holds. */
const HEAD_STOP =
  /^(the|and|for|with|since|from|that|this|per|its|their|was|were|are|how|what|which|who|whether|any|each|one|not|all|into|onto|than|also|given|used|label|coded|code|yes)$/

function mergeVocabulary(a: Vocabulary | undefined, b: Vocabulary): Vocabulary {
  const columns: Record<string, string[]> = {}
  for (const src of [a?.columns ?? {}, b.columns ?? {}])
    for (const [col, phrases] of Object.entries(src))
      columns[col] = [...new Set([...(columns[col] ?? []), ...phrases])]
  const values: Record<string, Record<string, string[]>> = {}
  for (const src of [a?.values ?? {}, b.values ?? {}])
    for (const [col, byValue] of Object.entries(src)) {
      const into = (values[col] ??= {})
      for (const [value, phrases] of Object.entries(byValue))
        into[value] = [...new Set([...(into[value] ?? []), ...phrases])]
    }
  return { columns, values }
}

const applied = new WeakMap<TableProfile, Map<string, TableProfile>>()

/**
 * The profile as the engine reads it for this dataset: the semantic model on its columns and
 * vocabulary. Cached per profile, description and overrides, so a question costs nothing extra.
 */
export function withSemantics(profile: TableProfile, dataset: DatasetWords): TableProfile {
  const key = `${dataset.name}\u0000${dataset.description}\u0000${overridesKey(dataset.overrides)}`
  let byKey = applied.get(profile)
  if (!byKey) applied.set(profile, (byKey = new Map<string, TableProfile>()))
  const hit = byKey.get(key)
  if (hit) return hit
  const model = buildSemantics(profile, dataset)
  const columns: ColumnProfile[] = profile.columns.map((c) => ({
    ...c,
    semantics: model.columns[c.name],
  }))
  const out: TableProfile = {
    ...profile,
    columns,
    vocabulary: model.vocabulary,
    ...(model.rows.length ? { rowWords: model.rows } : {}),
  }
  const series = seriesOf(profile)
  if (series) out.series = series
  if (byKey.size > 8) byKey.clear()
  byKey.set(key, out)
  return out
}
