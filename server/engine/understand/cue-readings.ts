import type { Cue } from '../lang/pack'
import type { Parsed, Term } from './terms'

/**
 * Cue words whose reading depends on the words around them, settled in place: each function
 * changes the question's cues and the roles of the words it reads.
 */

/** "By how many points", "by how much": the size of a difference, never a grouping by. */
export function sizeOfDifference(parsed: Parsed, cues: Set<Cue>): void {
  const { terms } = parsed
  const each = parsed.cueAt.get('each') ?? []
  const byHow = each.filter((k) => terms[k]?.lemma === 'by' && terms[k + 1]?.lemma === 'how')
  if (!byHow.length) return
  const rest = each.filter((k) => !byHow.includes(k))
  parsed.cueAt.set('each', rest)
  for (const k of byHow) terms[k]!.role = 'function word'
  if (!rest.length) cues.delete('each')
}

/**
 * "雨量是多少", "销售额为多少": 多少 after 是 or 为 asks what the value is ("what is the rainfall"),
 * not how many; "有多少", "多少个" still count.
 */
export function valueAskedFor(parsed: Parsed, cues: Set<Cue>): void {
  const { terms } = parsed
  const count = parsed.cueAt.get('count') ?? []
  // "是多少公里", "是多少个": a unit or measure word after it is read as before (units.ts).
  const what = count.filter(
    (k) =>
      terms[k]?.text === '多少' &&
      /^(是|为)$/.test(terms[k - 1]?.text ?? '') &&
      /^[？?，,。！!；;]?$/.test(terms[k + 1]?.text ?? ''),
  )
  if (!what.length) return
  const rest = count.filter((k) => !what.includes(k))
  parsed.cueAt.set('count', rest)
  for (const k of what) terms[k]!.role = 'function word'
  if (!rest.length) cues.delete('count')
}

/** "Did more women than men survive": "more" before values compared by "than" compares them. */
export function moreThanValues(terms: Term[], cues: Set<Cue>): void {
  const column = (x: Term | undefined) => x?.role?.match(/^value:([^=]+)=/)?.[1]
  for (const t of terms) {
    if (!/^(more|fewer|less)$/.test(t.lemma) || (t.role && t.role !== 'values hint')) continue
    const than = terms.find((x) => x.i > t.i && x.lemma === 'than')
    const [a, b] = [column(terms[t.i + 1]), column(terms[(than?.i ?? -2) + 1])]
    if (!than || !a || a !== b) continue
    t.role = 'cue:compare'
    cues.add('compare')
  }
}

/**
 * "How much more …, in dollars and in percent": a difference asked in percent is the unit of the
 * answer (the gap relative to the other), not a share of a total.
 */
export function percentAsUnit(parsed: Parsed, cues: Set<Cue>): void {
  const { terms } = parsed
  const shareAt = parsed.cueAt.get('share') ?? []
  const inUnit = (k: number) => /^(in|as|a)$/.test(terms[k - 1]?.lemma ?? '')
  if (!shareAt.length || !(cues.has('difference') || cues.has('change'))) return
  if (!shareAt.every(inUnit)) return
  cues.delete('share')
  for (const k of shareAt) terms[k]!.role = 'unit'
}

/** "For how many hours a day": a quantity asked in its unit, not hours counted. */
export function quantityInItsUnit(parsed: Parsed, cues: Set<Cue>): void {
  const { terms } = parsed
  const asked = terms.some((t) => t.role === 'unit' && terms[t.i - 1]?.role === 'cue:count')
  if (!asked || !cues.has('count')) return
  cues.delete('count')
  for (const k of parsed.cueAt.get('count') ?? []) terms[k]!.role = 'function word'
}

/** "The single longest tooth", "the very highest": an intensifier of a superlative says nothing. */
export function intensifiers(terms: Term[]): void {
  for (const t of terms) {
    const next = terms[t.i + 1]
    if (t.role || !/^(single|very|absolute)$/.test(t.lemma) || !next) continue
    if (/^cue:(max|min)$/.test(next.role ?? '') || /[a-z]est$/i.test(next.text))
      t.role = 'function word'
  }
}

/**
 * "How has Microsoft's stock done since 2005", "how has it performed": a change over the period.
 * Within one year ("in 2008") it is that year's figure.
 */
export function howItDid(
  parsed: Parsed,
  years: number[],
  yearRange: { from?: number; to?: number } | null,
): void {
  if (
    !(years.length === 1 && !yearRange) &&
    /\bhow (did|does|has|have|do)\b.*\b(do|done|perform|performed|fare|fared)\b/i.test(parsed.text)
  )
    parsed.cues.add('change')
}
