/**
 * `tsx bench/load/cpu-profile-summary.ts <dir | file.cpuprofile> [--phase load-phase.json]`: where
 * one thread spent its CPU, from V8's .cpuprofile (`node --cpu-prof`; `BENCH_CPU_PROF=dir npm run
 * bench:load` writes them). Given a dir, it reads the main thread's profile there (thread id 0 in
 * the name) and, if the bench wrote it, dir/load-phase.json: only samples in that phase count.
 *
 * Prints the top 30 functions by self time and by total time (file:line), and the top 15 source
 * files and packages by total time, each as a share of all samples in the window (idle included).
 * TypeScript run by tsx is whitespace-minified, so its positions are mapped back to the source
 * through tsx's own cache (its transformed code and source map, in $TMPDIR/tsx-<uid>).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}
interface ProfileNode {
  id: number
  callFrame: CallFrame
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

const args = process.argv.slice(2)
const flag = (name: string) => {
  const i = args.indexOf(name)
  return i < 0 ? undefined : args.splice(i, 2)[1]
}
let phaseFile = flag('--phase')
let file = args[0]
if (!file) throw new Error('usage: cpu-profile-summary.ts <dir | file.cpuprofile> [--phase json]')
if (statSync(file).isDirectory()) {
  const dir = file
  const main = readdirSync(dir).filter((f) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(f))
  if (main.length !== 1) throw new Error(`${dir}: ${main.length} main-thread profiles, not 1`)
  file = path.join(dir, main[0]!)
  const phase = path.join(dir, 'load-phase.json')
  if (!phaseFile && statSync(phase, { throwIfNoEntry: false })) phaseFile = phase
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const phase = phaseFile
  ? (JSON.parse(readFileSync(phaseFile, 'utf8')) as { from: number; to: number })
  : { from: -Infinity, to: Infinity }

// Samples per leaf node within the window.
const hits = new Map<number, number>()
let t = profile.startTime
let inWindow = 0
profile.samples.forEach((id, i) => {
  t += profile.timeDeltas[i] ?? 0
  if (t < phase.from || t > phase.to) return
  hits.set(id, (hits.get(id) ?? 0) + 1)
  inWindow++
})

// tsx's cache: source path → its transformed versions (code and source map).
interface Transformed {
  code: string
  map: { mappings: string; sources: string[] }
}
let cache: Map<string, Transformed[]> | undefined
function transformedVersions(source: string): Transformed[] {
  if (!cache) {
    cache = new Map()
    const dir = path.join(tmpdir(), `tsx-${userInfo().uid}`)
    for (const name of statSync(dir, { throwIfNoEntry: false }) ? readdirSync(dir) : []) {
      let entry: Partial<Transformed>
      try {
        entry = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Partial<Transformed>
      } catch {
        continue // not a cache entry, or one being written
      }
      const src = entry.map?.sources?.[0]
      if (entry.code && src) cache.set(src, [...(cache.get(src) ?? []), entry as Transformed])
    }
  }
  return cache.get(source) ?? []
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
/** A source map's segments per generated line: [generated column, source line] (0-based). */
function decode(mappings: string): [number, number][][] {
  let srcLine = 0
  return mappings.split(';').map((line) => {
    let col = 0
    return line
      .split(',')
      .filter(Boolean)
      .map((seg) => {
        const values: number[] = []
        let value = 0
        let shift = 0
        for (const ch of seg) {
          const digit = B64.indexOf(ch)
          value += (digit & 31) << shift
          if (digit & 32) shift += 5
          else {
            values.push(value & 1 ? -(value >> 1) : value >> 1)
            value = shift = 0
          }
        }
        col += values[0] ?? 0
        srcLine += values[2] ?? 0
        return [col, srcLine] as [number, number]
      })
  })
}

