import type { TableProfile } from './types'
import { CONNECTORS, indexOf, preference, scoreAlias } from './binder-index'
import { isNumberToken, numberOf, STOPWORDS, stem, tokenize, type Token } from './text/normalize'
import { ADJECTIVES, COMPARATIVES } from './text/adjectives'
import { CUE_PHRASES, type Cue } from './text/cues'
import { translateCues } from './text/translate'

/**
 * The binder (pure): finds, in a question, the words that name columns, values of categorical
 * columns, numbers, and cue words, in the order they appear. It never invents a column: every
 * column or value candidate comes from the table profile.
 */

export interface ColumnCandidate {
  column: string
  score: number
}

export type Mention = { start: number; end: number; text: string } & (
  | { type: 'column'; candidates: ColumnCandidate[]; cues: Cue[] }
  | { type: 'value'; candidates: { column: string; value: string }[] }
  | { type: 'number'; value: number; percent: boolean }
  | { type: 'cue'; cue: Cue }
  | { type: 'adjective'; column: string; order: 'asc' | 'desc' }
  | { type: 'unknown'; word: string }
)

export interface Binding {
  tokens: Token[]
  mentions: Mention[]
  /** How much of the question this table explains; used to pick among data sources. */
  score: number
}

const MAX_COLUMN_NGRAM = 4
const MAX_VALUE_NGRAM = 6

