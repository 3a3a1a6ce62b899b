import { createHash } from 'node:crypto'
import type { SemanticOverrides } from '@contract/semantic'
import type { ColumnSemantics, Vocabulary } from '../types'
import { wordsOf } from '../understand/words'

export type { SemanticOverrides }

/**
 * What a dataset's owner said about its columns (contract/semantic.ts), laid over the model built
 * from headers, sample vocabulary and the description's dictionary. It is applied last, so it
 * wins: a phrase the owner gave one column (or value) names no other column (or value) any more,
 * and a role or unit replaces the one the model inferred.
 */

/** Roles that make a numeric column's numbers names of things, never summed or averaged. */
const NAMING_ROLES = new Set(['label', 'dimension', 'id'])

/** A phrase as the binder compares it: folded words, or CJK text without spaces. */
const keyOf = (p: string) =>
  /[\u3040-\u30ff\u4e00-\u9fff]/.test(p) ? p.replace(/\s+/g, '') : wordsOf(p).join(' ')

/**
 * Each phrase's owner among `claims` (the last claim wins), and `lists` with every phrase kept
 * only by its owner, then each claimant's own phrases added. One pass over all phrases.
 */
function claimed(
  lists: Record<string, string[]>,
  claims: [owner: string, phrases: string[]][],
): Record<string, string[]> {
  const owner = new Map<string, string>()
  for (const [name, phrases] of claims) for (const p of phrases) owner.set(keyOf(p), name)
  const out: Record<string, string[]> = {}
  for (const [name, list] of Object.entries(lists))
    out[name] = list.filter((p) => (owner.get(keyOf(p)) ?? name) === name)
  for (const [name, phrases] of claims) {
    const own = phrases.filter((p) => owner.get(keyOf(p)) === name)
    if (own.length) out[name] = [...new Set([...(out[name] ?? []), ...own])]
  }
  return out
}

export function applyOverrides(
  columns: Record<string, ColumnSemantics>,
  vocabulary: Vocabulary,
  overrides: SemanticOverrides | undefined,
): Vocabulary {
  if (!overrides) return vocabulary
  const known = Object.entries(overrides.columns ?? {}).filter(([name]) => columns[name])
  for (const [name, o] of known) {
    const semantics = columns[name]!
    if (o.role && NAMING_ROLES.has(o.role)) semantics.role = 'label'
    else if (o.role === 'measure') delete semantics.role
    if (o.unit?.trim()) semantics.unit = { ...semantics.unit, unit: o.unit.trim() }
  }
  const words = claimed(
    vocabulary.columns ?? {},
    known.map(([name, o]) => [name, o.words ?? []]),
  )
  const values: Record<string, Record<string, string[]>> = { ...(vocabulary.values ?? {}) }
  for (const [name, byValue] of Object.entries(overrides.values ?? {}))
    if (columns[name]) values[name] = claimed(values[name] ?? {}, Object.entries(byValue))
  return { columns: words, values }
}

/** A short key of the overrides for the model's cache ('' for none). */
export function overridesKey(overrides: SemanticOverrides | undefined): string {
  if (!overrides) return ''
  const cols = Object.keys(overrides.columns ?? {}).length
  const vals = Object.keys(overrides.values ?? {}).length
  if (!cols && !vals) return ''
  return createHash('sha1').update(JSON.stringify(overrides)).digest('base64url')
}
