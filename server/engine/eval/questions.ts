import { ANALYST_CASES } from './cases-analyst'
import { LARGE_CASES } from './cases-large'
import { SMALL_CASES } from './cases-small'

/**
 * The eval set (npm run eval): questions over the sample datasets, each with its expected answer
 * written by hand in SQL over the raw files ({cars} etc. become read_json_auto('…/cars.json')),
 * never produced by the engine. `turns` are asked first in the same session (follow-ups).
 */

export type Compare =
  /** Same rows in the same order. */
  | 'rows'
  /** Same rows in any order. */
  | 'set'
  /** The TABLE has as many rows as the expected query's single number. */
  | 'rowcount'
  /** An honest "cannot answer": no TABLE, no digits in the answer. */
  | 'unmapped'

export interface EvalCase {
  dataset: 'Seattle weather' | 'Cars' | 'Gapminder' | 'Stocks' | 'Superstore' | 'Flights 3M'
  question: string
  turns?: string[]
  sql?: string
  compare: Compare
  /** Leave dataset_id out: the engine must pick the dataset itself. */
  noDataset?: boolean
}

export const EVAL_CASES: EvalCase[] = [...SMALL_CASES, ...LARGE_CASES, ...ANALYST_CASES]
