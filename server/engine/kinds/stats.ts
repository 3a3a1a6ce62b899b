import { dimName } from '../plan/labels'
import { col, dimSql, from, whereSql } from '../plan/sql'
import { say } from '../say'
import { ident } from '../sql'
import { baseFilters, dimsOf } from './build'
import { bold, cname, dname, fmt, keyText, whereText } from './format'
import { isMeasure, type ColumnProfile } from '../types'
import type { KindModule } from './types'

const SQL: Record<string, (x: string) => string> = {
  median: (x) => `median(${x})`,
  avg: (x) => `avg(${x})`,
  min: (x) => `min(${x})`,
  max: (x) => `max(${x})`,
  spread: (x) => `max(${x}) - min(${x})`,
  p25: (x) => `quantile_cont(${x}, 0.25)`,
  p75: (x) => `quantile_cont(${x}, 0.75)`,
  p90: (x) => `quantile_cont(${x}, 0.9)`,
  std: (x) => `stddev_samp(${x})`,
}

/** Several statistics of one column at once: median and mean, highest, lowest and their spread. */
export const stats: KindModule<'stats'> = {
  kind: 'stats',
  detect(u) {
    const column = u.measures[0] ?? u.named.find(isMeasure)
    if (!column) return null
    const wanted: ('median' | 'avg' | 'min' | 'max' | 'spread' | 'p25' | 'p75' | 'p90' | 'std')[] =
      []
    if (u.cues.has('median')) wanted.push('median')
    if (u.cues.has('median') && u.cues.has('average')) wanted.push('avg')
    const percentile = /(\d{2})(th|st|nd|rd)? percentile/i.exec(u.parsed.text)
    if (percentile)
      wanted.push(percentile[1] === '25' ? 'p25' : percentile[1] === '75' ? 'p75' : 'p90')
    const both = u.cues.has('max') && u.cues.has('min')
    if (both) wanted.push('max', 'min')
    if (both && u.cues.has('difference')) wanted.push('spread')
    const per = dimsOf(u).find(
      (d) => d.column !== column.name && (!d.grain || periodHoldsRows(u.time, d.grain)),
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
    const cols = plan.stats.map((s) => `${SQL[s]!(x)} AS ${ident(s)}`)
    const per = plan.per ? `${dimSql(profile, plan.per)} AS ${ident(dimName(plan.per))}, ` : ''
    return `SELECT ${per}${cols.join(', ')}, count(${x}) AS ${ident('values')} FROM ${from(profile)}${whereSql(profile, plan.filters)}${plan.per ? ' GROUP BY 1 ORDER BY 1' : ''}`
  },
  restate(plan, ctx) {
    return `${plan.stats.join(', ')}${say(ctx.lang, 'word.of')}${cname(plan.column, ctx)}${plan.per ? `${say(ctx.lang, 'word.per')}${dname(plan.per, ctx)}` : ''}${whereText(plan.filters, ctx)}`
  },
  findings(plan, r, ctx) {
    if (!r.rows.length) return say(ctx.lang, 'reply.noRows')
    const label: Record<string, string> = {
      median: 'median',
      avg: 'mean',
      min: 'lowest',
      max: 'highest',
      spread: 'spread (highest − lowest)',
      p25: '25th percentile',
      p75: '75th percentile',
      p90: '90th percentile',
      std: 'standard deviation',
    }
    return r.rows
      .slice(0, 20)
      .map((row) => {
        const who = plan.per ? `**${keyText(ctx, row[dimName(plan.per)])}**: ` : ''
        return `${who}${plan.stats.map((s) => `${label[s]}: ${bold(ctx, row[s])}`).join(', ')} (${fmt(ctx, row.values)} values)`
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
