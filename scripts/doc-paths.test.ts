import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * Every repository path that a doc or a code comment names exists, so a move or a deletion cannot
 * leave a stale pointer behind. Checked: paths from the top (`server/...`, `src/...`,
 * `contract/...`, `scripts/...`, `e2e/...`, `bench/...`, `docs/...`), and in server/ code the
 * paths it writes from server/ or from its own room (`jobs/uploads/xlsx.ts`, `plan/run.ts` in
 * server/engine). A path without an extension may name a module or a folder; one followed by a
 * placeholder (`<kind>`, `*`, `{a,b}`, `${name}`) is not checked.
 */

const ROOTS = ['server', 'src', 'contract', 'scripts', 'e2e', 'bench', 'docs']
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '.json']
/** A path from the top, anywhere. */
const FROM_TOP = new RegExp(`(?<![\\w./@-])(?:${ROOTS.join('|')})/[\\w-][\\w./-]*[\\w/]`, 'g')
/** A relative path: a folder, then more (read as a path only from a folder that exists). */
const RELATIVE = /(?<![\w./@$-])[a-z][\w-]*\/(?:[\w-]+\/)*[\w.-]*[\w]/g
// Text that merely looks like a path: a demo reply's advice.
const NOT_PATHS = new Set(['src/main.rs'])
const TEXT = /\.(?:md|ts|tsx|mjs|js|cjs)$/

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => TEXT.test(file) && existsSync(file))

const isDir = (path: string) => existsSync(path) && statSync(path).isDirectory()
const exists = (path: string) => EXTENSIONS.some((ext) => existsSync(path + ext))

/** Where a relative path in `file` may start: server/ and the file's room of server/. */
function bases(file: string): string[] {
  const [top, room] = file.split('/')
  return top === 'server' && room && isDir(`server/${room}`) ? ['server/', `server/${room}/`] : []
}

/** The named paths of one file that do not exist, as `file:line path`. */
function missingIn(file: string): string[] {
  const out: string[] = []
  const from = bases(file)
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const named = (match: RegExpExecArray | RegExpMatchArray) => {
        const at = match.index ?? 0
        const after = line.slice(at + match[0].length, at + match[0].length + 3)
        return /[<>*{}$]/.test(after) || NOT_PATHS.has(match[0]) ? null : match[0]
      }
      for (const match of line.matchAll(FROM_TOP)) {
        const path = named(match)?.replace(/[./]+$/, '')
        if (path && !exists(path) && !from.some((base) => exists(base + path)))
          out.push(`${file}:${i + 1} ${path}`)
      }
      for (const match of line.matchAll(RELATIVE)) {
        const path = named(match)
        const folder = path?.split('/')[0] ?? ''
        // Only a path whose first folder is one of server/'s or the room's is read as a path.
        const under = from.filter((base) => isDir(base + folder))
        if (path && under.length && !under.some((base) => exists(base + path)))
          out.push(`${file}:${i + 1} ${path}`)
      }
    })
  return out
}

describe('paths named in docs and comments', () => {
  it('all exist', () => {
    expect(tracked.length).toBeGreaterThan(100)
    expect(tracked.flatMap(missingIn)).toEqual([])
  })
})
