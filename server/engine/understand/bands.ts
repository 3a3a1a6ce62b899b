import type { Condition } from './conditions'
import type { Parsed } from './terms'

/**
 * Bands: conditions on one column that no row can meet together are groups the question sets
 * beside each other (a `bands` dim, kinds/dims.ts), each labelled (Condition.band).
 */

type Interval = [number, number]
const interval = (c: Condition): Interval => {
  switch (c.op) {
    case '>':
    case '>=':
      return [c.value, Infinity]
    case '<':
    case '<=':
      return [-Infinity, c.value]
    case 'between':
      return [c.value, c.high ?? c.value]
    default:
      return [c.value, c.value]
  }
}
/** Apart, or touching at one end only ("under 70", "70 to 300"): the first said keeps the point. */
const apart = (a: Interval, b: Interval) => a[1] <= b[0] || b[1] <= a[0]

/**
 * "People aged 20 to 29 and 50 to 59", "16 or more years … exactly 12": conditions on one column
 * that no row can meet together are groups set beside each other, labelled by the word they
 * define ("shallow (under 70 km)") or by their bounds.
 */
export function markBands(parsed: Parsed, conditions: Condition[]): void {
  const perColumn = new Map<string, Condition[]>()
  for (const c of conditions) perColumn.set(c.column, [...(perColumn.get(c.column) ?? []), c])
  for (const said of perColumn.values()) {
    if (said.length < 2 || said.length > 12) continue
    const spans = said.map(interval)
    if (!spans.every((a, i) => spans.every((b, j) => i === j || apart(a, b)))) continue
    for (const c of said) c.band = bandLabel(parsed, c)
  }
}

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 6 })
const BOUNDS: Record<Condition['op'], (c: Condition) => string> = {
  '>': (c) => `> ${fmt(c.value)}`,
  '>=': (c) => `≥ ${fmt(c.value)}`,
  '<': (c) => `< ${fmt(c.value)}`,
  '<=': (c) => `≤ ${fmt(c.value)}`,
  between: (c) => `${fmt(c.value)}–${fmt(c.high ?? c.value)}`,
  '=': (c) => fmt(c.value),
}

/** The word a parenthesis right after defines ("shallow (under 70 km)"), else the bounds. */
function bandLabel(parsed: Parsed, c: Condition): string {
  const { terms } = parsed
  const at = terms.find((t) => t.num === c.value && t.role === 'condition')
  if (at) {
    let k = at.i - 1
    while (k > 0 && terms[k]!.text !== '(' && at.i - k < 5) k--
    const word = terms[k - 1]
    // ("Young (under 30)": the word may have named the column itself.)
    const free = !word?.role || word.role === `column:${c.column}`
    if (terms[k]?.text === '(' && word && free && /^\p{L}{3,}$/u.test(word.text)) {
      word.role = 'function word'
      return word.text.toLowerCase()
    }
  }
  return BOUNDS[c.op](c)
}
