import { withSuffix } from '../understand/ordinals'
import { percentilesAsked } from '../understand/percentiles'
import { dimName } from '../plan/labels'
import { col, dimSql, from, whereSql } from '../plan/sql'
import { say } from '../say'
import { ident } from '../sql'
import { baseFilters } from './build'
import { dimsOf } from './dims'
import { bold, cname, dname, fmt, keyText, whereText } from './format'
import { isMeasure, type ColumnProfile } from '../types'
import { PERCENTILES, type Stat } from '../plan/schema'
import type { KindCtx, KindModule } from './types'

const STAT_WORD = {
  median: 'stat.median',
  avg: 'stat.avg',
  min: 'stat.min',
  max: 'stat.max',
  spread: 'stat.spread',
  std: 'stat.std',
} as const

/** A statistic's name in the answer's language; a percentile is "p90" in the plan. */
function statLabel(stat: string, ctx: KindCtx): string {
  const word = STAT_WORD[stat as keyof typeof STAT_WORD]
  if (word) return say(ctx.lang, word)
  const n = Number(stat.slice(1))
  return say(ctx.lang, 'stat.percentile', { nth: ctx.lang === 'EN' ? withSuffix(n) : n })
}

const SQL: Record<string, (x: string) => string> = {
  median: (x) => `median(${x})`,
  avg: (x) => `avg(${x})`,
  min: (x) => `min(${x})`,
  max: (x) => `max(${x})`,
  spread: (x) => `max(${x}) - min(${x})`,
  std: (x) => `stddev_samp(${x})`,
}
const sqlOf = (stat: Stat, x: string) =>
  SQL[stat]?.(x) ?? `quantile_cont(${x}, ${Number(stat.slice(1)) / 100})`

/** "The 90th and 95th percentiles": every percentile named, in order, that a statistic exists for. */
const percentileStats = (text: string): Stat[] =>
  percentilesAsked(text)
    .filter((n) => (PERCENTILES as readonly number[]).includes(n))
    .map((n) => `p${n}` as Stat)

/** Several statistics of one column at once: median and mean, highest, lowest and their spread. */
export const stats: KindModule<'stats'> = {
  kind: 'stats',
  detect(u) {
    const column = u.measures[0] ?? u.named.find(isMeasure)
    if (!column) return null
    const wanted: Stat[] = []
    if (u.cues.has('median')) wanted.push('median')
    if (u.cues.has('median') && u.cues.has('average')) wanted.push('avg')
    wanted.push(...percentileStats(u.parsed.text))
    const both = u.cues.has('max') && u.cues.has('min')
    if (both) wanted.push('max', 'min')
    if (both && u.cues.has('difference')) wanted.push('spread')
    // A group of one row each ("各州" over one row per state) holds one value: the statistic is
    // over the rows, as the analyst who says "across states" means.
    const holdsRows = (name: string) => {
      const c = u.profile.columns.find((x) => x.name === name)
      return !c || c.distinct < u.profile.rows
    }
    const per = dimsOf(u).find(
      (d) =>
        d.column !== column.name &&
        (d.grain ? periodHoldsRows(u.time, d.grain) : holdsRows(d.column)),
    )
    // "the distribution of X": its whole shape; "sales distribution by region" is a grouping.
    if (u.cues.has('distribution') && !per)
      wanted.splice(0, wanted.length, 'min', 'max', 'avg', 'median', 'std')
    if (!wanted.length) return null
    return {
      kind: 'stats',
      datasourceId: u.profile.source.datasourceId,
      filters: baseFilters(u),
      column: column.name,
      stats: wanted,
      ...(per ? { per } : {}),
    }
  },
  compile(plan, profile) {
    const x = col(profile, plan.column)
    const cols = plan.stats.map((s) => `${sqlOf(s, x)} AS ${ident(s)}`)
    const per = plan.per ? `${dimSql(profile, plan.per)} AS ${ident(dimName(plan.per))}, ` : ''
    return `SELECT ${per}${cols.join(', ')}, count(${x}) AS ${ident('values')} FROM ${from(profile)}${whereSql(profile, plan.filters)}${plan.per ? ' GROUP BY 1 ORDER BY 1' : ''}`
  },
  restate(plan, ctx) {
    return `${plan.stats.map((s) => statLabel(s, ctx)).join(', ')}${say(ctx.lang, 'word.of')}${cname(plan.column, ctx)}${plan.per ? `${say(ctx.lang, 'word.per')}${dname(plan.per, ctx)}` : ''}${whereText(plan.filters, ctx)}`
  },
  findings(plan, r, ctx) {
    if (!r.rows.length) return say(ctx.lang, 'reply.noRows')
    return r.rows
      .slice(0, 20)
      .map((row) => {
        const who = plan.per ? `**${keyText(ctx, row[dimName(plan.per)])}**: ` : ''
        return `${who}${plan.stats.map((s) => `${statLabel(s, ctx)}: ${bold(ctx, row[s])}`).join(', ')} ${say(ctx.lang, 'stat.values', { n: fmt(ctx, row.values) })}`
      })
      .join('\n')
  },
  chart() {
    return null
  },
  followUps() {
    return []
  },
}

/**
 * Whether a period of a date column holds several rows ("per month" over daily readings groups
 * them), or is the rows' own grain ("median deaths per year" over one row per year, "monthly
 * readings" over one per month), which groups nothing: the statistic is then over the rows.
 */
function periodHoldsRows(time: ColumnProfile | null, grain: string): boolean {
  if (time?.kind !== 'temporal' || (grain !== 'month' && grain !== 'year')) return false
  const [from, to] = [String(time.min ?? ''), String(time.max ?? '')]
  if (!/^\d{4}-\d{2}/.test(from) || !/^\d{4}-\d{2}/.test(to)) return false
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4))
  const periods =
    grain === 'year'
      ? years + 1
      : years * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1
  return time.distinct > periods * 1.5
}
