import { columnOf } from './columns'
import { formatNumber, joinList, t } from './i18n'
import type { EngineLanguage } from './text/language'
import type { Dim, Filter, Measure, Plan, TableProfile } from './types'

/** Pure: the plan in words, for the Analyze MESSAGE and the findings. */

export function measureText(lang: EngineLanguage, m: Measure | undefined): string {
  if (!m || m.agg === 'count' || m.column === null) return t(lang, 'measure.count')
  if (m.agg === 'count_distinct') return t(lang, 'measure.distinct', { column: m.column })
  return t(lang, 'measure', { agg: t(lang, `agg.${m.agg}`), column: m.column })
}

export function dimText(lang: EngineLanguage, profile: TableProfile, dim: Dim): string {
  const c = columnOf(profile, dim.column)
  if (!dim.grain || c?.kind === 'year') return dim.column
  return `${t(lang, `grain.${dim.grain}`)} (${dim.column})`
}

function filterText(lang: EngineLanguage, f: Filter): string {
  const or = (values: string[]) => values.join(t(lang, 'cond.or'))
  switch (f.kind) {
    case 'in':
      return t(lang, f.negate ? 'cond.isNot' : 'cond.is', {
        column: f.column,
        values: or(f.values),
      })
    case 'cmp':
      return t(lang, 'cond.cmp', {
        column: f.column,
        op: f.op,
        value: formatNumber(lang, f.value, 6),
      })
    case 'between':
      return t(lang, 'cond.between', { column: f.column, low: f.low, high: f.high })
    case 'period':
      if (f.part === 'month') return t(lang, 'cond.month', { column: f.column, value: f.value })
      if (f.op === 'between')
        return t(lang, 'cond.yearBetween', {
          column: f.column,
          low: f.value,
          high: f.high ?? f.value,
        })
      if (f.op === 'in')
        return t(lang, 'cond.yearIn', {
          column: f.column,
          values: or((f.values ?? []).map(String)),
        })
      return t(lang, 'cond.year', { column: f.column, op: f.op, value: f.value })
  }
}

export function whereText(lang: EngineLanguage, filters: Filter[]): string {
  if (!filters.length) return ''
  return t(lang, 'where', {
    conditions: joinList(
      lang,
      filters.map((f) => filterText(lang, f)),
    ),
  })
}

export function planText(lang: EngineLanguage, plan: Plan, profile: TableProfile): string {
  const where = whereText(lang, plan.filters)
  const measure = measureText(lang, plan.measure)
  const dims = plan.dims.map((d) => dimText(lang, profile, d))
  switch (plan.kind) {
    case 'describe':
      return t(lang, 'plan.describe', { file: profile.source.fileName })
    case 'aggregate':
      return dims.length
        ? t(lang, 'plan.aggregate', { measure, dims: joinList(lang, dims), where })
        : t(lang, 'plan.scalar', { measure, where })
    case 'top': {
      const side = t(lang, plan.order === 'asc' ? 'side.asc' : 'side.desc')
      if (plan.rowLevel)
        return t(lang, 'plan.topRows', {
          column: plan.measure?.column ?? '',
          side,
          n: plan.limit ?? 10,
          where,
        })
      return t(lang, 'plan.top', { dim: dims[0] ?? '', measure, side, n: plan.limit ?? 10, where })
    }
    case 'trend': {
      const [time, split] = plan.dims
      return t(lang, 'plan.trend', {
        measure,
        grain: t(lang, `grain.${time?.grain ?? 'year'}`),
        time: time?.column ?? '',
        split: split ? t(lang, 'plan.trendSplit', { dim: split.column }) : '',
        where,
      })
    }
    case 'compare':
      return t(lang, 'plan.compare', {
        measure,
        values: joinList(lang, plan.values ?? []),
        dim: dims[0] ?? '',
        where,
      })
    case 'correlation':
      return t(lang, 'plan.correlation', { x: plan.x ?? '', y: plan.y ?? '', where })
    case 'distribution':
      return t(lang, 'plan.stats', { column: plan.column ?? '', where })
    case 'filter':
      return plan.measure?.agg === 'count_distinct'
        ? t(lang, 'plan.countDistinct', { column: plan.measure.column ?? '', where })
        : t(lang, 'plan.count', { where })
  }
}
