import {
  closeOf,
  isHan,
  isWordChar,
  lineEnd,
  lowerKeepingIndex,
  oneOf,
  wordsBefore,
} from './dictionary-text'

/**
 * Where a dictionary defines a column: a mention of its name followed by a definition mark
 * ("mpg (…)", "mpg: …", "mpg — …", "| mpg | … |", "mpg is …"), and the text that belongs to it,
 * which stops where the next column's entry begins.
 */

interface Entry {
  column: string
  /** Texts that describe the column (meaning, units, codes). */
  bodies: string[]
  /** Other cells of a table row: read for units and codes only. */
  extras: string[]
}

type Kind = 'paren' | 'colon' | 'eq' | 'dash' | 'pipe' | 'copula' | 'verb' | 'gap' | 'reverse'

interface Head {
  column: string
  start: number
  kind: Kind
  /** Where the body starts (for 'paren', the opening bracket). */
  body: number
  /** Where this entry's lead-in starts; the previous entry's body stops here. */
  lead: number
}

const VERBS =
  'means|refers to|represents|denotes|gives|indicates|stands for|holds|records|contains|' +
  'measures|shows|describes|says|tells|flags|marks|counts|lists|stores|tracks'
const MARKERS: Array<[Kind, RegExp]> = [
  ['paren', /[ \t]*[([（【]/y],
  ['colon', /[ \t]*[:：](?!\/\/)[ \t]*/y],
  ['eq', /[ \t]*=(?![=>])[ \t]*/y],
  ['dash', /[ \t]*[—–][ \t]*|[ \t]+--?[ \t]+/y],
  ['pipe', /[ \t]*\|/y],
  ['copula', /[ \t]+(?:is|are)[ \t]+/iy],
  ['verb', new RegExp(`[ \\t]+(?:${VERBS})[ \\t]+`, 'iy')],
  ['verb', /[ \t]*(?:表示|是指|指的是|代表|即为)/y],
  ['gap', /(?:\t| {2})[ \t]*(?=[^\s|])/y],
]
/** After "is", a definition starts like one; "mpg is higher for…" is prose about the data. */
const DEFINITION_START =
  /(?:the|a|an|its|their|his|her|each|how|whether|which|what|in|coded|measured|given|expressed|recorded|either|one|number|total|percent|share)\b/iy
const TAIL = /[ \t]*(?:[:：=—–]|--?[ \t]|is[ \t]|means[ \t])[ \t]*/iy
const DECOR_AFTER = /[`"'*”’」』]*/y
const DECOR_BEFORE = '`"\'*“‘「『'
const LEAD_WORDS = new Set(
  'the column columns variable variables field fields attribute feature finally lastly also then'.split(
    ' ',
  ),
)
const CONJUNCTIONS = new Set(['and', 'or', 'while', 'whereas', 'where', 'but'])
const BOUNDARY = ',;:.|)]>•·*-–—、，；：。（('
const REVERSE_STOPS = new Set(
  'including includes include has have with are is and or such as like namely contains plus the a an'.split(
    ' ',
  ),
)
const MAX_MENTIONS = 40

function mentions(lower: string, name: string, claimed: Uint8Array): Array<[number, number]> {
  const n = lowerKeepingIndex(name)
  const out: Array<[number, number]> = []
  for (let i = lower.indexOf(n); i >= 0 && out.length < MAX_MENTIONS; i = lower.indexOf(n, i + 1)) {
    const end = i + n.length
    // Whole tokens only, except that Chinese has no spaces between words.
    const before = lower[i - 1]
    const after = lower[end]
    if (isWordChar(before) && !(isHan(before) && isHan(n[0]))) continue
    if (isWordChar(after) && !(isHan(after) && isHan(n[n.length - 1]))) continue
    if (before === '.' && isWordChar(lower[i - 2])) continue
    if (after === '.' && isWordChar(lower[end + 1])) continue
    if (claimed.subarray(i, end).some((c) => c === 1)) continue
    claimed.fill(1, i, end)
    out.push([i, end])
  }
  return out
}

/** Where the entry's lead-in starts if the mention opens an entry, else -1. */
function entryStart(text: string, lower: string, start: number): number {
  let i = start - 1
  const skipBlank = (): void => {
    while (i >= 0 && (text[i] === ' ' || text[i] === '\t' || DECOR_BEFORE.includes(text[i]!))) i--
  }
  skipBlank()
  for (let k = 0; k < 3; k++) {
    let w = i
    while (w >= 0 && lower[w]! >= 'a' && lower[w]! <= 'z') w--
    const word = lower.slice(w + 1, i + 1)
    if (CONJUNCTIONS.has(word)) return w + 1
    if (!LEAD_WORDS.has(word)) break
    i = w
    skipBlank()
  }
  if (i < 0 || text[i] === '\n' || BOUNDARY.includes(text[i]!)) return i + 1
  return -1
}

function markerOf(text: string, at: number): [Kind, number] | null {
  for (const [kind, re] of MARKERS) {
    re.lastIndex = at
    const m = re.exec(text)
    if (m) return [kind, at + m[0].length]
  }
  return null
}

/** "miles per gallon (mpg)": the name alone in brackets after the words that define it. */
function reverseHead(text: string, column: string, start: number, end: number): Head | null {
  let i = start - 1
  while (text[i] === ' ' || oneOf(DECOR_BEFORE, text[i])) i--
  let j = end
  while (oneOf(DECOR_BEFORE, text[j]) || oneOf('”’」』 ', text[j])) j++
  if (i < 1 || !oneOf('(（', text[i]) || !oneOf(')）', text[j])) return null
  const after = text.slice(j + 1, j + 6)
  if (!/^(?:\s*$|\s*[,;.:，；。：\n]|\s+(?:and|or|are|is|were|was)\b)/i.test(after)) return null
  const lead = wordsBefore(text, i, 5, REVERSE_STOPS)
  return lead < i ? { column, start, kind: 'reverse', body: i, lead } : null
}

function heads(text: string, columns: string[]): Head[] {
  const lower = lowerKeepingIndex(text)
  const claimed = new Uint8Array(text.length)
  const found: Array<{ column: string; start: number; end: number }> = []
  // Longest names first, so "失业人数" is not read as "人数".
  const byLength = [...columns].sort((a, b) => b.length - a.length)
  for (const column of byLength)
    for (const [start, end] of mentions(lower, column, claimed)) found.push({ column, start, end })
  found.sort((a, b) => a.start - b.start)
  const out: Head[] = []
  let blockedUntil = -1
  for (const { column, start, end } of found) {
    if (start < blockedUntil) continue
    DECOR_AFTER.lastIndex = end
    const marker = markerOf(text, end + (DECOR_AFTER.exec(text)?.[0].length ?? 0))
    const lead = entryStart(text, lower, start)
    if (!marker) {
      const reverse = column.length >= 2 ? reverseHead(text, column, start, end) : null
      if (reverse) out.push(reverse)
      continue
    }
    const [kind, body] = marker
    if (kind !== 'paren' && lead < 0) continue
    // "Species: iris species (…)": the name again inside its own entry starts nothing new.
    if (lead < 0 && out[out.length - 1]?.column === column) continue
    if (kind === 'pipe' && text[lead - 1] !== '|') continue
    DEFINITION_START.lastIndex = body
    if (kind === 'copula' && !DEFINITION_START.test(text)) continue
    if (kind === 'paren') blockedUntil = Math.max(blockedUntil, closeOf(text, body - 1, body + 600))
    out.push({ column, start, kind, body, lead: lead < 0 ? start : lead })
  }
  return out
}

/** Drops the separators left before the next entry ("…gallon, and "), by a loop, not a regex. */
function trimEnd(s: string): string {
  let t = s.trimEnd()
  for (let n = 0; n < 8; n++) {
    const before = t
    t = t.replace(/[,;，；、]$/, '').trimEnd()
    if (/\s(?:and|or)$/i.test(t)) t = t.slice(0, t.lastIndexOf(' ')).trimEnd()
    if (t === before) break
  }
  return t.trimStart()
}

export function findEntries(text: string, columns: string[]): Entry[] {
  const hs = heads(text, columns)
  const entries: Entry[] = []
  hs.forEach((h, k) => {
    const next = hs[k + 1]
    const stop = next ? Math.max(next.lead, h.body) : text.length
    const entry: Entry = { column: h.column, bodies: [], extras: [] }
    entries.push(entry)
    if (h.kind === 'reverse') {
      entry.bodies.push(text.slice(h.lead, h.body))
      return
    }
    if (h.kind === 'pipe') {
      const eol = lineEnd(text, h.body)
      const cellEnd = text.indexOf('|', h.body)
      const end = cellEnd < 0 || cellEnd > eol ? eol : cellEnd
      entry.bodies.push(text.slice(h.body, end))
      // A dictionary table has a few cells a row; more is not a dictionary, so stop there.
      if (end < eol) entry.extras.push(...text.slice(end + 1, eol).split('|', 6))
      return
    }
    let from = h.body
    if (h.kind === 'paren') {
      const open = h.body - 1
      let close = closeOf(text, open, open + 600)
      if (close < 0) close = Math.min(lineEnd(text, h.body), Math.max(stop, h.body))
      entry.bodies.push(text.slice(h.body, close))
      TAIL.lastIndex = close + 1
      const tail = TAIL.exec(text)
      if (!tail || close + 1 >= stop) return
      from = close + 1 + tail[0].length
    }
    let end = Math.min(stop, lineEnd(text, from))
    // "mpg:" at the end of a line is described on the next one.
    if (text.slice(from, end).trim() === '' && end < stop) {
      from = end + 1
      end = Math.min(stop, lineEnd(text, from))
    }
    entry.bodies.push(trimEnd(text.slice(from, end)))
  })
  return entries
}
