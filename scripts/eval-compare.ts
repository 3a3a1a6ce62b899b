import type { Cell } from '../server/engine/db'
import type { EvalCase } from '../server/engine/eval/questions'

/**
 * How `npm run eval` judges an answer's TABLE against the expected rows: numbers within the
 * engine's rounding, extra context columns allowed, columns in any order, and rows tied on every
 * number in any order. Returns null when the answer is right, else what differs.
 */

function sameCell(actual: string, expected: Cell): boolean {
  if (expected === null) return actual === ''
  if (typeof expected === 'number') {
    const n = Number(actual)
    // The engine rounds averages and sums to 2 decimals, correlations to 4.
    return (
      actual !== '' &&
      Number.isFinite(n) &&
      Math.abs(n - expected) <= Math.max(0.006, Math.abs(expected) * 1e-6)
    )
  }
  return actual === String(expected)
}

/**
 * Which answer column holds each expected column: the answer may carry extra context columns
 * ("2007-10-01, 707" for "the highest price of GOOG" is better than "707") and may order its
 * columns differently, but every expected column must match one answer column of its own, on
 * every row. Returns the mapping (answer index per expected column) or null.
 */
function columnMaps(actual: string[][], expected: Cell[][], aligned: boolean): number[][] {
  const width = expected[0]?.length ?? 0
  const actualWidth = actual[0]?.length ?? 0
  // With rows in the same order, a column matches when it matches on every row; in any order,
  // when its values match as a multiset (the rows are then matched whole below).
  const fits = (j: number, k: number) => {
    if (aligned) return expected.every((e, i) => sameCell(actual[i]?.[k] ?? '', e[j] ?? null))
    const left = actual.map((a) => a[k] ?? '')
    return expected.every((e) => {
      const at = left.findIndex((a) => sameCell(a, e[j] ?? null))
      if (at < 0) return false
      left.splice(at, 1)
      return true
    })
  }
  const options = Array.from({ length: width }, (_, j) =>
    Array.from({ length: actualWidth }, (_, k) => k).filter((k) => fits(j, k)),
  )
  const out: number[][] = []
  const walk = (j: number, used: number[]) => {
    if (out.length >= 50) return
    if (j === width) return void out.push([...used])
    for (const k of options[j] ?? []) if (!used.includes(k)) walk(j + 1, [...used, k])
  }
  walk(0, [])
  return out
}

const sameRow = (a: string[], e: Cell[], map: number[]) =>
  e.every((cell, j) => sameCell(a[map[j] ?? -1] ?? '', cell))

/** Expected rows that tie on every number (the ordered value) may come in any order. */
function tieBlocks(expected: Cell[][]): number[][] {
  const key = (r: Cell[]) => JSON.stringify(r.filter((c) => typeof c === 'number'))
  const blocks: number[][] = []
  for (const [i, r] of expected.entries()) {
    const last = blocks.at(-1)
    if (last && key(expected[last[0]!]!) === key(r) && r.some((c) => typeof c === 'number'))
      last.push(i)
    else blocks.push([i])
  }
  return blocks
}

function matchesAsSet(actual: string[][], expected: Cell[][], map: number[]): Cell[] | null {
  const left = [...actual]
  for (const e of expected) {
    const k = left.findIndex((a) => sameRow(a, e, map))
    if (k < 0) return e
    left.splice(k, 1)
  }
  return null
}

export function compare(
  mode: EvalCase['compare'],
  actual: string[][],
  expected: Cell[][],
): string | null {
  if (mode === 'rowcount') {
    const want = Number(expected[0]?.[0])
    return actual.length === want ? null : `${actual.length} rows, expected ${want}`
  }
  if (actual.length !== expected.length) return `${actual.length} rows, expected ${expected.length}`
  if (!expected.length) return null
  const identity = expected[0]!.map((_, j) => j)
  if (mode === 'rows') {
    // Rows in order, except that rows tied on the ordered value may come in any order.
    const blocks = tieBlocks(expected)
    const inOrder = (map: number[]) =>
      blocks.every(
        (b) =>
          !matchesAsSet(
            b.map((i) => actual[i]!),
            b.map((i) => expected[i]!),
            map,
          ),
      )
    if (columnMaps(actual, expected, false).some(inOrder)) return null
    const i = expected.findIndex((e, k) => !sameRow(actual[k] ?? [], e, identity))
    return `row ${i + 1}: got ${JSON.stringify(actual[i])}, expected ${JSON.stringify(expected[i])}`
  }
  const maps = columnMaps(actual, expected, false)
  if (maps.some((m) => !matchesAsSet(actual, expected, m))) return null
  return `no row matches ${JSON.stringify(matchesAsSet(actual, expected, maps[0] ?? identity))}`
}
