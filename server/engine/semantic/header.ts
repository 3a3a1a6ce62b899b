import type { ColumnProfile, ColumnSemantics } from '../types'
import { fold } from '../understand/words'
import { MEASURE_FILES, nounFile } from './lexicon'
import { conventionalOf } from './abbreviations'
import { familySplit, type SharedPrefixes } from './header-family'
import { splitName } from './names'
import { expandAbbreviation, isWord } from './wordnet'

/**
 * What a header says by itself: its words, what each abbreviation stands for ("wt" → weight,
 * "poptotal" → population total), and whether its numbers are labels (Diet 1–4). The dataset's
 * own words for it are added by model.ts.
 */

/** Words too short or too common to expand: they already say what they mean. */
const KEEP = /^(id|no|sex|age|year|day|month|week|date|time|name|type|kind|code|rate|size)$/

/** Function words that stand in headers as themselves ("per" of percollege, "in" of inmetro). */
const FUNCTION = /^(per|in|to|of|by|on|at|un|non|is|has|the|and|or|n)$/

/**
 * The words a header token may stand for, best first: itself when it is a word; else WordNet
 * words it is a prefix of ("pop" → population, "supp" → support, supply, supplement), or, for
 * a skeleton of letters ("wt", "hp"), the first such word that names an attribute or quantity
 * (weight, horsepower). Nothing when no expansion is that sure: "am" is no aminomethane.
 */
function expansionsOf(token: string): string[] {
  if (!/^[a-z]+$/.test(token) || FUNCTION.test(token)) return []
  if ((token.length >= 4 && isWord(token)) || KEEP.test(token)) return [token]
  const listed = conventionalOf(token)
  if (listed.length) return listed
  const candidates = expandAbbreviation(token, { limit: 6 })
  const prefixed = token.length >= 3 ? candidates.filter((c) => c.startsWith(token)) : []
  if (prefixed.length) return prefixed.slice(0, 3)
  const skeleton = candidates.find((c) => {
    const file = nounFile(c)
    return file !== null && MEASURE_FILES.has(file)
  })
  return skeleton ? [skeleton] : []
}

/** Headers that share a prefix are a family: this many make one ("popwhite", "popblack", …). */
const FAMILY = 3

/**
 * Prefixes of three to five letters that begin at least three of a table's run-together headers
 * and begin a word ("perc" of percent, "pop" of population): pieces the headers are built from.
 */
export function sharedPrefixes(names: readonly string[]): SharedPrefixes {
  const runs = names.map((n) => n.toLowerCase()).filter((n) => /^[a-z]{5,}$/.test(n))
  const count = new Map<string, number>()
  for (const r of runs)
    for (let k = 3; k <= 5 && k <= r.length - 2; k++)
      count.set(r.slice(0, k), (count.get(r.slice(0, k)) ?? 0) + 1)
  const list = [...count]
    .filter(([p, n]) => n >= FAMILY && (isWord(p) || isStem(p)))
    .map(([p]) => p)
    .sort((a, b) => b.length - a.length)
  return Object.assign(list, { headers: names })
}

const SEX_LETTER: Record<string, string> = { f: 'female', m: 'male' }

/** A run of letters that starts a known word (unemploy → unemployment). */
const isStem = (run: string) => expandAbbreviation(run, { limit: 3 }).some((w) => w.startsWith(run))

export function columnSemantics(
  column: ColumnProfile,
  shared: SharedPrefixes = [],
): ColumnSemantics {
  // A family's header is cut after the prefix it shares ("perc" + asian), as its siblings are.
  const family = familySplit(column.name, shared, isStem)
  const pieces = family?.pieces ?? splitName(column.name, isWord, isStem, shared)
  const raw = pieces.map(fold)
  // A last lone "f" or "m" after other words marks a sex ("lifeExpF", "popM"), as headers write it.
  const options = raw.map((t, k) => {
    const sibling = family?.siblings.get(pieces[k]!)
    if (sibling) return [sibling]
    return k > 0 && k === raw.length - 1 && SEX_LETTER[t] ? [SEX_LETTER[t]] : expansionsOf(t)
  })
  const plain = raw.map((t, k) => fold(options[k]![0] ?? t))
  // "ncases", "n_obs": a leading n before a noun is the number of it, as statisticians write.
  if (raw.length === 2 && raw[0] === 'n' && nounFile(plain[1]!) !== null) plain[0] = 'number'
  const alternatives = options.map((o) => o.slice(1).map(fold))
  return {
    raw,
    plain,
    ...(alternatives.some((a) => a.length) ? { alternatives } : {}),
    ...(isLabel(column, plain) ? { role: 'label' as const } : {}),
  }
}

/**
 * WordNet's lexicographer files for things one numbers rather than measures: animal, artifact,
 * food, group, location, object, person, plant, substance.
 */
const THINGS = new Set([5, 6, 13, 14, 15, 17, 18, 20, 27])

/**
 * Whole numbers 1…k (every one of them present, k ≥ 3) in a column named after a thing ("Diet",
 * "Chick", "policePrecinct") number the things: labels, not quantities. A rating 1–5 is named
 * after no thing and stays a measure.
 */
function isLabel(c: ColumnProfile, plain: string[]): boolean {
  if (c.kind !== 'numeric' || !/INT/i.test(c.type)) return false
  if (c.min !== 1 || typeof c.max !== 'number' || c.max !== c.distinct || c.distinct < 3)
    return false
  const head = plain.at(-1)
  const file = head ? nounFile(head) : null
  return file !== null && THINGS.has(file)
}
