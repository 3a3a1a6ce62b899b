import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { SemanticOverrides } from '@contract/semantic'
import { loadSource } from '../catalog'
import { runQuery } from '../db'
import { decide } from '../plan/decide'
import { compilePlan } from '../plan/run'
import type { TableProfile } from '../types'
import { withSemantics } from './model'

/**
 * The owner's overrides, merged last into the semantic model: a word given to a cryptic header
 * makes a question bind to it; a role, a unit and a value's phrase take effect; the overrides
 * are part of the model's cache key.
 */

let dir = ''
let profile: TableProfile
const NAME = 'Station readings'

const none: SemanticOverrides = { columns: {}, values: {} }
const read = (overrides: SemanticOverrides = none) =>
  withSemantics(profile, { name: NAME, description: '', overrides })

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'parley-overrides-'))
  const lines = ['site,k2,x7,q']
  const rows: [string, string, number, number][] = [
    ['North', 'A', 12.5, 1],
    ['North', 'B', 14.5, 2],
    ['South', 'A', 20, 3],
    ['South', 'B', 22, 4],
    ['East', 'A', 16, 5],
  ]
  for (const r of rows) lines.push(r.join(','))
  const file = path.join(dir, 'readings.csv')
  writeFileSync(file, lines.join('\n'))
  profile = await loadSource({
    datasetId: 'ovr',
    datasourceId: 'sem-overrides',
    fileName: 'readings.csv',
    fileType: 'csv',
    path: file,
  })
}, 60_000)

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('semantic overrides', () => {
  it('without them, "temperature" is not placed and no number is given', () => {
    const d = decide('average temperature', [read()], NAME, null)
    expect(d.type).not.toBe('plan')
    const words = d.type === 'refuse' ? d.words : (d.u?.notUnderstood ?? [])
    expect(words).toContain('temperature')
  })

  it('an override word names the cryptic header: "average temperature" averages x7', async () => {
    const table = read({ columns: { x7: { words: ['temperature'] } }, values: {} })
    const d = decide('average temperature', [table], NAME, null)
    expect(d.type).toBe('plan')
    if (d.type !== 'plan') return
    const sql = compilePlan(d.plan, table).sql
    expect(sql).toMatch(/avg\(.*"x7"/i)
    const r = await runQuery(sql)
    expect(r.rows.flat()).toContain((12.5 + 14.5 + 20 + 22 + 16) / 5)
  })

  it('a phrase given to a cell value filters it: "average temperature at the coast" is k2 = B', async () => {
    const table = read({
      columns: { x7: { words: ['temperature'] } },
      values: { k2: { B: ['coast'] } },
    })
    const d = decide('average temperature at the coast', [table], NAME, null)
    expect(d.type).toBe('plan')
    if (d.type !== 'plan') return
    const r = await runQuery(compilePlan(d.plan, table).sql)
    expect(r.rows.flat()).toContain((14.5 + 22) / 2)
  })

  it('roles and units replace what the model inferred', () => {
    const table = read({
      columns: { q: { role: 'label' }, x7: { unit: '°C', role: 'measure' } },
      values: {},
    })
    const q = table.columns.find((c) => c.name === 'q')!
    const x7 = table.columns.find((c) => c.name === 'x7')!
    expect(q.semantics?.role).toBe('label')
    expect(x7.semantics?.role).toBeUndefined()
    expect(x7.semantics?.unit?.unit).toBe('°C')
    // The profile the engine loaded is never changed in place.
    expect(profile.columns.find((c) => c.name === 'q')?.semantics).toBeUndefined()
  })

  it('a word the owner gives one column names no other column any more', () => {
    const first = read({ columns: { x7: { words: ['reading'] } }, values: {} })
    expect(first.vocabulary?.columns?.x7).toContain('reading')
    const moved = read({
      columns: { x7: { words: ['reading'] }, q: { words: ['reading', 'count of readings'] } },
      values: {},
    })
    // Both claim it: the later entry wins, and each phrase keeps exactly one owner.
    const owners = Object.entries(moved.vocabulary?.columns ?? {}).filter(([, p]) =>
      p.includes('reading'),
    )
    expect(owners.map(([c]) => c)).toEqual(['q'])
  })

  it('caches per overrides: the same overrides give the same profile, others a new one', () => {
    const o: SemanticOverrides = { columns: { x7: { words: ['temperature'] } }, values: {} }
    const a = read(o)
    expect(read(structuredClone(o))).toBe(a)
    expect(read()).not.toBe(a)
    expect(read({ columns: { x7: { words: ['heat'] } }, values: {} })).not.toBe(a)
  })
})
