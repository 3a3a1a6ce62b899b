import { labelColumn } from '../columns'
import { exprText, type Expr } from '../plan/expr'
import type { PlanOf } from '../plan/schema'
import { formulaTokens, readFormula } from '../understand/arithmetic-parse'
import type { AnswerReader } from './plan-answer-kinds'
import { PlanAnswerError } from './plan-filters'

/** A model's formula over numeric columns, read whole, or a PlanAnswerError saying it is not. */
export function formulaOf(text: string, numeric: (name: string) => string): Expr {
  const expr = readFormula(formulaTokens(text, numeric))
  if (!expr) throw new PlanAnswerError(`the formula "${text}" is not arithmetic over columns`)
  return expr
}

/** Rows ranked by a model's formula, shown with the table's label column. */
export function formulaRow(r: AnswerReader, expr: Expr): PlanOf<'extreme_row'> {
  const name = exprText(expr, (c) => c)
  const label = labelColumn(r.profile)
  const shown = r.body.show?.length ? r.body.show.map((n) => r.col(n).name) : []
  const show = shown.length ? shown : label ? [label.name] : []
  return {
    kind: 'extreme_row',
    ...r.base,
    column: name,
    derived: expr,
    order: r.body.order ?? 'desc',
    show: [...show, name],
    limit: r.body.limit ?? 1,
  }
}
