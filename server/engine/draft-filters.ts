import type { Mention } from './binder'
import { columnOf, isFraction, mainTimeColumn } from './columns'
import type { Draft } from './draft'
import type { CmpOp, Filter, TableProfile } from './types'

/**
 * Numbers in a question (pure): comparisons (more than 200 horsepower), ranges, years and months,
 * equalities (8 cylinders) and the N of a top N. Returns the mentions it used up.
 */
export function readFilters(ms: Mention[], profile: TableProfile, d: Draft): Set<number> {
  const used = new Set<number>()
  const time = mainTimeColumn(profile)
  const numericAt = (i: number) => {
    const m = ms[i]
    if (m?.type !== 'column' || used.has(i)) return undefined
    const c = m.candidates
      .map((k) => columnOf(profile, k.column))
      .find((k) => k?.kind === 'numeric')
    return c?.name
  }
  const numberAt = (i: number) => {
    const m = ms[i]
    return m?.type === 'number' && !used.has(i) ? m : undefined
  }
  const isYear = (n: number) => Number.isInteger(n) && n >= 1800 && n <= 2100
  const period = (
    op: CmpOp | 'between' | 'in',
    value: number,
    high?: number,
    values?: number[],
  ): Filter | null =>
    time
      ? {
          kind: 'period',
          column: time.name,
          part: 'year',
          op,
          value,
          ...(high !== undefined ? { high } : {}),
          ...(values ? { values } : {}),
        }
      : null
  const add = (f: Filter | null, ...idx: number[]) => {
    if (!f) return
    d.filters.push(f)
    idx.forEach((i) => used.add(i))
  }

  ms.forEach((m, i) => {
    if (used.has(i) || m.type !== 'cue') return
    const cue = m.cue
    if (cue.type === 'cmp') {
      const num = numberAt(i + 1)
      if (!num) return
      // The column is named just before the comparison or just after the number (a unit may sit between).
      const before = numericAt(i - 1)
      const afterAt = [i + 2, i + 3].find(
        (k) => numericAt(k) && (k === i + 2 || ms[i + 2]?.type === 'unknown'),
      )
      const column = before ?? (afterAt !== undefined ? numericAt(afterAt) : undefined)
      const unit = ms[i + 2]?.type === 'unknown' ? ms[i + 2]?.text : undefined
      if (column) {
        // "20%" against a 0–1 column is a fraction.
        const value =
          num.percent && isFraction(columnOf(profile, column)) ? num.value / 100 : num.value
        add({ kind: 'cmp', column, op: cue.op, value }, i, i + 1, before ? i - 1 : (afterAt ?? i))
      } else if (isYear(num.value) && time && !unit) {
        add(period(cue.op, num.value), i, i + 1)
      } else {
        // A number with a unit no column measures (2000 miles where there is no distance).
        used.add(i)
        used.add(i + 1)
        const named = ms[i - 1]?.type === 'unknown' ? ms[i - 1]?.text : undefined
        d.unknownAfterAgg.push(
          ...[named, unit].filter((w): w is string => !!w),
          ...(named || unit ? [] : [`${m.text} ${num.text}`]),
        )
      }
    } else if (cue.type === 'between' || (cue.type === 'prep' && cue.prep === 'from')) {
      const lo = numberAt(i + 1)
      const joint = ms[i + 2]
      const hi = numberAt(i + 3)
      const joins =
        joint?.type === 'cue' &&
        (joint.cue.type === 'and' || (joint.cue.type === 'prep' && joint.cue.prep === 'to'))
      if (!lo || !hi || !joins) return
      // Two years mean a period whenever there is a date to filter, even after a measure
      // (total sales between 2015 and 2016); otherwise the range applies to the column before.
      const column = numericAt(i - 1)
      if (isYear(lo.value) && isYear(hi.value) && time)
        add(period('between', lo.value, hi.value), i, i + 1, i + 2, i + 3)
      else if (column)
        add(
          { kind: 'between', column, low: lo.value, high: hi.value },
          i - 1,
          i,
          i + 1,
          i + 2,
          i + 3,
        )
    } else if (cue.type === 'period') {
      const num = numberAt(i + 1)
      if (num && isYear(num.value)) add(period(cue.op, num.value), i, i + 1)
    } else if (cue.type === 'month' && time?.kind === 'temporal') {
      add({ kind: 'period', column: time.name, part: 'month', op: '=', value: cue.month }, i)
    } else if (cue.type === 'order') {
      // top 5 / 5 largest
      const n = numberAt(i + 1) ?? numberAt(i - 1)
      if (n && Number.isInteger(n.value) && n.value > 0 && n.value <= 1000 && !isYear(n.value)) {
        d.limit = n.value
        used.add(ms.indexOf(n))
      }
    }
  })

  // 8 cylinders, 6 cyl: a number right before a numeric column is an equality.
  ms.forEach((m, i) => {
    if (m.type !== 'number' || used.has(i)) return
    const column = numericAt(i + 1)
    if (column && !isYear(m.value)) add({ kind: 'cmp', column, op: '=', value: m.value }, i, i + 1)
  })

  // Bare years: in 2014, for 2012 and 2015.
  ms.forEach((m, i) => {
    if (m.type !== 'number' || used.has(i)) return
    if (isYear(m.value) && time) {
      d.years.push(m.value)
      used.add(i)
    } else if (
      Number.isInteger(m.value) &&
      m.value > 0 &&
      m.value <= 1000 &&
      d.limit === undefined
    ) {
      d.limit = m.value
      used.add(i)
    }
  })
  return used
}
