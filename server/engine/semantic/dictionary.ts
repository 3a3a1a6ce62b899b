import type { Vocabulary } from '../types'
import { findEntries } from './dictionary-heads'
import { readMeaning } from './dictionary-phrases'
import { rowNounOf } from './dictionary-rows'
import { mask } from './dictionary-text'
import { parseUnit } from './dictionary-units'
import { extractCodes, valueMatcher } from './dictionary-values'

/**
 * Reads a data dictionary written in free text (a dataset's description) into what it says about
 * each column: the words that name it, the words for its coded values, its unit, and what a row
 * is. Built only from general forms of writing ("name (meaning)", "name: meaning", tables,
 * sentences), never from particular datasets, so the word binder can use it on any upload.
 */

export interface DictionaryColumn {
  name: string
  /** Distinct cell values (may be empty for numeric columns). */
  values: string[]
  numeric: boolean
}

export interface ColumnUnit {
  /** The unit words as written: "lb", "seconds", "km", "percent", "US$". */
  unit?: string
  /** Multiplier of the stored number: "weight in 1,000 lb" → 1000, "millions" → 1e6. */
  scale?: number
}

interface DataDictionary extends Vocabulary {
  units: Record<string, ColumnUnit>
  /** What one row is, when the text says it ("one row per county") — singular, lower case. */
  rowNoun?: string
}

/** The caller caps descriptions at this length too; beyond it, nothing is read. */
const MAX_TEXT = 8000
const MAX_COLUMNS = 2000

function addAll(list: string[], items: string[]): void {
  for (const item of items) if (!list.includes(item)) list.push(item)
}

/** The first unit and the first scale found win: entries lead with their main description. */
function mergeUnit(into: ColumnUnit, found: ColumnUnit): void {
  if (into.unit === undefined && found.unit !== undefined) into.unit = found.unit
  if (into.scale === undefined && found.scale !== undefined) into.scale = found.scale
}

export function readDictionary(text: string, columns: DictionaryColumn[]): DataDictionary {
  const out: DataDictionary = { columns: {}, values: {}, units: {} }
  if (typeof text !== 'string' || !Array.isArray(columns)) return out
  const src = text.slice(0, MAX_TEXT).replace(/\r\n?/g, '\n')
  if (src.trim() === '') return out
  const byName = new Map<string, DictionaryColumn>()
  for (const c of columns.slice(0, MAX_COLUMNS)) {
    if (c && typeof c.name === 'string' && c.name.trim() !== '' && !byName.has(c.name))
      byName.set(c.name, { ...c, values: Array.isArray(c.values) ? c.values : [] })
  }
  try {
    for (const entry of findEntries(src, [...byName.keys()])) {
      readEntry(out, entry.column, byName.get(entry.column)!, entry.bodies, entry.extras)
    }
    const rowNoun = rowNounOf(src)
    if (rowNoun) out.rowNoun = rowNoun
  } catch {
    // A description is untrusted text: what was read before a surprise is still worth keeping.
  }
  return out
}

function readEntry(
  out: DataDictionary,
  name: string,
  column: DictionaryColumn,
  bodies: string[],
  extras: string[],
): void {
  const match = valueMatcher(column)
  const phrases: string[] = []
  const unitOnly: string[] = []
  const unit: ColumnUnit = { ...out.units[name] }
  const readCodes = (body: string): Array<[number, number]> => {
    const { codes, spans } = extractCodes(body, column, match)
    for (const [value, labels] of Object.entries(codes)) {
      const values = (out.values![name] ??= {})
      addAll((values[value] ??= []), labels)
    }
    return spans
  }
  for (const body of bodies) {
    const meaning = readMeaning(mask(body, readCodes(body)), match)
    addAll(phrases, meaning.phrases)
    addAll(unitOnly, meaning.unitOnly)
    for (const u of meaning.units) mergeUnit(unit, u)
  }
  for (const cell of extras) {
    readCodes(cell)
    const u = parseUnit(cell.trim(), true)
    if (u) mergeUnit(unit, u)
  }
  // "hp: horsepower" names the column with a unit word; with nothing else, that is its name.
  if (phrases.length === 0)
    addAll(
      phrases,
      unitOnly.map((u) => u.toLowerCase()),
    )
  const own = name.toLowerCase()
  const named = phrases.filter((p) => p !== own)
  if (named.length > 0) addAll((out.columns![name] ??= []), named)
  if (unit.unit !== undefined || unit.scale !== undefined) out.units[name] = unit
}
