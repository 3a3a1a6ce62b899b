import type { Agg, CmpOp, Grain, PlanKind } from '../types'
import { stem } from './normalize'

/**
 * Cue phrases: the words of a question that say what to compute rather than which data.
 * Phrases are matched on token stems (see normalize.ts), longest first.
 */
export type Cue =
  | { type: 'agg'; agg: Agg }
  | { type: 'kind'; kind: PlanKind }
  | { type: 'order'; order: 'asc' | 'desc' }
  | { type: 'grain'; grain: Grain; adjective: boolean }
  | { type: 'cmp'; op: CmpOp }
  | { type: 'between' }
  | { type: 'period'; op: CmpOp }
  | { type: 'by' }
  | { type: 'not' }
  | { type: 'count'; order?: 'desc' }
  | { type: 'distinct' }
  | { type: 'list' }
  | { type: 'which' }
  | { type: 'followup' }
  | { type: 'entity' }
  | { type: 'month'; month: number }
  | { type: 'prep'; prep: 'from' | 'to' }
  | { type: 'and' }
  | { type: 'all' }

const agg = (a: Agg): Cue => ({ type: 'agg', agg: a })
const kind = (k: PlanKind): Cue => ({ type: 'kind', kind: k })
const grain = (g: Grain, adjective = false): Cue => ({ type: 'grain', grain: g, adjective })
const cmp = (op: CmpOp): Cue => ({ type: 'cmp', op })

