import { MAX_OVERRIDE_COLUMNS, MAX_OVERRIDE_VALUES, MAX_PHRASES } from '@contract/semantic-limits'
import type { SemanticOverrides } from '@contract/semantic'
import { invalid } from '../http/errors'

/**
 * Changes to a dataset's semantic overrides that the routes check before saving: names of
 * columns that exist, and one taught phrase added where it belongs.
 */

/** Refuses overrides that name a column the dataset's synched sources do not have. */
export function checkColumns(overrides: SemanticOverrides, known: Set<string>): void {
  for (const [part, record] of [
    ['columns', overrides.columns],
    ['values', overrides.values],
  ] as const)
    for (const name of Object.keys(record))
      if (!known.has(name))
        throw invalid(`overrides.${part}: the dataset has no column “${name}” in a synched source.`)
}

interface Lesson {
  column: string
  value?: string
  phrase: string
}

/**
 * The overrides with one phrase taught: it names `column` (or its cell `value`) and, since the
 * newest lesson wins, nothing else it named before. Teaching the same thing again changes nothing.
 */
export function taught(old: SemanticOverrides, lesson: Lesson): SemanticOverrides {
  const { column, value, phrase } = lesson
  const drop = (list: string[] | undefined) => (list ?? []).filter((p) => p !== phrase)
  const columns: SemanticOverrides['columns'] = {}
  for (const [name, o] of Object.entries(old.columns)) {
    const words = value === undefined && name === column ? o.words : drop(o.words)
    columns[name] = { ...o, ...(o.words ? { words } : {}) }
  }
  const values: SemanticOverrides['values'] = {}
  for (const [name, byValue] of Object.entries(old.values)) {
    values[name] = {}
    for (const [v, phrases] of Object.entries(byValue))
      values[name][v] = name === column && v === value ? phrases : drop(phrases)
  }
  let target: string[]
  if (value === undefined) {
    const entry = (columns[column] ??= {})
    target = entry.words = [...new Set([...(entry.words ?? []), phrase])]
  } else {
    const byValue = (values[column] ??= {})
    target = byValue[value] = [...new Set([...(byValue[value] ?? []), phrase])]
  }
  if (target.length > MAX_PHRASES)
    throw invalid(`“${column}” already has ${MAX_PHRASES} phrases; remove one first.`)
  if (value !== undefined && Object.keys(values[column] ?? {}).length > MAX_OVERRIDE_VALUES)
    throw invalid(`“${column}” already has phrases for ${MAX_OVERRIDE_VALUES} values.`)
  const pruned = pruneEmpty({ columns, values })
  if (
    Object.keys(pruned.columns).length > MAX_OVERRIDE_COLUMNS ||
    Object.keys(pruned.values).length > MAX_OVERRIDE_COLUMNS
  )
    throw invalid(`Overrides name at most ${MAX_OVERRIDE_COLUMNS} columns.`)
  return pruned
}

/** Without entries that say nothing (a column whose last word moved elsewhere). */
function pruneEmpty(o: SemanticOverrides): SemanticOverrides {
  const columns: SemanticOverrides['columns'] = {}
  for (const [name, c] of Object.entries(o.columns)) {
    const { words, ...rest } = c
    const kept = { ...rest, ...(words?.length ? { words } : {}) }
    if (Object.keys(kept).length) columns[name] = kept
  }
  const values: SemanticOverrides['values'] = {}
  for (const [name, byValue] of Object.entries(o.values)) {
    const kept = Object.fromEntries(Object.entries(byValue).filter(([, p]) => p.length))
    if (Object.keys(kept).length) values[name] = kept
  }
  return { columns, values }
}
