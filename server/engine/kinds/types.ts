import type { Cell } from '../db'
import type { PlanKind, PlanOf } from '../plan/schema'
import type { EngineLanguage } from '../text/language'
import type { TableProfile } from '../types'
import type { Understanding } from '../understand/understand'

/** A query result with named columns: kinds read cells by name, never by position. */
export interface NamedResult {
  columns: string[]
  rows: Record<string, Cell>[]
}

export interface KindCtx {
  profile: TableProfile
  lang: EngineLanguage
}

export interface Query {
  sql: string
  /** Column names of the result, in order, as the SQL names them. */
  name: string
}

/**
 * Everything one plan kind supplies. Registered in kinds/index.ts in a Record<PlanKind, …>, so a
 * new kind that forgets a part does not compile.
 */
export interface KindModule<K extends PlanKind> {
  kind: K
  /** Cues: this kind's plan for the understood question, or null when it is not this kind. */
  detect(u: Understanding): PlanOf<K> | null
  compile(plan: PlanOf<K>, profile: TableProfile): string
  /** The restatement: what is computed, in plain words ("average CO2 per year where …"). */
  restate(plan: PlanOf<K>, ctx: KindCtx): string
  findings(plan: PlanOf<K>, result: NamedResult, ctx: KindCtx): string
  chart(plan: PlanOf<K>, result: NamedResult, ctx: KindCtx): object | null
  /** Follow-up questions this kind suggests from the data's profile (checked before use). */
  followUps(plan: PlanOf<K>, profile: TableProfile): string[]
}
