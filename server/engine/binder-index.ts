import type { ColumnProfile, TableProfile } from './types'
import { CUE_PHRASES } from './text/cues'
import { isNearMiss } from './text/fuzzy'
import { nameTokens, STOPWORDS, tokenize } from './text/normalize'

/**
 * What the binder knows about a table, built once per profile: the column aliases (name tokens
 * and a few extra words) and an index of categorical values with their adjective forms.
 */

export const CONNECTORS = new Set(['in', 'per', 'of', 'the', 'a', 'and', 'by', 'to'])
/** Name parts that only say "identifier": Order ID is what "orders" counts. */
const GENERIC = new Set(['id', 'name', 'code', 'key', 'no', 'number', 'num'])
/** Extra words for common column names, keyed by the name's stems. */
const EXTRA_ALIASES: Record<string, string[][]> = {
  origin: [['airport'], ['departure'], ['source']],
  destination: [['arrival']],
  pop: [['people']],
}
export const SINGLE_CUES = new Set(
  CUE_PHRASES.filter((p) => p.stems.length === 1).map((p) => p.stems[0]),
)

export interface Alias {
  column: ColumnProfile
  stems: string[]
}

export function usableColumns(profile: TableProfile): ColumnProfile[] {
  return profile.columns.filter((c) => c.kind !== 'other')
}

function aliasesOf(profile: TableProfile): Alias[] {
  const out: Alias[] = []
  for (const column of usableColumns(profile)) {
    const stems = nameTokens(column.name)
      .map((t) => t.stem)
      .filter((s) => !CONNECTORS.has(s))
    if (!stems.length) continue
    out.push({ column, stems })
    for (const extra of EXTRA_ALIASES[stems.join(' ')] ?? []) out.push({ column, stems: extra })
  }
  return out
}

export function scoreAlias(phrase: string[], alias: string[]): number {
  if (!phrase.length) return 0
  const set = new Set(alias)
  if (phrase.length === alias.length && phrase.every((s) => set.has(s))) return 1
  if (phrase.join('') === alias.join('')) return 0.95
  const meaningful = phrase.filter((s) => !SINGLE_CUES.has(s) && !STOPWORDS.has(s))
  if (!meaningful.length) return 0
  if (phrase.every((s) => set.has(s))) {
    const rest = alias.filter((s) => !phrase.includes(s))
    return rest.every((s) => GENERIC.has(s)) ? 0.8 : 0.7
  }
  if (
    meaningful.length === phrase.length &&
    phrase.every((s) => alias.some((a) => isNearMiss(s, a)))
  ) {
    return phrase.length === alias.length ? 0.65 : 0.55
  }
  return 0
}

/** Ties between temp_max and temp_min go to max: "temperature" usually means the high. */
export function preference(name: string): number {
  const stems = nameTokens(name).map((t) => t.stem)
  return stems.includes('max') ? 0 : stems.includes('min') ? 2 : 1
}

interface ValueHit {
  column: string
  value: string
  code: boolean
}

interface Index {
  aliases: Alias[]
  values: Map<string, ValueHit[]>
}

/** Aliases and the value index depend only on the profile, which never changes once loaded. */
const indexes = new WeakMap<TableProfile, Index>()

export function indexOf(profile: TableProfile): Index {
  let index = indexes.get(profile)
  if (!index) {
    const values = new Map<string, ValueHit[]>()
    for (const column of usableColumns(profile)) {
      if (column.kind !== 'categorical') continue
      for (const value of column.values) {
        if (value.length < 2) continue
        for (const form of valueForms(value)) {
          if (!form || (!form.includes(' ') && (STOPWORDS.has(form) || SINGLE_CUES.has(form))))
            continue
          const list = values.get(form) ?? []
          list.push({ column: column.name, value, code: isCode(value) })
          values.set(form, list)
        }
      }
    }
    index = { aliases: aliasesOf(profile), values }
    indexes.set(profile, index)
  }
  return index
}

function valueForms(value: string): string[] {
  const stems = tokenize(value).map((t) => t.stem)
  const base = stems.join(' ')
  if (stems.length !== 1 || !base) return [base]
  // rain -> rainy, sun -> sunny, snow -> snowing: weather words are often written as adjectives.
  const last = base.at(-1) ?? ''
  return [base, `${base}y`, `${base}${last}y`, `${base}ing`, `${base}ed`]
}

function isCode(value: string): boolean {
  return /^[A-Z0-9]{2,4}$/.test(value)
}
