import { describe, expect, it } from 'vitest'
import { compilePlan } from '../plan/run'
import { sales } from '../testing/profiles'
import { PlanAnswerBody, toEnginePlan, type NamedProfile } from './plan-answer'

/** A model's formula (plan-formula.ts): read whole over numeric columns, or refused in words. */

const tables: NamedProfile[] = [{ name: 'superstore', profile: sales }]
const map = (plan: Record<string, unknown>) => toEnginePlan(PlanAnswerBody.parse(plan), tables).plan

describe('a formula in a model plan', () => {
  it('an aggregate of a formula over totals compiles to a division of sums, NULLIF-guarded', () => {
    const plan = map({
      kind: 'aggregate',
      table: 'superstore',
      measures: [{ agg: 'sum', column: null, formula: 'profit / sales', over: 'totals' }],
      group_by: [{ column: 'Region' }],
    })
    const { sql } = compilePlan(plan, sales)
    expect(sql).toContain('(CAST(sum("Profit") AS DOUBLE) / nullif(sum("Sales"), 0))')
  })

  it('extreme_row ranks rows by a formula', () => {
    const plan = map({ kind: 'extreme_row', table: 'superstore', formula: '(Sales - Profit)^2' })
    expect(plan.kind === 'extreme_row' && plan.derived).toEqual({
      op: 'square',
      arg: { op: '-', args: [{ column: 'Sales' }, { column: 'Profit' }] },
    })
  })

  it('a formula naming no column, or left half read, is refused', () => {
    const body = (formula: string) => ({
      kind: 'aggregate',
      table: 'superstore',
      measures: [{ agg: 'avg', column: null, formula }],
    })
    expect(() => map(body('Sales / Salary'))).toThrow(/Salary/)
    expect(() => map(body('Sales / '))).toThrow(/formula/)
    expect(() => map(body('Sales / Region'))).toThrow(/numeric/)
  })
})
