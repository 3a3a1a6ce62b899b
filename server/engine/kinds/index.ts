import type { PlanKind } from '../plan/schema'
import { aggregate } from './aggregate'
import { change } from './change'
import { compare } from './compare'
import { correlation } from './correlation'
import { extremeRow } from './extreme-row'
import { overview } from './overview'
import { periodAverage } from './period-average'
import { ratio } from './ratio'
import { seasonality } from './seasonality'
import { share } from './share'
import { stats } from './stats'
import { topWithin } from './top-within'
import type { KindModule } from './types'

/** Every plan kind, one module each; the Record makes a new kind supply all its parts. */
export const KINDS: { [K in PlanKind]: KindModule<K> } = {
  aggregate,
  top_within: topWithin,
  share,
  ratio,
  extreme_row: extremeRow,
  compare,
  change,
  seasonality,
  period_average: periodAverage,
  stats,
  correlation,
  overview,
}

/** Which kind's cues are tried first: the more specific question shapes before the general. */
export const DETECT_ORDER: PlanKind[] = [
  'overview',
  'correlation',
  'seasonality',
  'share',
  'ratio',
  'change',
  'compare',
  'stats',
  'top_within',
  'period_average',
  'extreme_row',
  'aggregate',
]

export function kindOf<K extends PlanKind>(kind: K): KindModule<K> {
  return KINDS[kind]
}
