import type { Plan as PlanV2 } from './plan/schema'

/**
 * Shared shapes of the analysis engine: table profiles (what the binder knows about the data),
 * plans (what the planner decided) and the events the engine emits to the job layer.
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

export type Agg = 'avg' | 'sum' | 'count' | 'count_distinct' | 'min' | 'max' | 'median'
export type Grain =
  'year' | 'quarter' | 'month' | 'week' | 'day' | 'hour' | 'month_of_year' | 'weekday'
export type CmpOp = '>' | '>=' | '<' | '<=' | '=' | '!='

export interface Measure {
  agg: Agg
  /** null: count(*) of rows. */
  column: string | null
}

export interface Dim {
  column: string
  /** Set for temporal (and year) columns. */
  grain?: Grain
}

export type Filter =
  | { kind: 'in'; column: string; values: string[]; negate?: boolean }
  | { kind: 'cmp'; column: string; op: CmpOp; value: number }
  | { kind: 'between'; column: string; low: number; high: number }
  /** A calendar part of a temporal column (or an integer year column with part 'year'). */
  | {
      kind: 'period'
      column: string
      part: 'year' | 'month'
      op: CmpOp | 'between' | 'in'
      value: number
      high?: number
      /** op 'in': the years or months listed. */
      values?: number[]
    }

export const PLAN_KINDS = [
  'describe',
  'aggregate',
  'top',
  'trend',
  'distribution',
  'compare',
  'correlation',
  'filter',
] as const
export type PlanKind = (typeof PLAN_KINDS)[number]

export interface Plan {
  kind: PlanKind
  /** The datasource whose table answers it. */
  datasourceId: string
  measure?: Measure
  dims: Dim[]
  filters: Filter[]
  /** top: how many; filter list: row cap. */
  limit?: number
  order?: 'asc' | 'desc'
  /** top over rows rather than groups (top 5 cars by horsepower). */
  rowLevel?: boolean
  /** Label column shown beside row-level results. */
  label?: string
  /** compare: the values of dims[0] being compared. */
  values?: string[]
  /** correlation: the two numeric columns. */
  x?: string
  y?: string
  /** distribution: the column. */
  column?: string
  /** filter: list matching rows instead of only counting them. */
  list?: boolean
}

/** Why a question could not be mapped; words are quoted back to the user. */
export interface Unmapped {
  reason: 'nothing' | 'unknown-measure' | 'unknown-dimension' | 'needs-two-numbers' | 'no-time'
  words: string[]
}

/** What a job records for follow-ups: a v2 plan (plan/schema.ts) or a legacy one. */
export type StoredPlan = Plan | PlanV2

export type PlanResult = { ok: true; plan: Plan } | { ok: false; unmapped: Unmapped }
