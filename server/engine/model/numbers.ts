import type { QueryResult } from '../db'

/**
 * The numbers written in a text, and whether each one is a number of the query result (pure).
 * A written number matches a result value when they agree to the precision it is written with
 * ("16.3" matches 16.2849), as a percentage of a fraction ("42%" matches 0.42), or in magnitude.
 * Hand-written: number-extraction libraries read prose numbers ("twelve") but not this matching.
 */

interface WrittenNumber {
  text: string
  value: number
  /** Half a unit of the last written digit, scaled: how far the true value may be. */
  tolerance: number
  percent: boolean
}

const SCALE: Record<string, number> = {
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
  万: 1e4,
  亿: 1e8,
}
const NUMBER =
  /(?<![\p{L}\p{N}.,])([-−]?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s*(%|percent|thousand|million|billion|万|亿))?/gu

const ISO_DATE = /^(\d{4})-\d{2}(-\d{2})?([ T][\d:.]+)?$/

export function numbersIn(text: string): WrittenNumber[] {
  const out: WrittenNumber[] = []
  for (const match of text.matchAll(NUMBER)) {
    const [whole, sign, int = '', frac = '', unit = ''] = match
    const scale = SCALE[unit] ?? 1
    const magnitude = Number(`${int.replace(/,/g, '')}.${frac || '0'}`)
    out.push({
      text: whole,
      value: (sign ? -1 : 1) * magnitude * scale,
      tolerance: 0.5 * 10 ** -frac.length * scale + 1e-9 * Math.abs(magnitude * scale),
      percent: unit === '%' || unit === 'percent',
    })
  }
  return out
}

/** Every number the result holds: numeric cells, numbers inside text cells, years of dates, the row count. */
export function resultNumbers(result: Pick<QueryResult, 'rows'>): number[] {
  const out = new Set<number>([result.rows.length])
  for (const row of result.rows)
    for (const cell of row) {
      if (typeof cell === 'number') out.add(cell)
      else if (typeof cell === 'string') {
        // A date gives its year; its month and day digits would excuse any small number.
        const date = ISO_DATE.exec(cell)
        if (date) out.add(Number(date[1]))
        else for (const n of numbersIn(cell)) out.add(n.value)
      }
    }
  return [...out]
}

function isKnown(n: WrittenNumber, allowed: readonly number[]): boolean {
  return allowed.some((a) => {
    const near = (x: number) => Math.abs(Math.abs(n.value) - Math.abs(x)) <= n.tolerance
    return near(a) || (n.percent && near(a * 100))
  })
}

/**
 * The model's narration with every sentence dropped that carries a number not in `allowed`;
 * `removed` lists the numbers that were not found.
 */
export function checkNarration(
  narration: string,
  allowed: readonly number[],
): { kept: string; removed: string[] } {
  const removed: string[] = []
  const sentences = narration.split(/(?<=[.!?])\s+|(?<=[。！？])/u).filter((s) => s.trim())
  const kept = sentences.filter((sentence) => {
    const unknown = numbersIn(sentence).filter((n) => !isKnown(n, allowed))
    removed.push(...unknown.map((n) => n.text))
    return unknown.length === 0
  })
  return { kept: kept.join(' ').trim(), removed }
}
