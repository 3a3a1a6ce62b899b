/**
 * Bounds of a dataset's semantic overrides (contract/semantic.ts), without zod, so the SPA can
 * check a draft against them without bundling the schemas.
 */

export const SEMANTIC_ROLES = ['measure', 'label', 'dimension', 'id', 'time'] as const
export type SemanticRole = (typeof SEMANTIC_ROLES)[number]

/** Columns an overrides object may name (in `columns`, and again in `values`). */
export const MAX_OVERRIDE_COLUMNS = 500
/** Phrases per column, and per cell value. */
export const MAX_PHRASES = 50
export const MAX_PHRASE_LENGTH = 100
/** Cell values of one column that may be given phrases. */
export const MAX_OVERRIDE_VALUES = 500
export const MAX_UNIT_LENGTH = 100
/** A column name or a cell value used as a key. */
export const MAX_KEY_LENGTH = 256
/** The whole request body of PUT …/columns and POST …/columns/teach. */
export const MAX_OVERRIDES_BYTES = 256 * 1024
/** Distinct values listed per column (only columns with at most this many are listed). */
export const MAX_LISTED_VALUES = 30
