import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * contract/ is the one executable source of every wire shape (docs/architecture.md): a zod schema
 * of a request, response or stream chunk lives here, and server/ and src/ import it. This test reads
 * the tree and fails when zod is used at runtime elsewhere, outside the places listed below.
 */
const ROOT = path.resolve(import.meta.dirname, '..')
const SCANNED = ['src', 'server', 'scripts', 'e2e', 'bench']
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/

/** Places that may use zod outside contract/, each with why it is no wire shape. */
const ALLOWED: Record<string, string> = {
  'server/engine/':
    'the analysis engine’s internal schemas: its query plan and what the model planner answers ' +
    '(docs/model-planner.md); they never cross the HTTP API',
}

/** A runtime import of zod (`import type` erases and is fine), or an object schema built inline. */
function zodUses(source: string): string[] {
  const found: string[] = []
  const imports =
    /\b(?:import|export)\s+(type\s+)?(?:[\w*\s{},]*?\s+from\s+)?['"](zod(?:\/[\w/-]*)?)['"]/g
  for (const m of source.matchAll(imports)) if (!m[1]) found.push(`imports ${m[2]}`)
  if (/\brequire\(\s*['"]zod['"]|\bimport\(\s*['"]zod['"]/.test(source)) found.push('loads zod')
  for (const m of source.matchAll(/\bz\s*\.\s*(object|looseObject|strictObject)\s*\(/g))
    found.push(`z.${m[1]}(`)
  return found
}

function filesUnder(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) out.push(...filesUnder(full))
    else if (CODE.test(name)) out.push(full)
  }
  return out
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/')
const allowed = (file: string) => Object.keys(ALLOWED).some((prefix) => file.startsWith(prefix))
const scanned = SCANNED.flatMap((dir) => filesUnder(path.join(ROOT, dir))).map((file) => ({
  file: relative(file),
  source: readFileSync(file, 'utf8'),
}))

describe('wire schemas live in contract/', () => {
  it('finds a zod schema however it is written', () => {
    expect(
      zodUses("import { z } from 'zod'\nexport const A = z.object({ a: z.string() })"),
    ).toEqual(['imports zod', 'z.object('])
    expect(zodUses("import * as z from 'zod/v4'\nconst B = z .looseObject({})")).toEqual([
      'imports zod/v4',
      'z.looseObject(',
    ])
    expect(zodUses("import type { z } from 'zod'\nexport type T = z.infer<typeof X>")).toEqual([])
  })

  it('no zod schema outside contract/ but the allowed places', () => {
    const offenders = scanned
      .filter(({ file }) => !allowed(file))
      .flatMap(({ file, source }) => zodUses(source).map((use) => `${file}: ${use}`))
    expect(offenders, 'move wire schemas to contract/ (or allow the file here, with why)').toEqual(
      [],
    )
  })

  it('every allowed place exists', () => {
    for (const prefix of Object.keys(ALLOWED))
      expect(
        scanned.some(({ file }) => file.startsWith(prefix)),
        prefix,
      ).toBe(true)
  })

  it('the SPA imports the zod modules of contract/ for their types only (no zod in its bundle)', () => {
    const zodModules = readdirSync(path.join(ROOT, 'contract'))
      .filter((name) => /\.ts$/.test(name) && !name.endsWith('.test.ts'))
      .filter((name) => zodUses(readFileSync(path.join(ROOT, 'contract', name), 'utf8')).length)
      .map((name) => name.replace(/\.ts$/, ''))
    expect(zodModules).toContain('jobs-schemas')
    const valueImport =
      /\b(?:import|export)\s+(?!type\b)[^;'"]*?from\s+['"]@contract\/([\w-]+)['"]/g
    const offenders = scanned
      .filter(({ file }) => file.startsWith('src/'))
      .flatMap(({ file, source }) =>
        [...source.matchAll(valueImport)]
          .filter((m) => zodModules.includes(m[1]!))
          .map((m) => `${file}: ${m[0]}`),
      )
    expect(offenders).toEqual([])
  })
})
