import { afterAll, describe, expect, it } from 'vitest'
import type { ArtifactContent, SourceItem, TaskContent } from '@contract/jobs'
import { runQuery } from '../../engine/db'
import { literal } from '../../engine/sql'
import { sampleDatasets } from '../samples/samples'
import {
  chunkOf,
  contentOf,
  job,
  makeKit,
  streamJob,
  textOf,
  type StreamEvent,
} from '../testing/test-kit'

const kit = makeKit()
afterAll(() => kit.close())

/** Expected numbers come from hand-written SQL over the raw file, not from the engine. */
async function horsepowerByOrigin(): Promise<[string, number][]> {
  const file = sampleDatasets().find((d) => d.name === 'Cars')!.file
  const r = await runQuery(
    `SELECT Origin, round(avg(Horsepower), 2) FROM read_json_auto(${literal(file)}) GROUP BY 1 ORDER BY 2 DESC`,
  )
  return r.rows.map((row) => [String(row[0]), Number(row[1])])
}

/** TASK statuses per group id, in order. */
function taskHistory(events: StreamEvent[]): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const e of events.filter((x) => x.event === 'TASK')) {
    const t = contentOf<TaskContent>(e)
    out.set(t.id, [...(out.get(t.id) ?? []), t.status])
  }
  return out
}