/** Per source file: a function from a generated position to its 1-based source line. */
const mappers = new Map<string, ((line: number, col: number) => number) | null>()
function mapper(url: string): ((line: number, col: number) => number) | null {
  if (mappers.has(url)) return mappers.get(url)!
  let best: Transformed | undefined
  if (/\.(ts|tsx|mts)$/.test(url)) {
    // The version whose code has each profiled function's name at its position.
    const named = profile.nodes.filter((n) => n.callFrame.url === url && n.callFrame.functionName)
    let bestScore = -1
    for (const v of transformedVersions(fileURLToPath(url))) {
      const lines = v.code.split('\n')
      const score = named.filter(({ callFrame: c }) =>
        (lines[c.lineNumber] ?? '')
          .slice(Math.max(0, c.columnNumber - 80), c.columnNumber + 80)
          .includes(c.functionName),
      ).length
      if (score > bestScore) [best, bestScore] = [v, score]
    }
  }
  const segments = best && decode(best.map.mappings)
  const fn = segments
    ? (line: number, col: number) => {
        const segs = segments[line] ?? []
        let found = segs[0]
        for (const s of segs) if (s[0] <= col) found = s
        return (found?.[1] ?? -1) + 1
      }
    : null
  mappers.set(url, fn)
  return fn
}

const fileOf = (url: string) =>
  !url ? '(native)' : url.startsWith('file://') ? path.relative('.', fileURLToPath(url)) : url
const packageOf = (f: string) => {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(f)
  if (m) return m[1]!
  if (f.startsWith('node:')) return 'node: (internals)'
  return f.includes('/') ? path.dirname(f) : f
}
function where(c: CallFrame): string {
  if (!c.url) return ''
  const map = mapper(c.url)
  const line = map ? map(c.lineNumber, c.columnNumber) : c.lineNumber + 1
  return `${fileOf(c.url)}:${line}`
}
const fnKey = (c: CallFrame) => `${c.functionName || '(anonymous)'}  ${where(c)}`

const parent = new Map<number, number>()
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)

const selfFn = new Map<string, number>()
const totalFn = new Map<string, number>()
const selfFile = new Map<string, number>()
const totalFile = new Map<string, number>()
const selfPkg = new Map<string, number>()
const totalPkg = new Map<string, number>()
const add = (m: Map<string, number>, k: string, n: number) => m.set(k, (m.get(k) ?? 0) + n)
for (const [id, n] of hits) {
  const leaf = byId.get(id)!.callFrame
  add(selfFn, fnKey(leaf), n)
  add(selfFile, fileOf(leaf.url), n)
  add(selfPkg, packageOf(fileOf(leaf.url)), n)
  // Each function, file and package once per sample, however often it recurs on the stack.
  const seen = [new Set<string>(), new Set<string>(), new Set<string>()]
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const c = byId.get(at)!.callFrame
    if (c.functionName === '(root)') continue
    const keys = [fnKey(c), fileOf(c.url), packageOf(fileOf(c.url))]
    keys.forEach((k, i) => seen[i]!.add(k))
  }
  for (const k of seen[0]!) add(totalFn, k, n)
  for (const k of seen[1]!) add(totalFile, k, n)
  for (const k of seen[2]!) add(totalPkg, k, n)
}

const pc = (n: number) => `${((100 * n) / inWindow).toFixed(1).padStart(5)}%`
function table(title: string, rows: Map<string, number>, other: Map<string, number>, top: number) {
  console.log(`\n${title}`)
  for (const [k, n] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${pc(n)} ${pc(other.get(k) ?? 0)}  ${k}`)
}

const seconds = (us: number) => (us / 1e6).toFixed(1)
const span = phaseFile
  ? `load phase ${seconds(phase.to - phase.from)} s (from ${phaseFile})`
  : 'whole profile'
console.log(
  `${file}: ${profile.samples.length} samples over ${seconds(profile.endTime - profile.startTime)} s; ${inWindow} in the ${span}`,
)
table('top 30 functions by self time (self, total):', selfFn, totalFn, 30)
table('top 30 functions by total time (total, self):', totalFn, selfFn, 30)
table('top 15 source files by total time (total, self):', totalFile, selfFile, 15)
table('top 15 packages and directories by total time (total, self):', totalPkg, selfPkg, 15)
