import type { Expr } from '../plan/expr'

/**
 * Arithmetic read from a list of tokens (from a question's terms or a model's formula): operands,
 * the four operators, "the square of" / "squared" and brackets, with the usual precedence.
 */
export type Tok =
  | { t: 'col'; column: string }
  | { t: 'num'; value: number }
  | { t: 'op'; op: '+' | '-' | '*' | '/' }
  | { t: '(' }
  | { t: ')' }
  | { t: 'square_of' }
  | { t: 'squared' }
  | { t: 'other' }

interface Read {
  expr: Expr
  /** Index after the last token read. */
  end: number
  ops: number
}

/** The longest expression starting at `k`, or null when none starts there. */
export function readExpr(toks: Tok[], k: number): Read | null {
  return sum(toks, k)
}

/** One precedence level: `next` operands joined left to right by the level's operators. */
function level(
  ops: readonly string[],
  next: (toks: Tok[], k: number) => Read | null,
): (toks: Tok[], k: number) => Read | null {
  return (toks, k) => {
    let left = next(toks, k)
    while (left) {
      const o = toks[left.end]
      if (o?.t !== 'op' || !ops.includes(o.op)) break
      const right = next(toks, left.end + 1)
      if (!right) break
      left = {
        expr: { op: o.op, args: [left.expr, right.expr] },
        end: right.end,
        ops: left.ops + right.ops + 1,
      }
    }
    return left
  }
}

const product = level(['*', '/'], (toks, k) => factor(toks, k))
const sum = level(['+', '-'], product)

function factor(toks: Tok[], k: number): Read | null {
  const x = toks[k]
  let read: Read | null = null
  if (x?.t === 'col') read = { expr: { column: x.column }, end: k + 1, ops: 0 }
  else if (x?.t === 'num') read = { expr: { value: x.value }, end: k + 1, ops: 0 }
  else if (x?.t === 'square_of') {
    const arg = factor(toks, k + 1)
    if (arg) read = { expr: { op: 'square', arg: arg.expr }, end: arg.end, ops: arg.ops + 1 }
  } else if (x?.t === '(') {
    const inner = sum(toks, k + 1)
    if (inner && toks[inner.end]?.t === ')') read = { ...inner, end: inner.end + 1 }
  }
  if (read && toks[read.end]?.t === 'squared')
    read = { expr: { op: 'square', arg: read.expr }, end: read.end + 1, ops: read.ops + 1 }
  return read
}

/** A model's formula over column names ("brainwt / bodywt", "mass / (height/100)^2"). */
export function formulaTokens(text: string, columnOf: (name: string) => string): Tok[] {
  const names = /[\p{L}_][\p{L}\p{N}_.]*|"[^"]+"|\d+(?:\.\d+)?|\^\s*2|[-+*/×÷−()²]|\S/gu
  return [...text.matchAll(names)].map(([w]): Tok => {
    if (/^\d/.test(w)) return { t: 'num', value: Number(w) }
    if (/^\^\s*2$|^²$/.test(w)) return { t: 'squared' }
    if (w === '(' || w === ')') return { t: w }
    const op = { '+': '+', '-': '-', '−': '-', '*': '*', '×': '*', '/': '/', '÷': '/' }[w]
    if (op) return { t: 'op', op: op as '+' }
    return { t: 'col', column: columnOf(w.replace(/^"|"$/g, '')) }
  })
}

/** A whole formula as one expression, or null when any of it is left unread. */
export function readFormula(toks: Tok[]): Expr | null {
  const read = readExpr(toks, 0)
  return read && read.end === toks.length ? read.expr : null
}