const TABLE: [string, Cue][] = [
  ['average', agg('avg')],
  ['avg', agg('avg')],
  ['mean', agg('avg')],
  ['typical', agg('avg')],
  ['total', agg('sum')],
  ['sum', agg('sum')],
  ['sum of', agg('sum')],
  ['combined', agg('sum')],
  ['cumulative', agg('sum')],
  ['median', agg('median')],
  ['max', agg('max')],
  ['min', agg('min')],
  ['peak', agg('max')],
  ['how many', { type: 'count' }],
  ['number of', { type: 'count' }],
  ['count', { type: 'count' }],
  ['count of', { type: 'count' }],
  ['how often', { type: 'count' }],
  ['frequency', { type: 'count' }],
  ['most common', { type: 'count', order: 'desc' }],
  ['most frequent', { type: 'count', order: 'desc' }],
  ['unique', { type: 'distinct' }],
  ['distinct', { type: 'distinct' }],
  ['different', { type: 'distinct' }],
  ['describe', kind('describe')],
  ['description', kind('describe')],
  ['summary', kind('describe')],
  ['summarize', kind('describe')],
  ['summarise', kind('describe')],
  ['overview', kind('describe')],
  ['profile', kind('describe')],
  ['tell me about', kind('describe')],
  ['explore', kind('describe')],
  ['what column', kind('describe')],
  ['which column', kind('describe')],
  ['correlation', kind('correlation')],
  ['correlate', kind('correlation')],
  ['correlated', kind('correlation')],
  ['relationship', kind('correlation')],
  ['relation', kind('correlation')],
  ['related', kind('correlation')],
  ['relate', kind('correlation')],
  ['association', kind('correlation')],
  ['scatter', kind('correlation')],
  ['distribution', kind('distribution')],
  ['distributed', kind('distribution')],
  ['histogram', kind('distribution')],
  ['spread', kind('distribution')],
  ['trend', kind('trend')],
  ['over time', kind('trend')],
  ['over the year', kind('trend')],
  ['change over', kind('trend')],
  ['evolve', kind('trend')],
  ['evolution', kind('trend')],
  ['time series', kind('trend')],
  ['develop', kind('trend')],
  ['growth', kind('trend')],
  ['compare', kind('compare')],
  ['comparison', kind('compare')],
  ['versus', kind('compare')],
  ['vs', kind('compare')],
  ['difference between', kind('compare')],
  ['differ', kind('compare')],
  ['top', { type: 'order', order: 'desc' }],
  ['highest', { type: 'order', order: 'desc' }],
  ['largest', { type: 'order', order: 'desc' }],
  ['biggest', { type: 'order', order: 'desc' }],
  ['greatest', { type: 'order', order: 'desc' }],
  ['most', { type: 'order', order: 'desc' }],
  ['best', { type: 'order', order: 'desc' }],
  ['leading', { type: 'order', order: 'desc' }],
  ['bottom', { type: 'order', order: 'asc' }],
  ['lowest', { type: 'order', order: 'asc' }],
  ['smallest', { type: 'order', order: 'asc' }],
  ['least', { type: 'order', order: 'asc' }],
  ['fewest', { type: 'order', order: 'asc' }],
  ['worst', { type: 'order', order: 'asc' }],
  ['year', grain('year')],
  ['yearly', grain('year', true)],
  ['annual', grain('year', true)],
  ['annually', grain('year', true)],
  ['quarter', grain('quarter')],
  ['quarterly', grain('quarter', true)],
  ['month', grain('month')],
  ['monthly', grain('month', true)],
  ['week', grain('week')],
  ['weekly', grain('week', true)],
  ['day', grain('day')],
  ['daily', grain('day', true)],
  ['hour', grain('hour')],
  ['hourly', grain('hour', true)],
  ['month of the year', grain('month_of_year')],
  ['month of year', grain('month_of_year')],
  ['season', grain('month_of_year')],
  ['seasonal', grain('month_of_year', true)],
  ['day of the week', grain('weekday')],
  ['day of week', grain('weekday')],
  ['weekday', grain('weekday')],
  ['more than', cmp('>')],
  ['greater than', cmp('>')],
  ['over', cmp('>')],
  ['above', cmp('>')],
  ['exceeding', cmp('>')],
  ['exceed', cmp('>')],
  ['higher than', cmp('>')],
  ['larger than', cmp('>')],
  ['bigger than', cmp('>')],
  ['>', cmp('>')],
  ['at least', cmp('>=')],
  ['no less than', cmp('>=')],
  ['>=', cmp('>=')],
  ['less than', cmp('<')],
  ['fewer than', cmp('<')],
  ['under', cmp('<')],
  ['below', cmp('<')],
  ['lower than', cmp('<')],
  ['smaller than', cmp('<')],
  ['<', cmp('<')],
  ['at most', cmp('<=')],
  ['no more than', cmp('<=')],
  ['<=', cmp('<=')],
  ['equal to', cmp('=')],
  ['equals', cmp('=')],
  ['exactly', cmp('=')],
  ['=', cmp('=')],
  ['!=', cmp('!=')],
  ['between', { type: 'between' }],
  ['since', { type: 'period', op: '>=' }],
  ['after', { type: 'period', op: '>' }],
  ['before', { type: 'period', op: '<' }],
  ['until', { type: 'period', op: '<=' }],
  ['prior to', { type: 'period', op: '<' }],
  ['by', { type: 'by' }],
  ['per', { type: 'by' }],
  ['each', { type: 'by' }],
  ['every', { type: 'by' }],
  ['for each', { type: 'by' }],
  ['for every', { type: 'by' }],
  ['across', { type: 'by' }],
  ['grouped by', { type: 'by' }],
  ['broken down by', { type: 'by' }],
  ['split by', { type: 'by' }],
  ['not', { type: 'not' }],
  ['except', { type: 'not' }],
  ['excluding', { type: 'not' }],
  ['exclude', { type: 'not' }],
  ['without', { type: 'not' }],
  ['other than', { type: 'not' }],
  ['list', { type: 'list' }],
  ['show me the row', { type: 'list' }],
  ['which', { type: 'which' }],
  ['what', { type: 'which' }],
  ['now', { type: 'followup' }],
  ['instead', { type: 'followup' }],
  ['what about', { type: 'followup' }],
  ['how about', { type: 'followup' }],
  ['same', { type: 'followup' }],
  ['rather', { type: 'followup' }],
  ['only', { type: 'followup' }],
  ['just', { type: 'followup' }],
  ['again', { type: 'followup' }],
  ['row', { type: 'entity' }],
  ['record', { type: 'entity' }],
  ['entry', { type: 'entity' }],
  ['observation', { type: 'entity' }],
  ['item', { type: 'entity' }],
  ['from', { type: 'prep', prep: 'from' }],
  ['to', { type: 'prep', prep: 'to' }],
  ['and', { type: 'and' }],
  ['all', { type: 'all' }],
]

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]
MONTHS.forEach((m, i) => {
  TABLE.push([m, { type: 'month', month: i + 1 }])
  if (m !== 'may') TABLE.push([m.slice(0, 3), { type: 'month', month: i + 1 }])
})

/** Cue phrases as stem sequences, longest first, for greedy matching. */
export const CUE_PHRASES: { stems: string[]; cue: Cue }[] = TABLE.map(([phrase, cue]) => ({
  stems: phrase.split(' ').map(stem),
  cue,
})).sort((a, b) => b.stems.length - a.stems.length)
