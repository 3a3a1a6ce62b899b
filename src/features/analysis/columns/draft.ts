import type { DatasetColumn, DatasetColumns, SemanticOverrides } from '@contract/semantic'
import {
  MAX_PHRASE_LENGTH,
  MAX_PHRASES,
  MAX_UNIT_LENGTH,
  SEMANTIC_ROLES,
  type SemanticRole,
} from '@contract/semantic-limits'

/**
 * The Columns view edits the user's own layer only (the overrides): its words, unit and role per
 * column. What the engine knows besides (the header, the description's dictionary) is shown next
 * to it, never copied into the overrides, so a later description change still counts.
 */

export interface ColumnRow {
  name: string
  type: string
  plainName: string
  /** The engine's words that the user did not give (shown, not edited). */
  engineWords: string[]
  /** What the engine infers when the user says nothing: the listing's role without an override. */
  inferredRole: SemanticRole | null
  inferredUnit: string | null
}

export interface ColumnDraft {
  /** Comma-separated, as typed. */
  words: string
  unit: string
  /** '' is automatic. */
  role: SemanticRole | ''
}

export type Draft = Record<string, ColumnDraft>

export type DraftProblem =
  | { kind: 'tooManyWords'; column: string }
  | { kind: 'wordTooLong'; column: string }
  | { kind: 'unitTooLong'; column: string }

const isRole = (v: unknown): v is SemanticRole =>
  typeof v === 'string' && (SEMANTIC_ROLES as readonly string[]).includes(v)

/** One row per column name (a name in two sources is one set of overrides). */
export function rowsOf(listing: DatasetColumns): ColumnRow[] {
  const seen = new Map<string, DatasetColumn>()
  for (const c of listing.columns) if (!seen.has(c.name)) seen.set(c.name, c)
  return [...seen.values()].map((c) => {
    const own = new Set(c.override?.words ?? [])
    return {
      name: c.name,
      type: c.type,
      plainName: c.plain_name,
      engineWords: c.words.filter((w) => !own.has(w)),
      inferredRole: isRole(c.inferred_role) ? c.inferred_role : null,
      inferredUnit: typeof c.inferred_unit === 'string' ? c.inferred_unit : null,
    }
  })
}

export function draftOf(listing: DatasetColumns): Draft {
  const draft: Draft = {}
  for (const c of listing.columns) {
    if (draft[c.name]) continue
    const o = c.override
    draft[c.name] = {
      words: (o?.words ?? []).join(', '),
      unit: o?.unit ?? '',
      role: isRole(o?.role) ? o.role : '',
    }
  }
  return draft
}

/** Words as typed: split on commas (any script's), one space between words, lower case. */
export function wordsIn(text: string): string[] {
  const words = text
    .split(/[,，、;\n]/)
    .map((w) => w.trim().replace(/\s+/g, ' ').toLowerCase())
    .filter(Boolean)
  return [...new Set(words)]
}

/**
 * The overrides to save: the edited columns, plus the stored value phrases of columns still
 * listed (taught from replies; this view does not edit them). Problems are named per column.
 */
export function overridesOf(
  draft: Draft,
  stored: SemanticOverrides,
): { overrides: SemanticOverrides; problems: DraftProblem[] } {
  const columns: SemanticOverrides['columns'] = {}
  const problems: DraftProblem[] = []
  for (const [name, d] of Object.entries(draft)) {
    const words = wordsIn(d.words)
    const unit = d.unit.trim()
    if (words.length > MAX_PHRASES) problems.push({ kind: 'tooManyWords', column: name })
    if (words.some((w) => w.length > MAX_PHRASE_LENGTH))
      problems.push({ kind: 'wordTooLong', column: name })
    if (unit.length > MAX_UNIT_LENGTH) problems.push({ kind: 'unitTooLong', column: name })
    const entry = {
      ...(words.length ? { words } : {}),
      ...(unit ? { unit } : {}),
      ...(d.role ? { role: d.role } : {}),
    }
    if (Object.keys(entry).length) columns[name] = entry
  }
  const values = Object.fromEntries(Object.entries(stored.values).filter(([name]) => name in draft))
  return { overrides: { columns, values }, problems }
}

/** Whether the draft says something other than what is stored. */
export function isDirty(draft: Draft, listing: DatasetColumns): boolean {
  const now = overridesOf(draft, listing.overrides).overrides
  const saved = overridesOf(draftOf(listing), listing.overrides).overrides
  return JSON.stringify(now) !== JSON.stringify(saved)
}
