import { z } from 'zod'
import { UserId } from './jobs-schemas'
import {
  MAX_KEY_LENGTH,
  MAX_OVERRIDE_COLUMNS,
  MAX_OVERRIDE_VALUES,
  MAX_PHRASE_LENGTH,
  MAX_PHRASES,
  MAX_UNIT_LENGTH,
  SEMANTIC_ROLES,
} from './semantic-limits'

/**
 * A dataset's semantic overrides: what its owner says the columns are called, what they hold and
 * what their coded values mean, on top of what the engine reads from headers and the description
 * (docs/analysis-engine.md, "The semantic model"; the endpoints in docs/wire-formats.md). The
 * SPA imports the types only; the bounds it checks live in semantic-limits.ts.
 */

/** A phrase as the engine keys it: trimmed, one space between words, lower case. */
const normalizePhrase = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase()

const phrase = z
  .string()
  .trim()
  .min(1, 'a phrase cannot be empty.')
  .max(MAX_PHRASE_LENGTH, `a phrase has at most ${MAX_PHRASE_LENGTH} characters.`)
  .transform(normalizePhrase)

const phrases = z
  .array(phrase)
  .max(MAX_PHRASES, `at most ${MAX_PHRASES} phrases each.`)
  .transform((list) => [...new Set(list)])

const key = (what: string) =>
  z
    .string()
    .min(1, `a ${what} cannot be empty.`)
    .max(MAX_KEY_LENGTH, `a ${what} has at most ${MAX_KEY_LENGTH} characters.`)

/** A record bounded in its number of keys, each key checked too. */
function bounded<V extends z.ZodType>(what: string, value: V, max: number) {
  return z
    .record(key(what), value)
    .refine((r) => Object.keys(r).length <= max, `at most ${max} ${what}s.`)
}

const ColumnOverrideSchema = z.object({
  words: phrases.optional(),
  role: z.enum(SEMANTIC_ROLES).optional(),
  unit: z
    .string()
    .trim()
    .max(MAX_UNIT_LENGTH, `a unit has at most ${MAX_UNIT_LENGTH} characters.`)
    .optional(),
})

const SemanticOverridesSchema = z.object({
  columns: bounded('column', ColumnOverrideSchema, MAX_OVERRIDE_COLUMNS).default({}),
  values: bounded(
    'column',
    bounded('value', phrases, MAX_OVERRIDE_VALUES),
    MAX_OVERRIDE_COLUMNS,
  ).default({}),
})

type ColumnOverride = z.infer<typeof ColumnOverrideSchema>
export type SemanticOverrides = z.infer<typeof SemanticOverridesSchema>

export const ColumnsPutBody = z.object({ user_id: UserId, overrides: SemanticOverridesSchema })

export const TeachBody = z.object({
  user_id: UserId,
  column: key('column'),
  value: key('value').optional(),
  phrase,
})

export type ColumnsPutRequest = z.input<typeof ColumnsPutBody>
export type TeachRequest = z.input<typeof TeachBody>

/** One column of `GET /v2/team/datasets/{id}/columns`, as the engine reads it now. */
export interface DatasetColumn {
  source_id: string
  name: string
  /** DuckDB type, e.g. DOUBLE, VARCHAR. */
  type: string
  /** How the engine uses it: numeric, categorical, temporal, year, id, text, other. */
  kind: string
  /** The header in plain words ("poptotal" → "population total"). */
  plain_name: string
  /** Every phrase that names it: sample vocabulary, the description's dictionary, the overrides. */
  words: string[]
  unit: string | null
  /** The override's role, else the one the engine infers; null for columns it does not use. */
  role: (typeof SEMANTIC_ROLES)[number] | null
  /** What the engine reads by itself, without the overrides (a client shows it as "automatic"). */
  inferred_role: (typeof SEMANTIC_ROLES)[number] | null
  inferred_unit: string | null
  /** What the overrides say of this column (null: nothing), so a client edits only that layer. */
  override: ColumnOverride | null
  /** Up to 30 distinct values of a small text column, each with the phrases that name it. */
  values?: { value: string; phrases: string[] }[]
}

export interface DatasetColumns {
  dataset_id: string
  columns: DatasetColumn[]
  /** The stored overrides as a whole (unknown columns included). */
  overrides: SemanticOverrides
}
