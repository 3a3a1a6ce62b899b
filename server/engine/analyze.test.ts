import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { analyze } from './analyze'
import type { SourceFile } from './catalog'
import type { Group } from './sink'
import type { AnalyzeInput } from './types'
import { analyzeInput } from './testing/analyze-input'
import { recorder } from './testing/recorder'

const dir = mkdtempSync(path.join(tmpdir(), 'parley-analyze-'))
const csv = path.join(dir, 'sales.csv')
writeFileSync(
  csv,
  'region,day,amount\nNorth,2024-01-01,10\nSouth,2024-01-01,4\nNorth,2024-02-01,6\nWest,2024-02-01,1\n',
)
const source: SourceFile = {
  datasetId: 'dset-a',
  datasourceId: 'ds-analyze',
  fileName: 'sales.csv',
  fileType: 'csv',
  path: csv,
}
const input = (question: string, extra: Partial<AnalyzeInput> = {}) =>
  analyzeInput(question, source, 'Sales', extra)

describe('analyze', () => {
  it('emits Analyze steps (plan, SQL, table, chart), then Respond and SOURCES', async () => {
    const { sink, events } = recorder()
    const out = await analyze(input('total amount by region'), sink)
    expect(out.plan).toMatchObject({
      kind: 'aggregate',
      measures: [{ agg: 'sum', column: 'amount' }],
    })
    const [query, chart] = [
      ...new Map(
        events
          .filter((e) => e.group.stage === 'Analyze' && e.group.id !== '-1')
          .map((e) => [e.group.id, e.group]),
      ).values(),
    ]
    const of = (g: Group | undefined) =>
      events
        .filter((e) => e.group.id === g?.id)
        .map((e) => (e.type === 'TASK' ? `TASK:${String(e.value)}` : e.type))
    expect(of(query)).toEqual(['TASK:running', 'MESSAGE', 'CODE', 'TABLE', 'TASK:done'])
    expect(of(chart)).toEqual(['TASK:running', 'CODE', 'IMAGE', 'TASK:done'])
    const spec = events.find((e) => e.type === 'CODE' && String(e.value).startsWith('```vega-lite'))
    expect(String(spec?.value)).toContain('"values"')
    const vl = JSON.parse(String(spec?.value).replace(/^```vega-lite\n|\n```$/g, '')) as {
      title: string
      encoding: { x: { title: string }; y: { title: string } }
    }
    expect([vl.title, vl.encoding.x.title, vl.encoding.y.title]).toEqual([
      'Total amount by region',
      'Total amount',
      'Region',
    ])
    const table = events.find((e) => e.type === 'TABLE')?.value as { csv: string }
    expect(table.csv).toBe('region,total amount\r\nNorth,16\r\nSouth,4\r\nWest,1\r\n')
    const respond = events.filter((e) => e.group.stage === 'Respond').map((e) => e.type)
    expect(respond).toEqual(['TASK', 'MESSAGE', 'IMAGE', 'QUESTIONS', 'TASK'])
    expect(events.at(-1)?.type).toBe('SOURCES')
  })

  it('stops when the job is cancelled', async () => {
    const controller = new AbortController()
    controller.abort()
    const { sink, events } = recorder(controller.signal)
    await expect(analyze(input('total amount by region'), sink)).rejects.toMatchObject({
      name: 'AbortError',
    })
    expect(events).toEqual([])
  })

  it('answers small talk without analysis in AUTO, and analyses in DATA_ANALYTICS', async () => {
    const auto = recorder()
    expect((await analyze(input('hello'), auto.sink)).plan).toBeNull()
    expect(auto.events.some((e) => e.type === 'TABLE')).toBe(false)
    const analytics = recorder()
    expect(
      (await analyze(input('hello', { mode: 'DATA_ANALYTICS' }), analytics.sink)).plan,
    ).toMatchObject({ kind: 'overview' })
    expect(analytics.events.some((e) => e.type === 'TABLE')).toBe(true)
    expect(analytics.respondText()).toMatch(
      /^There was no question to analyse, so here is an overview of sales\.csv\.\n\nI read this as: an overview/,
    )
  })

  it('says what it could not place and offers questions, with no number, when nothing binds', async () => {
    const r = recorder()
    const out = await analyze(input('purple monkey dishwasher'), r.sink)
    expect(out.plan).toBeNull()
    expect(r.events.some((e) => e.type === 'TABLE')).toBe(false)
    const text = r.respondText()
    expect(text).toMatch(/^I could not tell what to compute from this question in sales\.csv/)
    expect(text).toContain('Words I could not place: purple, monkey, dishwasher.')
    expect(text).toContain('The data has these columns: region, day, amount.')
    expect(text).not.toMatch(/\d/)
    const offered = r.events.find((e) => e.type === 'QUESTIONS')?.value as string[]
    expect(offered.length).toBeGreaterThan(0)
  })

  it('a number is never given beside words it could not place: words set aside are named so', async () => {
    const r = recorder()
    const out = await analyze(input('What is the total amount, strongly inclusive?'), r.sink)
    expect(out.plan).toMatchObject({ kind: 'aggregate' })
    const text = r.respondText()
    expect(text).toContain('Words that do not change this answer: strongly, inclusive.')
    expect(text).not.toContain('could not place')
  })

  it('ignores a previous plan stored by an older engine', async () => {
    const r = recorder()
    const legacy = {
      kind: 'top',
      datasourceId: 'ds-analyze',
      dims: [{ column: 'region' }],
      filters: [],
    }
    const out = await analyze(input('now only for North', { previous: legacy as never }), r.sink)
    expect(r.respondText()).not.toMatch(/Following up/)
    expect(out.plan).not.toMatchObject({ dims: [{ column: 'region' }] })
  })

  it('follows up on the previous plan', async () => {
    const first = recorder()
    const prev = (await analyze(input('total amount by region'), first.sink)).plan
    const next = recorder()
    const out = await analyze(input('now only for North and South', { previous: prev }), next.sink)
    expect(out.plan).toMatchObject({
      kind: 'aggregate',
      dims: [{ column: 'region' }],
      filters: [{ op: 'in', column: 'region', values: ['North', 'South'] }],
    })
    const reply = next.events.filter((e) => e.type === 'MESSAGE' && e.group.stage === 'Respond')
    expect(String(reply[0]?.value)).toMatch(/^Following up on the previous question/)
  })
})
