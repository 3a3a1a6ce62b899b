import type { Filter, Plan } from './schema'

/**
 * A long-format table's numbers (semantic/series.ts) are each in its series' own unit: a plan that
 * adds, averages, ranks or filters them without pinning one series (or grouping by series) would
 * mix unemployment with population. Such a plan gives no number; the offers name each series.
 */

const pins = (filters: Filter[], key: string) =>
  filters.some((f) => f.op === 'in' && f.column === key && f.values.length === 1)
const onColumn = (f: Filter, column: string) =>
  'column' in f ? f.column === column : f.columns.includes(column)

const usesColumn = (value: unknown, column: string) =>
  JSON.stringify(value).includes(JSON.stringify(column))

export function mixesSeries(plan: Plan, series: { key: string; value: string }): boolean {
  const { key, value } = series
  const filters: Filter[] = plan.filters
  const parts =
    plan.kind === 'ratio'
      ? [
          [...filters, ...plan.numerator.filters],
          [...filters, ...plan.denominator.filters],
        ]
      : [filters]
  const rest =
    plan.kind === 'ratio'
      ? {
          ...plan,
          filters: [],
          numerator: { ...plan.numerator, filters: [] },
          denominator: { ...plan.denominator, filters: [] },
        }
      : // A share's part names a series, but its whole is every series: no grouping.
        plan.kind === 'share'
        ? { ...plan, filters: [], part: [] }
        : { ...plan, filters: [] }
  const measured = usesColumn(rest, value) || parts.flat().some((f) => onColumn(f, value))
  if (!measured) return false
  // Grouped by series (each series apart), or every part pinned to one series.
  if (usesColumn(rest, key)) return false
  return !parts.every((p) => pins(p, key))
}
