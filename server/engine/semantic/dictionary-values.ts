import type { DictionaryColumn } from './dictionary'
import {
  closeOf,
  CLOSE,
  hasLetter,
  isThousands,
  OPEN,
  sentenceEndsAt,
  unquote,
  wordsBefore,
} from './dictionary-text'

/**
 * Coded values in a column's description: "0 = automatic, 1 = manual", "L, M, H: low, medium,
 * high", "Y yes, N no", "\"bc\" (blue collar)", "manual (1)". A code only counts when it is a
 * value the column really holds, which is what keeps prose ("3 to 5 gears") from reading as codes.
 */

export type ValueMatcher = (token: string) => string | undefined

interface Token {
  start: number
  end: number
  value: string
}

export interface Codes {
  codes: Record<string, string[]>
  /** Where the codes and their labels were, so the meaning is read without them. */
  spans: Array<[number, number]>
}

const NUMBER = /^-?\d+(?:\.\d+)?$/
const TOKEN = /["'`“‘]?([\p{L}\p{N}_.+$%-]+)["'`”’]?/gu
const STRONG = /[ \t]*(?:=>|->|→|[=:：—–])[ \t]*|[ \t]+(?:-|means|for|is|indicates|denotes)[ \t]+/iy
const LIST_GAP = /^[ \t]*(?:[,/、，][ \t]*(?:(?:or|and)[ \t]+)?|(?:or|and)[ \t]+)$/i
const LIST_TO_LABELS = /[ \t]*(?:[=:：]|->|→)[ \t]*/y
const OPEN_PAREN = /[ \t]*[(（]/y
const WEAK_GAP = /[ \t]+(?=["'\p{L}])/uy
const BAD_FIRST = new Set(['to', 'through', 'or', 'and', 'than', 'of', 'per', 'up', 'from', 'is'])
const NO_LABEL = new Set(['otherwise', 'else', 'if not', 'not'])
const BACK_STOPS = new Set(
  'is are was were be either or and whether if when the a an means coded as'.split(' '),
)
const SEGMENT_START = ',;:(\n|，；、：（'

export function valueMatcher(column: DictionaryColumn): ValueMatcher {
  const byLower = new Map<string, string>()
  const byNumber = new Map<number, string>()
  for (const v of column.values.slice(0, 5000)) {
    if (typeof v !== 'string') continue
    const k = v.trim().toLowerCase()
    if (k !== '' && !byLower.has(k)) byLower.set(k, v)
    if (NUMBER.test(k) && !byNumber.has(Number(k))) byNumber.set(Number(k), v)
  }
  const anyCode = column.numeric && byLower.size === 0
  return (token) => {
    const t = token.trim()
    const hit = byLower.get(t.toLowerCase())
    if (hit !== undefined || !NUMBER.test(t)) return hit
    // Without stored values a numeric column accepts small integers, the usual codes.
    return byNumber.get(Number(t)) ?? (anyCode && /^-?\d{1,3}$/.test(t) ? t : undefined)
  }
}

function tokensOf(body: string, match: ValueMatcher): Token[] {
  const out: Token[] = []
  for (const m of body.matchAll(TOKEN)) {
    const start = m.index
    const end = start + m[0].length
    // "1,000" is one number, not the codes 1 and 0.
    if ((body[start - 1] === ',' && isThousands(body, start - 1)) || isThousands(body, end))
      continue
    const value = match(m[1]!.replace(/\.+$/, ''))
    if (value !== undefined) out.push({ start, end, value })
    if (out.length >= 400) break
  }
  return out
}

function cleanLabel(raw: string, value: string): string[] {
  const label = unquote(raw.replace(/\s+(?:and|or)$/i, ''))
    .replace(/[\s.,;:…]+$/, '')
    .replace(/^(?:if|when|where)\s+/i, '')
    .trim()
    .toLowerCase()
  // "0 otherwise" names no value of its own.
  if (!hasLetter(label) || label === value.toLowerCase() || NO_LABEL.has(label)) return []
  const words = label.split(/\s+/)
  if (words.length > 6 || BAD_FIRST.has(words[0]!) || /\d/.test(label)) return []
  const alternatives = label.split(/\s*\/\s*|\s+or\s+/).filter((a) => hasLetter(a))
  const out: string[] = []
  for (const a of alternatives) {
    out.push(a)
    if (/\p{L}-\p{L}/u.test(a)) out.push(a.replace(/(\p{L})-(?=\p{L})/gu, '$1 '))
  }
  return out
}

/** End of a label starting at `from`: the next separator, closing bracket or following code. */
function labelEnd(body: string, from: number, stopAt: number): number {
  let depth = 0
  const end = Math.min(stopAt, body.length, from + 80)
  for (let i = from; i < end; i++) {
    const c = body[i]!
    if (OPEN.includes(c)) depth++
    else if (CLOSE.includes(c)) {
      if (depth === 0) return i
      depth--
    } else if (depth === 0) {
      if (c === ',' && !isThousands(body, i)) return i
      if (';\n|，；、'.includes(c) || sentenceEndsAt(body, i)) return i
    }
  }
  return end
}

function sticky(re: RegExp, body: string, at: number): RegExpExecArray | null {
  re.lastIndex = at
  return re.exec(body)
}

function atSegmentStart(body: string, at: number): boolean {
  let i = at - 1
  while (i >= 0 && (body[i] === ' ' || body[i] === '\t')) i--
  if (i < 0 || SEGMENT_START.includes(body[i]!)) return true
  return /(?:^|\s)(?:or|and)$/i.test(body.slice(Math.max(0, i - 3), i + 1))
}

/** "L, M, H: low, medium, high": a run of codes, then as many labels. */
function readList(body: string, toks: Token[], i: number, codes: Codes): number {
  let j = i
  while (j + 1 < toks.length && LIST_GAP.test(body.slice(toks[j]!.end, toks[j + 1]!.start))) j++
  if (j === i) return i
  const sep = sticky(LIST_TO_LABELS, body, toks[j]!.end)
  if (!sep) return i
  const from = toks[j]!.end + sep[0].length
  let end = from
  // Labels run past commas, so find the end by the first stronger break.
  while (end < body.length && !';\n)）|。'.includes(body[end]!) && !sentenceEndsAt(body, end)) end++
  const items = body
    .slice(from, end)
    .split(/[,/、，]|\s(?:or|and)\s/)
    .map((s) => s.trim())
  if (items.length < j - i + 1) return i
  const labels = toks.slice(i, j + 1).map((t, k) => cleanLabel(items[k]!, t.value))
  if (labels.some((l) => l.length === 0)) return i
  labels.forEach((l, k) => add(codes, toks[i + k]!.value, l, [toks[i]!.start, end]))
  return j
}

/** Records the labels, and the span only when there were any: a rejected label stays text. */
function add(codes: Codes, value: string, labels: string[], span: [number, number]): boolean {
  if (labels.length === 0) return false
  const list = (codes.codes[value] ??= [])
  for (const l of labels) if (!list.includes(l)) list.push(l)
  codes.spans.push(span)
  return true
}

export function extractCodes(body: string, column: DictionaryColumn, match: ValueMatcher): Codes {
  const codes: Codes = { codes: {}, spans: [] }
  const toks = tokensOf(body, match)
  // Where the next "code =" starts, for each token: a label never runs into the next code.
  const nextStrong: number[] = []
  for (let k = toks.length - 1, at = body.length; k >= 0; k--) {
    nextStrong[k] = at
    if (sticky(STRONG, body, toks[k]!.end)) at = toks[k]!.start
  }
  const weak: Array<[Token, number]> = []
  let consumed = 0
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!
    if (t.start < consumed) continue
    const listEnd = readList(body, toks, i, codes)
    if (listEnd > i) {
      consumed = codes.spans[codes.spans.length - 1]![1]
      i = listEnd
      continue
    }
    const stopAt = nextStrong[i]!
    const sep = sticky(STRONG, body, t.end)
    const paren = sticky(OPEN_PAREN, body, t.end)
    const reverse = reverseAt(body, t)
    if (sep) {
      const from = t.end + sep[0].length
      const end = labelEnd(body, from, stopAt)
      if (add(codes, t.value, cleanLabel(body.slice(from, end), t.value), [t.start, end]))
        consumed = end
    } else if (paren) {
      const open = t.end + paren[0].length - 1
      const close = closeOf(body, open, open + 80)
      const inner = close < 0 ? '' : body.slice(open + 1, close)
      if (close < 0 || match(unquote(inner)) !== undefined) continue
      if (add(codes, t.value, cleanLabel(inner, t.value), [t.start, close + 1]))
        consumed = close + 1
    } else if (reverse) {
      // "manual (1)": the label is the words before the bracket.
      const start = wordsBefore(body, reverse[0], 4, BACK_STOPS)
      const label = cleanLabel(body.slice(start, reverse[0]), t.value)
      if (add(codes, t.value, label, [start, reverse[1] + 1])) consumed = reverse[1] + 1
    } else if ((!column.numeric || column.values.length > 0) && atSegmentStart(body, t.start)) {
      if (sticky(WEAK_GAP, body, t.end)) weak.push([t, labelEnd(body, t.end, stopAt)])
    }
  }
  // "Y yes, N no": a bare code and word only reads as a code when it is one of a list.
  if (weak.length >= 2) {
    for (const [t, end] of weak)
      add(codes, t.value, cleanLabel(body.slice(t.end, end), t.value), [t.start, end])
  }
  return codes
}

/** The brackets around a token standing alone in them after words: "manual (1)". */
function reverseAt(body: string, t: Token): [number, number] | null {
  let i = t.start - 1
  while (body[i] === ' ') i--
  let j = t.end
  while (body[j] === ' ') j++
  if (i < 0 || j >= body.length || !'(（'.includes(body[i]!) || !')）'.includes(body[j]!))
    return null
  let k = i - 1
  while (body[k] === ' ') k--
  return k >= 0 && hasLetter(body[k]!) ? [i, j] : null
}
