import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadSource } from '../catalog'
import { recorder } from '../testing/recorder'
import type { TableProfile } from '../types'
import { runPlan } from './run'
import type { Plan } from './schema'

/** runPlan's query step: strict casts first, then a lenient retry that says what it skipped. */

const dir = mkdtempSync(path.join(tmpdir(), 'parley-run-'))
const file = path.join(dir, 'readings.csv')
// "reading" is mostly numbers held as text: two of twelve values are not numbers.
const rows = ['site,reading,clean']
for (let i = 0; i < 12; i++)
  rows.push(
    `${i % 2 ? 'East' : 'West'},${i === 3 ? 'n/a' : i === 8 ? 'broken' : String(i * 10)},${i}`,
  )
writeFileSync(file, `${rows.join('\n')}\n`)

let profile: TableProfile
beforeAll(async () => {
  profile = await loadSource({
    datasetId: 'd',
    datasourceId: 'readings',
    fileName: 'readings.csv',
    fileType: 'csv',
    path: file,
  })
})

const averageBySite = (column: string): Plan => ({
  kind: 'aggregate',
  datasourceId: 'readings',
  measures: [{ agg: 'avg', column }],
  dims: [{ column: 'site' }],
  filters: [],
})

describe('runPlan: text-held numbers', () => {
  it('shows the strict attempt failing, retries with TRY_CAST and counts what it ignored', async () => {
    expect(profile.columns.find((c) => c.name === 'reading')?.numericText).toBe(true)
    const rec = recorder()
    const out = await runPlan(averageBySite('reading'), profile, 'EN', rec.sink)
    const query = rec.events[0]!.group
    const inQuery = rec.events.filter((e) => e.group.id === query.id)
    expect(inQuery.filter((e) => e.type === 'TASK').map((e) => e.value)).toEqual([
      'running',
      'error',
      'running',
      'done',
    ])
    const [strict, lenient] = inQuery.filter((e) => e.type === 'CODE').map((e) => String(e.value))
    expect(strict).toContain('avg(CAST("reading" AS DOUBLE))')
    expect(lenient).toContain('avg(TRY_CAST("reading" AS DOUBLE))')
    expect(rec.analyzeText()).toContain('Retrying')
    // West holds 0, 20, 40, 60, (80 is "broken"), 100; East 10, (30 is "n/a"), 50, 70, 90, 110.
    const bySite: Record<string, unknown> = Object.fromEntries(
      out.result.rows.map((r) => [String(r.site), r['average reading']]),
    )
    expect(bySite).toEqual({ West: 44, East: 66 })
    expect(out.notes[0]).toBe('2 values that are not numbers were ignored.')
  })

  it('writes the note in the answer language, one value in the singular', async () => {
    const one = path.join(dir, 'one.csv')
    writeFileSync(one, 'site,reading\nA,1\nB,2\nC,3\nD,4\nE,x\nF,6\n')
    const p = await loadSource({
      datasetId: 'd',
      datasourceId: 'one',
      fileName: 'one.csv',
      fileType: 'csv',
      path: one,
    })
    const plan = { ...averageBySite('reading'), datasourceId: 'one' }
    expect((await runPlan(plan, p, 'EN', recorder().sink)).notes[0]).toBe(
      '1 value that is not a number was ignored.',
    )
    expect((await runPlan(plan, p, 'ZH-CN', recorder().sink)).notes[0]).toBe(
      '有 1 个非数字的值被忽略。',
    )
  })

  it('runs a clean column once, with no retry and no note', async () => {
    const rec = recorder()
    const out = await runPlan(averageBySite('clean'), profile, 'EN', rec.sink)
    const query = rec.events[0]!.group
    const inQuery = rec.events.filter((e) => e.group.id === query.id)
    expect(inQuery.filter((e) => e.type === 'TASK').map((e) => e.value)).toEqual([
      'running',
      'done',
    ])
    expect(inQuery.filter((e) => e.type === 'CODE')).toHaveLength(1)
    expect(out.notes.filter((n) => n.includes('ignored'))).toEqual([])
  })
})