export function bind(question: string, profile: TableProfile): Binding {
  const tokens = tokenize(translateCues(question))
  const used = tokens.map(() => false)
  const found: Mention[] = []
  const text = (s: number, e: number) =>
    tokens
      .slice(s, e)
      .map((t) => t.raw)
      .join(' ')
  const free = (s: number, e: number) => e <= tokens.length && used.slice(s, e).every((u) => !u)
  const take = (m: Mention) => {
    for (let i = m.start; i < m.end; i++) used[i] = true
    found.push(m)
  }
  const aliases = indexOf(profile).aliases

  // 1. Superlative adjectives that name a measure (hottest -> temp_max, descending).
  for (let i = 0; i < tokens.length; i++) {
    for (const len of [2, 1]) {
      if (!free(i, i + len)) continue
      const phrase = tokens
        .slice(i, i + len)
        .map((t) => t.norm)
        .join(' ')
      const adj = ADJECTIVES[phrase]
      if (!adj) continue
      const concept = adj.concept.map(stem)
      const hit = aliases.find((a) => concept.every((c) => a.stems.includes(c)))
      if (hit)
        take({
          type: 'adjective',
          start: i,
          end: i + len,
          text: text(i, i + len),
          column: hit.column.name,
          order: adj.order,
        })
      break
    }
  }

  // 1b. Comparatives (longer than -> distance >), when the table has the measure they name.
  for (let i = 0; i + 1 < tokens.length; i++) {
    const comp = COMPARATIVES[tokens[i]?.norm ?? '']
    if (!comp || tokens[i + 1]?.norm !== 'than' || !free(i, i + 2)) continue
    const concept = comp.concept.map(stem)
    const hit = aliases.find((a) => concept.every((c) => a.stems.includes(c)))
    if (!hit) continue
    take({
      type: 'column',
      start: i,
      end: i + 1,
      text: text(i, i + 1),
      candidates: [{ column: hit.column.name, score: 1 }],
      cues: [],
    })
    take({
      type: 'cue',
      start: i + 1,
      end: i + 2,
      text: text(i + 1, i + 2),
      cue: { type: 'cmp', op: comp.op },
    })
  }

  // 2. Cue phrases of two or more words (how many, over time, more than).
  matchCues(tokens, free, take, text, 2)

  // 3. Columns: the best-scoring n-gram at each position, longest on ties.
  for (let i = 0; i < tokens.length; i++) {
    let best: { len: number; score: number; candidates: ColumnCandidate[] } | null = null
    for (let len = Math.min(MAX_COLUMN_NGRAM, tokens.length - i); len >= 1; len--) {
      if (!free(i, i + len)) continue
      const slice = tokens.slice(i, i + len)
      if (
        len > 1 &&
        (STOPWORDS.has(slice[0]?.stem ?? '') || STOPWORDS.has(slice.at(-1)?.stem ?? ''))
      ) {
        continue
      }
      const stems = slice.map((t) => t.stem).filter((s) => !CONNECTORS.has(s))
      const scored = aliases
        .map((a) => ({ column: a.column.name, score: scoreAlias(stems, a.stems) }))
        .filter((c) => c.score >= 0.55)
      if (!scored.length) continue
      const top = Math.max(...scored.map((c) => c.score))
      if (!best || top > best.score) {
        const seen = new Set<string>()
        const candidates = scored
          .filter((c) => c.score === top && !seen.has(c.column) && seen.add(c.column))
          .sort((a, b) => preference(a.column) - preference(b.column))
        best = { len, score: top, candidates }
      }
    }
    if (!best) continue
    const cues = tokens.slice(i, i + best.len).flatMap((t) => cueOf([t.stem]) ?? [])
    take({
      type: 'column',
      start: i,
      end: i + best.len,
      text: text(i, i + best.len),
      candidates: best.candidates,
      cues,
    })
    i += best.len - 1
  }

  // 4. Values of categorical columns (rain, West, AAPL, "Home Office").
  const values = indexOf(profile).values
  for (let i = 0; i < tokens.length; i++) {
    for (let len = Math.min(MAX_VALUE_NGRAM, tokens.length - i); len >= 1; len--) {
      if (!free(i, i + len)) continue
      const slice = tokens.slice(i, i + len)
      const hits = (values.get(slice.map((t) => t.stem).join(' ')) ?? []).filter(
        (h) => !h.code || slice.map((t) => t.raw).join(' ') === h.value,
      )
      if (!hits.length) continue
      const candidates = hits.filter((h, k) => hits.findIndex((o) => o.column === h.column) === k)
      take({
        type: 'value',
        start: i,
        end: i + len,
        text: text(i, i + len),
        candidates: candidates.map(({ column, value }) => ({ column, value })),
      })
      i += len - 1
      break
    }
  }

  // 5. Single-word cues, numbers, and the words left over.
  matchCues(tokens, free, take, text, 1)
  const fileStems = new Set(
    tokenize(profile.source.fileName.replace(/\.[a-z]+$/i, '').replace(/[-_]/g, ' ')).map(
      (t) => t.stem,
    ),
  )
  tokens.forEach((t, i) => {
    if (used[i]) return
    if (isNumberToken(t)) {
      take({
        type: 'number',
        start: i,
        end: i + 1,
        text: t.raw,
        value: numberOf(t),
        percent: t.raw.endsWith('%'),
      })
    } else if (fileStems.has(t.stem) && !STOPWORDS.has(t.stem)) {
      take({ type: 'cue', start: i, end: i + 1, text: t.raw, cue: { type: 'entity' } })
    } else if (!STOPWORDS.has(t.stem) && /\p{L}/u.test(t.raw)) {
      take({ type: 'unknown', start: i, end: i + 1, text: t.raw, word: t.raw })
    }
  })

  found.sort((a, b) => a.start - b.start)
  return { tokens, mentions: found, score: scoreOf(found) }
}

function cueOf(stems: string[]): Cue | undefined {
  return CUE_PHRASES.find(
    (p) => p.stems.length === stems.length && p.stems.every((s, k) => s === stems[k]),
  )?.cue
}

function matchCues(
  tokens: Token[],
  free: (s: number, e: number) => boolean,
  take: (m: Mention) => void,
  text: (s: number, e: number) => string,
  minLength: number,
) {
  for (let i = 0; i < tokens.length; i++) {
    for (const phrase of CUE_PHRASES) {
      const len = phrase.stems.length
      if (len < minLength || !free(i, i + len)) continue
      if (!phrase.stems.every((s, k) => tokens[i + k]?.stem === s)) continue
      take({ type: 'cue', start: i, end: i + len, text: text(i, i + len), cue: phrase.cue })
      i += len - 1
      break
    }
  }
}

function scoreOf(mentions: Mention[]): number {
  let score = 0
  for (const m of mentions) {
    if (m.type === 'column') score += m.candidates[0]?.score ?? 0
    else if (m.type === 'value') score += 0.9
    else if (m.type === 'adjective') score += 0.8
    else if (m.type === 'unknown') score -= 0.05
  }
  return score
}
