import pluralize from 'pluralize'
import { chineseWords } from '../nlp/chinese'
import { englishTokens } from '../nlp/english'
import { oneRowPerDay } from './grains'
import type { ColumnProfile, TableProfile } from '../types'
import type { ColumnBinding } from './bind'
import type { Parsed } from './terms'
import { nameWords, verbalHits } from './bind-semantic'
import { wordsOf } from './words'
import { yesValue } from './yes-no'

/** A Chinese name's words as the segmenter cuts them ("美国总统任期" → 美国, 总统, 任期). */
const hanWords = (name: string) =>
  chineseWords(name).filter((w) => w.length >= 2 && /^\p{Script=Han}+$/u.test(w))

const cache = new WeakMap<TableProfile, Map<string, Set<string>>>()

/**
 * The words naming a table's rows: its semantic model's, and those of its file and dataset
 * names. The same for every question on the table: cut once per profile and name.
 */
export function rowNouns(profile: TableProfile, datasetName: string): Set<string> {
  let byName = cache.get(profile)
  if (!byName) cache.set(profile, (byName = new Map<string, Set<string>>()))
  let nouns = byName.get(datasetName)
  if (!nouns) byName.set(datasetName, (nouns = nounsOf(profile, datasetName)))
  return nouns
}

function nounsOf(profile: TableProfile, datasetName: string): Set<string> {
  // "Unemployment by industry": what follows "by" or "per" in a name groups the rows, it is not them.
  const own = (name: string) =>
    /\p{Script=Han}/u.test(name)
      ? hanWords(name)
      : wordsOf(name.split(/\b(?:by|per|across)\b/i)[0] ?? '')
  // "titanic-survival.csv": a name word that is a yes/no column's event ("survival" of survived)
  // says what the table records of its rows, not what the rows are.
  const events = profile.columns.filter((c) => yesValue(c)).map(nameWords)
  const event = (w: string) =>
    events.some((cw) => cw.length === 1 && (cw[0] === w || verbalHits(w, cw).length > 0))
  const fileName = profile.source.fileName.replace(/\.[a-z0-9]+$/i, '').replace(/[_-]/g, ' ')
  const named = [...own(fileName), ...own(datasetName)].filter((w) => !event(w))
  const words = [...(profile.rowWords ?? []), ...named]
  const stop = /^(csv|json|parquet|tsv|data|dataset|and|the|for|with|per|from|by|of|all|sample)$/
  const nouns = words.filter((w) => (w.length > 2 || /\p{Script=Han}/u.test(w)) && !stop.test(w))
  // "Star Wars characters": a character is one of them ("角色" reads as character).
  const singular = nouns.flatMap((w) => {
    const one = pluralize.singular(w)
    return one !== w && one.length > 2 ? [one] : []
  })
  return new Set([...nouns, ...singular, ...placesOf(`${fileName} ${datasetName}`)])
}

/**
 * "US economic time series": the place a table is of scopes all of it, so "the US population"
 * (or "美国人口") asks for no place filter. The place's code and its English name, as a question
 * says or translates it.
 */
function placesOf(name: string): string[] {
  const en = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
  return [...name.matchAll(/\b[A-Z]{2}\b/g)].flatMap(([code]) => {
    let full: string | undefined
    try {
      full = en.of(code)
    } catch {
      full = undefined
    }
    if (!full) return []
    const lemma = englishTokens(full)
      .map((t) => t.lemma)
      .join(' ')
    return [code.toLowerCase(), full.toLowerCase(), lemma, ...(ALSO[code] ?? [])]
  })
}
/** Names a country goes by that Intl does not give: the packs translate 美国 as "USA". */
const ALSO: Record<string, string[]> = { US: ['usa', 'america'], GB: ['uk', 'britain'] }

/**
 * "How many days …" in a table of one row per day counts rows, it does not group by date. So does
 * "the number of rainy days per month": "days" is the rows, "month" the grouping.
 */
export function daysAsRows(
  named: ColumnBinding[],
  parsed: Parsed,
  profile: TableProfile,
  time: ColumnProfile | null,
): ColumnBinding[] {
  const { terms } = parsed
  if (!parsed.cues.has('count') || !oneRowPerDay(time, profile.rows)) return named
  const grouping = /^(per|each|by|every|which|a|what)$/
  return named.flatMap((n) => {
    if (n.column !== time) return [n]
    const days = n.terms.filter(
      (k) => /^(day|天|日)$/.test(terms[k]!.lemma) && !grouping.test(terms[k - 1]?.lemma ?? ''),
    )
    for (const k of days) terms[k]!.role = 'rows'
    const left = n.terms.filter((k) => !days.includes(k))
    return left.length ? [{ ...n, terms: left }] : []
  })
}

/**
 * "The average poverty rate of counties outside metro areas", "the 75th percentile of county
 * population", "各县人口的中位数": the column of names the rows are (county, one a row or nearly),
 * said in the plural or as whose value the measure is, in a statistic over values, is the rows
 * themselves, not a grouping: a group of one or two rows has no median. "By county", "which
 * counties" and "list the counties" still group.
 */
export function rowsByName(
  parsed: Parsed,
  profile: TableProfile,
  named: ColumnBinding[],
  c: ColumnProfile,
): boolean {
  const { terms, cues } = parsed
  if (c.kind !== 'categorical' || c.distinct < profile.rows * 0.5) return false
  // The cue word may name a column too ("total population": poptotal), so the words are read.
  const summarised =
    (['average', 'total', 'median'] as const).some((k) => cues.has(k)) ||
    /\b(average|mean|total|sum|median)\b/i.test(parsed.text) ||
    terms.some((t) => t.role === 'statistic')
  if (!summarised) return false
  if ((['max', 'min', 'share'] as const).some((k) => cues.has(k)) || cues.has('count')) return false
  if (/\b(list|show|which|what are|name)\b/i.test(parsed.text)) return false
  const said = named.filter((n) => n.column === c).flatMap((n) => n.terms)
  // "County population", "各县人口": the name says whose value the next word's measure is.
  const measured = new Set(
    named.filter((n) => n.column !== c && n.column.kind === 'numeric').flatMap((n) => n.terms),
  )
  const whose = (k: number) => {
    let j = k + 1
    while (/^('s|’s|的)$/.test(terms[j]?.text ?? '')) j++
    return measured.has(j)
  }
  const plural = (k: number) => {
    const t = terms[k]!
    return t.pos === 'NOUN' && t.text.toLowerCase() !== t.lemma.toLowerCase()
  }
  // "Each county's population" is the rows; "分别", "for each", "by" elsewhere group.
  const each = cues.has('each')
    ? (parsed.cueAt.get('each') ?? []).every((k) => said.includes(k + 1) && whose(k + 1))
    : true
  return said.length > 0 && each && said.every((k) => whose(k) || plural(k))
}
