import { columnOf } from './columns'
import {
  aggExpr,
  dimExpr,
  dimLabel,
  filterSql,
  measureLabel,
  valueExpr,
  type CompileOptions,
} from './sql-parts'
import { ident, literal, num } from './sql'
import type { Dim, Plan, TableProfile } from './types'

/**
 * Plan -> SQL (pure). Every identifier comes from the profile and is quoted; every value is a
 * literal or a finite number. `lenient` casts text-held numbers with TRY_CAST instead of CAST:
 * the strict form runs first so bad values surface, the lenient one is the retry.
 */

export interface Query {
  purpose: 'main' | 'stats' | 'sample' | 'rows' | 'profile'
  sql: string
}

interface Select {
  select: string[]
  from: string
  where: string[]
  group?: boolean
  order?: string[]
  limit?: number
}

export function render(q: Select): string {
  const lines = [`SELECT ${q.select.join(',\n       ')}`, `FROM ${q.from}`]
  if (q.where.length) lines.push(`WHERE ${q.where.join('\n  AND ')}`)
  if (q.group) lines.push('GROUP BY ALL')
  if (q.order?.length) lines.push(`ORDER BY ${q.order.join(', ')}`)
  if (q.limit !== undefined) lines.push(`LIMIT ${num(q.limit)}`)
  return lines.join('\n')
}

const as = (expr: string, label: string) => `${expr} AS ${ident(label)}`

export function compile(plan: Plan, profile: TableProfile, opts: CompileOptions = {}): Query[] {
  const from = ident(profile.table)
  const where = plan.filters.map((f) => filterSql(profile, f, opts))
  const measure = plan.measure ?? { agg: 'count', column: null }
  const mLabel = measureLabel(measure)
  const dims = plan.dims.map((d) => ({
    expr: dimExpr(profile, d),
    label: dimLabel(profile, d),
    dim: d,
  }))
  const dimSelect = dims.map((d) => as(d.expr, d.label))
  const isTimeDim = (d: Dim) => !!d.grain

  switch (plan.kind) {
    case 'describe':
      return [{ purpose: 'profile', sql: `SUMMARIZE SELECT * FROM ${from}` }]
    case 'aggregate':
    case 'compare': {
      const extra =
        plan.kind === 'compare' && plan.values && dims[0]
          ? [compareFilter(profile, plan, dims[0].expr)]
          : []
      const order =
        dims.length === 0
          ? []
          : dims.every((d) => isTimeDim(d.dim))
            ? dims.map((d) => weekdayOrder(d.dim, profile) ?? ident(d.label))
            : [`${ident(mLabel)} DESC NULLS LAST`, ...dims.map((d) => ident(d.label))]
      return [
        {
          purpose: 'main',
          sql: render({
            select: [...dimSelect, as(aggExpr(profile, measure, opts), mLabel)],
            from,
            where: [...where, ...extra],
            group: dims.length > 0,
            order,
            limit: dims.length ? 10000 : undefined,
          }),
        },
      ]
    }
    case 'top': {
      const dir = plan.order === 'asc' ? 'ASC' : 'DESC'
      if (plan.rowLevel && measure.column) {
        const x = valueExpr(profile, measure.column, opts)
        const select = plan.label ? [ident(plan.label), as(x, measure.column)] : ['*']
        return [
          {
            purpose: 'main',
            sql: render({
              select,
              from,
              where: [...where, `${x} IS NOT NULL`],
              order: [`${x} ${dir}`, ...(plan.label ? [ident(plan.label)] : [])],
              limit: plan.limit ?? 10,
            }),
          },
        ]
      }
      return [
        {
          purpose: 'main',
          sql: render({
            select: [...dimSelect, as(aggExpr(profile, measure, opts), mLabel)],
            from,
            where,
            group: true,
            order: [`${ident(mLabel)} ${dir} NULLS LAST`, ...dims.map((d) => ident(d.label))],
            limit: plan.limit ?? 10,
          }),
        },
      ]
    }
    case 'trend':
      return [
        {
          purpose: 'main',
          sql: render({
            select: [...dimSelect, as(aggExpr(profile, measure, opts), mLabel)],
            from,
            where,
            group: true,
            order: dims.map((d) => weekdayOrder(d.dim, profile) ?? ident(d.label)),
          }),
        },
      ]
    case 'distribution': {
      const x = valueExpr(profile, plan.column ?? '', opts)
      return [
        {
          purpose: 'stats',
          sql: render({
            select: [
              as(`count(${x})`, 'values'),
              as(`min(${x})`, 'min'),
              as(`max(${x})`, 'max'),
              as(`round(avg(${x}), 2)`, 'mean'),
              as(`round(median(${x}), 2)`, 'median'),
              as(`round(stddev_samp(${x}), 2)`, 'std_dev'),
            ],
            from,
            where,
          }),
        },
      ]
    }
    case 'correlation': {
      const x = valueExpr(profile, plan.x ?? '', opts)
      const y = valueExpr(profile, plan.y ?? '', opts)
      const both = [...where, `${x} IS NOT NULL`, `${y} IS NOT NULL`]
      const inner = render({
        select: [as(x, plan.x ?? 'x'), as(y, plan.y ?? 'y')],
        from,
        where: both,
      })
      return [
        {
          purpose: 'main',
          sql: render({
            select: [as(`round(corr(${x}, ${y}), 4)`, 'correlation'), as('count(*)', 'pairs')],
            from,
            where: both,
          }),
        },
        {
          purpose: 'sample',
          sql: `SELECT *\nFROM (\n${inner}\n)\nUSING SAMPLE reservoir(1000 ROWS) REPEATABLE (42)`,
        },
      ]
    }
    case 'filter': {
      const count = [
        {
          purpose: 'main' as const,
          sql: render({ select: [as(aggExpr(profile, measure, opts), mLabel)], from, where }),
        },
      ]
      return plan.list
        ? [
            ...count,
            {
              purpose: 'rows',
              sql: render({ select: ['*'], from, where, limit: plan.limit ?? 1000 }),
            },
          ]
        : count
    }
  }
}

function compareFilter(profile: TableProfile, plan: Plan, expr: string): string {
  const dim = plan.dims[0]
  const c = dim ? columnOf(profile, dim.column) : undefined
  const values = plan.values ?? []
  const numeric = !!dim?.grain || c?.kind === 'numeric' || c?.kind === 'year'
  return `${expr} IN (${values.map((v) => (numeric ? num(Number(v)) : literal(v))).join(', ')})`
}

function weekdayOrder(dim: Dim, profile: TableProfile): string | undefined {
  return dim.grain === 'weekday' && columnOf(profile, dim.column)?.kind === 'temporal'
    ? `min(isodow(${ident(dim.column)}))`
    : undefined
}

/** Histogram bins over [min, max], with a round bin width (1, 2, 2.5 or 5 times a power of ten). */
export function binWidth(min: number, max: number, target = 20): number {
  const span = max - min
  if (!(span > 0)) return 1
  const raw = span / target
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10
  return step * power
}

export function binsSql(
  plan: Plan,
  profile: TableProfile,
  width: number,
  opts: CompileOptions = {},
): string {
  const x = valueExpr(profile, plan.column ?? '', opts)
  const where = [...plan.filters.map((f) => filterSql(profile, f, opts)), `${x} IS NOT NULL`]
  return render({
    select: [
      as(`round(floor(${x} / ${num(width)}) * ${num(width)}, 6)`, 'bin_start'),
      as('count(*)', 'count'),
    ],
    from: ident(profile.table),
    where,
    group: true,
    order: [ident('bin_start')],
  })
}
