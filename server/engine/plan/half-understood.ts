import type { Understanding } from '../understand/understand'
import {
  comparisonLeftOut,
  dateLeftOut,
  nameLeftOut,
  numberLeftOut,
  predicateLeftOut,
} from './filters-left-out'
import type { Rule } from './half-understood-rule'
import {
  measureLeftOut,
  qualityLeftOut,
  quantityLeftOut,
  relationWithoutPair,
  stateAsMeasure,
} from './measures-left-out'
import { directionLeftOut, groupLeftOut, rankedNothing, sizeOfNothing } from './rankings-left-out'

/**
 * Questions understood only in part, where the words not placed change the answer: the plan the
 * rest would make answers another question, with a confident wrong number. Each rule returns the
 * words to name in the reply ("Words I could not place: …"), or null when it does not apply.
 * Rules that need the plan the rest made are in half-answered.ts.
 */

/** The ledger lookups the rules share: half-answered.ts imports them from here. */
export { at, words } from './half-understood-rule'

const RULES: Rule[] = [
  qualityLeftOut,
  relationWithoutPair,
  dateLeftOut,
  directionLeftOut,
  rankedNothing,
  comparisonLeftOut,
  quantityLeftOut,
  measureLeftOut,
  nameLeftOut,
  groupLeftOut,
  stateAsMeasure,
  predicateLeftOut,
  sizeOfNothing,
  numberLeftOut,
]

export function halfUnderstood(u: Understanding, countedIds: number): string[] | null {
  for (const rule of RULES) {
    const found = rule(u, countedIds)
    if (found?.length) return found
  }
  return null
}