describe('streamed jobs: the Powerdrill dialect (docs/wire-formats.md)', () => {
  it('sends JOB_ID first, blocks with id/event/data, TASK running then done, SOURCES as -1, END_MARK last', async () => {
    const session = await kit.session()
    const { res, events, comments, raw } = await streamJob(kit, {
      session_id: session,
      question: 'Average horsepower by origin',
      dataset_id: 'dset-sample-cars',
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/event-stream')
    expect(res.headers.get('x-pd-trace-id')).toBeTruthy()
    // No space after the colon, as the docs show.
    expect(raw.startsWith('event:JOB_ID\ndata:job-')).toBe(true)
    expect(raw).not.toMatch(/^(event|data|id): /m)
    expect(comments).toContain('keep-alive')

    const [first, ...rest] = events
    expect(first).toMatchObject({ event: 'JOB_ID', id: undefined })
    expect(first?.data).toMatch(/^job-c[a-z0-9]+$/)
    const last = rest.at(-1)
    expect(last).toEqual({ event: 'END_MARK', id: undefined, data: '[DONE]' })
    for (const e of rest.slice(0, -1)) {
      expect(e.id, e.event).toBeTruthy()
      const chunk = chunkOf(e)
      expect(chunk).toMatchObject({ id: e.id, model: '', group_id: e.id })
      expect(chunk.choices[0]).toMatchObject({ index: 0, finish_reason: null })
      expect(['Analyze', 'Respond']).toContain(chunk.stage)
      // role: null on MESSAGE and CODE only.
      expect('role' in (chunk.choices[0]?.delta ?? {})).toBe(
        e.event === 'MESSAGE' || e.event === 'CODE',
      )
    }

    const tasks = taskHistory(events)
    expect(tasks.size).toBeGreaterThanOrEqual(3)
    for (const statuses of tasks.values()) expect(statuses).toEqual(['running', 'done'])

    const code = events.find((e) => e.event === 'CODE')
    expect(contentOf<string>(code!)).toMatch(
      /^```sql\nSELECT [\s\S]*"Origin"[\s\S]*avg\("Horsepower"\)[\s\S]*\n```$/,
    )
    const table = contentOf<ArtifactContent>(events.find((e) => e.event === 'TABLE')!)
    expect(table.name).toMatch(/\.csv$/)
    expect(Date.parse(table.expires_at) - Date.now()).toBeGreaterThan(3500_000)
    const csv = await (await kit.app.request(table.url)).text()
    const expected = await horsepowerByOrigin()
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe('Origin,average Horsepower')
    // The TABLE holds unrounded values; the expectation is rounded to 2 decimals.
    const got = new Map(lines.slice(1, 4).map((l) => l.split(',') as [string, string]))
    for (const [o, v] of expected)
      expect(Math.abs(Number(got.get(String(o))) - Number(v))).toBeLessThan(0.006)
    const image = contentOf<ArtifactContent>(events.find((e) => e.event === 'IMAGE')!)
    const png = new Uint8Array(await (await kit.app.request(image.url)).arrayBuffer())
    expect([...png.slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG')

    const sources = events.find((e) => e.event === 'SOURCES')!
    expect(sources.id).toBe('-1')
    expect(contentOf<SourceItem[]>(sources)).toEqual([
      {
        id: '1',
        source: 'cars.json',
        page_no: null,
        content: null,
        datasource_id: 'ds-sample-cars',
        dataset_id: 'dset-sample-cars',
        file_type: 'json',
        external_id: null,
      },
    ])
    const questions = contentOf<string[]>(events.find((e) => e.event === 'QUESTIONS')!)
    expect(questions.length).toBeGreaterThanOrEqual(3)
    expect(questions.length).toBeLessThanOrEqual(5)

    // MESSAGE deltas of the Respond group concatenate into findings with the real numbers.
    const respond = events.filter((e) => e.event === 'MESSAGE' && chunkOf(e).stage === 'Respond')
    expect(respond.length).toBeGreaterThan(1)
    const [top] = expected
    expect(respond.map((e) => contentOf<string>(e)).join('')).toContain(`**${top![0]}**`)
  })

  it('returns merged blocks without a stream: no TASK, SOURCES with group "" in Respond, QUESTIONS as -1', async () => {
    const session = await kit.session()
    const { body } = await job(kit, {
      session_id: session,
      question: 'How many cars per cylinders?',
      dataset_id: 'dset-sample-cars',
    })
    expect(body.code).toBe(0)
    expect(body.data.job_id).toMatch(/^job-/)
    const blocks = body.data.blocks
    expect(blocks.map((b) => b.type)).not.toContain('TASK')
    for (let i = 1; i < blocks.length; i++) {
      const [a, b] = [blocks[i - 1]!, blocks[i]!]
      expect(
        a.type === 'MESSAGE' && b.type === 'MESSAGE' && a.group_id === b.group_id,
        'consecutive MESSAGE blocks are merged',
      ).toBe(false)
    }
    expect(blocks.find((b) => b.type === 'SOURCES')).toMatchObject({
      group_id: '',
      group_name: '',
      stage: 'Respond',
    })
    const q = blocks.find((b) => b.type === 'QUESTIONS')!
    expect(q.group_id).toBe('-1')
    expect('group_name' in q).toBe(false)
    expect(textOf(blocks, { type: 'CODE' })).toContain('count(*)')
  })

  it('answers small talk briefly in AUTO mode, without analysis', async () => {
    const session = await kit.session()
    const { events } = await streamJob(kit, {
      session_id: session,
      question: 'thanks!',
      dataset_id: 'dset-sample-cars',
    })
    expect(events.map((e) => e.event).filter((e) => e !== 'MESSAGE')).toEqual([
      'JOB_ID',
      'TASK',
      'QUESTIONS',
      'TASK',
      'END_MARK',
    ])
    expect(events.slice(1, -1).every((e) => chunkOf(e).stage === 'Respond')).toBe(true)
    expect(
      events
        .filter((e) => e.event === 'MESSAGE')
        .map((e) => contentOf<string>(e))
        .join(''),
    ).toMatch(/welcome/i)
  })

  it('answers a question it cannot map honestly: no numbers, no tables, suggestions instead', async () => {
    const session = await kit.session()
    const { body } = await job(kit, {
      session_id: session,
      question: 'What is the average salary by department?',
      dataset_id: 'dset-sample-cars',
    })
    const types = body.data.blocks.map((b) => b.type)
    expect(types).not.toContain('TABLE')
    expect(types).not.toContain('IMAGE')
    const text = textOf(body.data.blocks)
    expect(text).toMatch(/can't answer/i)
    expect(text).toContain('department')
    expect(text).not.toMatch(/\d/)
    const questions = body.data.blocks.find((b) => b.type === 'QUESTIONS')?.content as string[]
    expect(questions.length).toBeGreaterThanOrEqual(3)
    // Every suggestion is answerable: asking it gives a TABLE.
    const follow = await job(kit, {
      session_id: session,
      question: questions[0]!,
      dataset_id: 'dset-sample-cars',
    })
    expect(follow.body.data.blocks.some((b) => b.type === 'TABLE')).toBe(true)
  })

  it('follows up on the session’s previous job ("now only for 1980", "by origin instead")', async () => {
    const session = await kit.session()
    await job(kit, {
      session_id: session,
      question: 'Average mpg by cylinders',
      dataset_id: 'dset-sample-cars',
    })
    const year = await job(kit, {
      session_id: session,
      question: 'now only for 1980',
      dataset_id: 'dset-sample-cars',
    })
    const code = textOf(year.body.data.blocks, { type: 'CODE' })
    expect(code).toContain('year("Year") IN (1980)')
    expect(code).toContain('"Cylinders"')
    const origin = await job(kit, {
      session_id: session,
      question: 'by origin instead',
      dataset_id: 'dset-sample-cars',
    })
    const code2 = textOf(origin.body.data.blocks, { type: 'CODE' })
    expect(code2).toContain('"Origin"')
    expect(code2).toContain('year("Year") IN (1980)')
  })

  it('writes its own sentences in Chinese or Arabic when asked, and detects them under AUTO', async () => {
    const session = await kit.session()
    const zh = await job(kit, {
      session_id: session,
      question: 'Average horsepower by origin',
      dataset_id: 'dset-sample-cars',
      output_language: 'ZH-CN',
    })
    const zhText = textOf(zh.body.data.blocks)
    const [top] = await horsepowerByOrigin()
    expect(zhText).toContain('平均值')
    expect(zhText).toContain(String(top![1]))
    const ar = await job(kit, {
      session_id: session,
      question: 'متوسط horsepower حسب origin',
      dataset_id: 'dset-sample-cars',
    })
    const arText = textOf(ar.body.data.blocks, { stage: 'Respond' })
    expect(arText).toMatch(/[\u0600-\u06ff]/)
    expect(arText).toContain(String(top![1]))
  })
})
