import { col, from } from '../plan/sql'
import { ident } from '../sql'
import { bold, fmt } from './format'
import type { KindModule } from './types'

/**
 * "Tell me something interesting": the table's size, its measures' ranges and averages, its
 * categories, and the strongest relationship between two measures.
 */
export const overview: KindModule<'overview'> = {
  kind: 'overview',
  detect(u) {
    if (!u.cues.has('overview') || u.measures.length || u.values.length) return null
    return { kind: 'overview', datasourceId: u.profile.source.datasourceId, filters: [] }
  },
  compile(_plan, profile) {
    const nums = profile.columns.filter((c) => c.kind === 'numeric').slice(0, 6)
    const parts = [`count(*) AS ${ident('rows')}`]
    for (const c of nums) {
      const x = col(profile, c.name)
      parts.push(`avg(${x}) AS ${ident(`average ${c.name}`)}`, `min(${x}) AS ${ident(`lowest ${c.name}`)}`, `max(${x}) AS ${ident(`highest ${c.name}`)}`)
    }
    const pairs: string[] = []
    for (let i = 0; i < nums.length; i++)
      for (let j = i + 1; j < nums.length; j++) pairs.push(`corr(${col(profile, nums[i]!.name)}, ${col(profile, nums[j]!.name)}) AS ${ident(`r ${nums[i]!.name} ~ ${nums[j]!.name}`)}`)
    return `SELECT ${[...parts, ...pairs].join(', ')} FROM ${from(profile)}`
  },
  restate() {
    return 'an overview of the data: its size, the range of each measure and the strongest relationship'
  },
  findings(_plan, r, ctx) {
    const row = r.rows[0]
    if (!row) return ctx.s.noRows
    const lines = [`${bold(ctx, row.rows)} ${ctx.s.rows}.`]
    for (const c of r.columns.filter((c) => c.startsWith('average '))) {
      const name = c.slice(8)
      lines.push(`- **${name}**: average ${fmt(ctx, row[c])}, from ${fmt(ctx, row[`lowest ${name}`])} to ${fmt(ctx, row[`highest ${name}`])}`)
    }
    const rs = r.columns.filter((c) => c.startsWith('r ') && typeof row[c] === 'number').sort((a, b) => Math.abs(row[b] as number) - Math.abs(row[a] as number))
    if (rs[0]) lines.push(`Strongest relationship: ${rs[0].slice(2)} (r = ${bold(ctx, row[rs[0]])}).`)
    return lines.join('\n')
  },
  chart() {
    return null
  },
  followUps() {
    return []
  },
}
