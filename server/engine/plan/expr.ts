import { z } from 'zod'
import { num } from '../sql'

/**
 * A derived measure: arithmetic over the table's numeric columns (+, −, ×, ÷, square and
 * constants), as plain JSON in a plan. Compiled with quoted identifiers (through `leaf`), every
 * division guarded against zero with NULLIF.
 */
export type Expr =
  /** `unconverted`: a unit the question reads the column in, which the data may not hold it in. */
  | { column: string; unconverted?: string }
  | { value: number }
  | { op: '+' | '-' | '*' | '/'; args: [Expr, Expr] }
  | { op: 'square'; arg: Expr }

export const exprSchema: z.ZodType<Expr> = z.lazy(() =>
  z.union([
    z.object({ column: z.string(), unconverted: z.string().optional() }),
    z.object({ value: z.number().finite() }),
    z.object({ op: z.enum(['+', '-', '*', '/']), args: z.tuple([exprSchema, exprSchema]) }),
    z.object({ op: z.literal('square'), arg: exprSchema }),
  ]),
)

/** The columns an expression reads, each once, in the order written. */
export function exprColumns(e: Expr): string[] {
  if ('column' in e) return [e.column]
  if ('value' in e) return []
  const parts = e.op === 'square' ? exprColumns(e.arg) : e.args.flatMap(exprColumns)
  return [...new Set(parts)]
}

/** SQL of an expression, each column written by `leaf` (a quoted column, or its total). */
export function exprSql(e: Expr, leaf: (column: string) => string): string {
  if ('column' in e) return leaf(e.column)
  if ('value' in e) return num(e.value)
  if (e.op === 'square') {
    const x = exprSql(e.arg, leaf)
    return `((${x}) * (${x}))`
  }
  const [a, b] = e.args.map((x) => exprSql(x, leaf)) as [string, string]
  if (e.op === '/') return `(CAST(${a} AS DOUBLE) / nullif(${b}, 0))`
  return `(${a} ${e.op} ${b})`
}

const SIGN = { '+': '+', '-': '−', '*': '×', '/': '÷' } as const
const RANK = { '+': 1, '-': 1, '*': 2, '/': 2 } as const

/** An expression for people to read, in plain names: "assault ÷ murder", "mass ÷ height²". */
export function exprText(
  e: Expr,
  nameOf: (column: string) => string,
  unconverted: (name: string, unit: string) => string = (x) => x,
): string {
  if ('column' in e)
    return e.unconverted ? unconverted(nameOf(e.column), e.unconverted) : nameOf(e.column)
  if ('value' in e) return String(e.value)
  if (e.op === 'square') {
    const x = exprText(e.arg, nameOf, unconverted)
    return 'column' in e.arg || 'value' in e.arg ? `${x}²` : `(${x})²`
  }
  const rank = RANK[e.op]
  const side = (x: Expr, right: boolean) => {
    const t = exprText(x, nameOf, unconverted)
    if (!('op' in x) || x.op === 'square') return t
    const r = RANK[x.op]
    return r < rank || (right && r === rank && (e.op === '-' || e.op === '/')) ? `(${t})` : t
  }
  return `${side(e.args[0], false)} ${SIGN[e.op]} ${side(e.args[1], true)}`
}
