import { LANGUAGES, type EngineLanguage } from '../text/language'
import type { ColumnProfile, TableProfile } from '../types'
import { fold } from '../understand/words'
import { columnSemantics } from './header'
import { piecesOf } from './header-pieces'
import { headerWords } from './header-words'
import { namingPhrase } from './naming-phrase'
import { MAX_OWN_SCRIPT_CHARS, OTHER_SCRIPT } from './plain-name-words'
import { BoundedMap } from './wordnet-files'

/**
 * A column's name as a person says it, for the words people read (suggested questions,
 * restatements, chart titles), never for SQL: "Miles_per_Gallon" → miles per gallon, "temp_max"
 * → max temperature, "pop" → population, "life_expect" → life expectancy, "GDP_per_capita" → GDP
 * per capita, "失业人数" as written.
 *
 * In order:
 * 1. A phrase of the dataset's vocabulary (its data dictionary, its own words) of at most four
 *    words that says the header's words: every content word of the header is in it, spelled out
 *    ("max temperature" for temp_max, "population" for pop, "miles per us gallon" for mpg), or
 *    the header says nothing by itself (x1, medv) and the phrase is a noun phrase. A synonym that
 *    replaces a header made of words ("revenue" for Sales) is not its name.
 * 2. Otherwise the header's own words: abbreviations spelled out only when sure (conventional
 *    ones, those WordNet lists, WordNet compounds: "life_exp" → life expectancy), anything else
 *    as written; a trailing max/min/total/average goes first ("max temperature"), "num_rooms" is
 *    "number of rooms".
 * Lower case, except acronyms and codes, kept as written (CO2, GDP, SAT) or as WordNet writes
 * them (gdp → GDP). In a language with its own script (LANGUAGES[lang].script: Chinese, Japanese,
 * Korean, Arabic, Russian, Hindi) a header in that script stays as written; otherwise the
 * vocabulary's fullest phrase in that script, else the English name.
 */

const names = new WeakMap<TableProfile, Map<string, string>>()
const free = new BoundedMap<string, string>(2000)

/** How a person says the column: see the file's comment. */
export function plainName(
  column: string | ColumnProfile,
  profile?: TableProfile | null,
  lang: EngineLanguage = 'EN',
): string {
  const name = typeof column === 'string' ? column : column.name
  const key = `${lang}\u0000${name}`
  const cache = profile ? (names.get(profile) ?? new Map<string, string>()) : free
  if (profile && !names.has(profile)) names.set(profile, cache)
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  const col = typeof column === 'string' ? profile?.columns.find((c) => c.name === column) : column
  let out: string
  try {
    out = nameIn(name, col, profile?.vocabulary?.columns?.[name] ?? [], lang)
  } catch {
    out = name
  }
  cache.set(key, out)
  return out
}

function nameIn(
  name: string,
  col: ColumnProfile | undefined,
  phrases: string[],
  lang: EngineLanguage,
): string {
  const { script, unspaced } = LANGUAGES[lang]
  if (script) {
    if (script.test(name)) return name.trim()
    // The fullest of the dataset's names in that script, not a short synonym or adjective
    // (最高气温 rather than 热, 每加仑英里数 rather than 油耗, 气缸数 rather than 缸).
    const own = phrases
      .filter((p) => script.test(p) && p.length <= MAX_OWN_SCRIPT_CHARS)
      .reduce<string | null>((a, b) => (a === null || b.length > a.length ? b : a), null)
    if (own) return unspaced ? own.replace(/\s+/g, '') : own
  }
  if (OTHER_SCRIPT.test(name) || !/\p{L}/u.test(name)) return name.trim()
  return englishName(name, col, phrases)
}

/** The English plain name of a header in Latin letters. */
export function englishName(name: string, col?: ColumnProfile, phrases: string[] = []): string {
  const pieces = piecesOf(name, col?.semantics?.raw)
  if (!pieces.length) return name
  const raw = pieces.map((p) => fold(p.lower))
  const given = col?.semantics
  const sem =
    given && given.raw.length === raw.length && given.raw.every((r, i) => r === raw[i])
      ? given
      : columnSemantics(col ?? { ...BARE, name })
  const plain =
    sem.raw.length === raw.length && sem.raw.every((r, i) => r === raw[i]) ? sem.plain : raw
  const header = headerWords(pieces, raw, plain, sem.alternatives)
  const phrase = namingPhrase(phrases, header)
  return phrase ?? header.text
}

const BARE: ColumnProfile = {
  name: '',
  type: 'VARCHAR',
  kind: 'other',
  distinct: 0,
  nulls: 0,
  min: null,
  max: null,
  values: [],
}
