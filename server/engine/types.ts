import type { JobMode } from '@contract/jobs'
import type { SourceFile } from './catalog'
import type { ModelPlannerInput } from './model/answer'
import type { Plan } from './plan/schema'
import type { EngineLanguage } from './text/language'

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
  /** What the semantic model says of the header (semantic/model.ts), when one was built. */
  semantics?: ColumnSemantics
}

/** A header in plain words: "poptotal" is raw pop + total, plain population + total. */
export interface ColumnSemantics {
  /** The header's words in plain language, aligned with `raw`. */
  plain: string[]
  /** The header's own words, folded. */
  raw: string[]
  /** Other plain words each header word may stand for ("supp": supply, supplement), aligned with `raw`. */
  alternatives?: string[][]
  /** The stored number's unit and scale, when a data dictionary says ("weight in 1,000 lb"). */
  unit?: { unit?: string; scale?: number }
  /** 'label': numbers that name groups or things (diet 1–4, chick 1–50), never summed or averaged. */
  role?: 'label'
}

/** A column whose values are quantities: numeric and not a numbered label. */
export const isMeasure = (c: ColumnProfile): boolean =>
  c.kind === 'numeric' && c.semantics?.role !== 'label'

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
  /** Nouns for what one row is, from the dataset's description ("one row per county"). */
  rowWords?: string[]
  /** Long format: the column naming each row's series and the one holding its number (semantic/series.ts). */
  series?: { key: string; value: string }
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

/** What analyze() (analyze.ts) is asked: a question, its sources and the session's last plan. */
export interface AnalyzeInput {
  question: string
  language: EngineLanguage
  mode: JobMode
  /** Synched data sources the job may use. */
  sources: SourceFile[]
  /** The session's latest plan, for follow-ups; null when there is none or history is off. */
  previous: StoredPlan | null
  /** Shown in small-talk replies. */
  datasetName: string
  /** The model planner, when ENGINE_MODEL_* configures one (docs/model-planner.md). */
  model?: ModelPlannerInput | null
}

export interface AnalyzeOutcome {
  plan: StoredPlan | null
  used: SourceInfo[]
}
