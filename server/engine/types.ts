import type { Plan } from './plan/schema'

/**
 * Shared shapes of the analysis engine: table profiles (what the planner knows about the data)
 * and the plan a job records.
 */

/** How a column can be used: measures are numeric, dimensions categorical or temporal. */
export type ColumnKind = 'numeric' | 'categorical' | 'temporal' | 'year' | 'id' | 'text' | 'other'

export interface ColumnProfile {
  name: string
  /** DuckDB type, e.g. DOUBLE, VARCHAR, DATE. */
  type: string
  kind: ColumnKind
  distinct: number
  nulls: number
  min: number | string | null
  max: number | string | null
  /** Distinct values of categorical columns (capped), for binding words to values. */
  values: string[]
  /** A VARCHAR column whose values are mostly numbers: usable as a measure with a cast. */
  numericText?: boolean
  /** Integer columns with few distinct values (Cylinders) can also group rows. */
  lowCardinality?: boolean
}

export interface SourceInfo {
  datasetId: string
  datasourceId: string
  fileName: string
  fileType: string
}

export interface TableProfile {
  /** DuckDB table or view name (already safe: built from an id). */
  table: string
  rows: number
  columns: ColumnProfile[]
  source: SourceInfo
  /**
   * How SQL compiled against this profile casts text-held numbers: 'strict' (CAST, which fails
   * on "n/a") for a first attempt; otherwise TRY_CAST (see plan/sql.ts strictly()).
   */
  casts?: 'strict'
  /** The dataset's own words for its columns and values, when it has any (sample datasets do). */
  vocabulary?: Vocabulary
}

/**
 * Words that belong to one dataset ("mpg" is Miles_per_Gallon in Cars, "hottest" temp_max in a
 * weather table), kept with that dataset instead of the general language packs, where they would
 * bind wrongly on other data. Phrases are lower case, in any language, written as asked.
 */
export interface Vocabulary {
  /** Column name → words and phrases that name it. */
  columns?: Record<string, string[]>
  /** Column name → cell value → words and phrases that name it. */
  values?: Record<string, Record<string, string[]>>
}

/** What a job records for follow-ups: the plan it ran (plan/schema.ts). */
export type StoredPlan = Plan
