import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Block, DatasetOverview } from '@contract/jobs'
import { startFakeModel, type FakeModel } from '../../engine/model/testing/fake-model'
import { job, makeKit, USER, type Kit } from '../testing/test-kit'

/**
 * The model planner through the job service: the overview names the planner, jobs answered by the
 * model carry its SQL and result, a failing model never fails a job, and follow-ups send the
 * session's previous question.
 */

const CARS = 'dset-sample-cars'
const SQL =
  'SELECT "Origin", count(*) AS cars FROM cars GROUP BY "Origin" ORDER BY cars DESC, "Origin"'
let fake: FakeModel
let kit: Kit

beforeAll(async () => {
  fake = await startFakeModel({
    'how many cars come from each origin?': {
      content: JSON.stringify({ answer: 'sql', sql: SQL, restatement: 'cars per origin' }),
    },
    'and their average horsepower?': { status: 500 },
  })
  kit = makeKit({
    ENGINE_MODEL: 'fake-model',
    ENGINE_MODEL_URL: fake.url,
    ENGINE_MODEL_KEY: 'sk-engine-test-key',
  })
})
afterAll(async () => {
  kit.close()
  await fake.close()
})

const text = (blocks: Block[]) =>
  blocks.flatMap((b) => (b.type === 'MESSAGE' ? [b.content] : [])).join('\n')

describe('jobs planned by a model', () => {
  it('says in the dataset overview which planner answers', async () => {
    const o = await kit.json<DatasetOverview>('GET', `/v2/team/datasets/${CARS}/overview`, {
      query: { user_id: USER },
    })
    expect(o.body.data.summary).toContain('Planned by fake-model')
    const plain = makeKit()
    const p = await plain.json<DatasetOverview>('GET', `/v2/team/datasets/${CARS}/overview`, {
      query: { user_id: USER },
    })
    expect(p.body.data.summary).toContain('Planned by the built-in rules.')
    plain.close()
  })

  it("answers with the model's checked SQL, then falls back to the rules when the model fails", async () => {
    const session = await kit.session()
    const first = await job(kit, {
      session_id: session,
      dataset_id: CARS,
      question: 'how many cars come from each origin?',
    })
    expect(first.body.code).toBe(0)
    const blocks = first.body.data.blocks
    expect(blocks.find((b) => b.type === 'CODE')?.content).toContain(SQL)
    expect(text(blocks)).toContain('Planned by fake-model: cars per origin.')
    expect(text(blocks)).toContain('1. **USA**: cars 254')
    const table = blocks.find((b) => b.type === 'TABLE')
    const csv = await (await kit.app.request((table?.content as { url: string }).url)).text()
    expect(csv).toBe('Origin,cars\r\nUSA,254\r\nJapan,79\r\nEurope,73\r\n')

    const second = await job(kit, {
      session_id: session,
      dataset_id: CARS,
      question: 'and their average horsepower?',
    })
    expect(second.body.code).toBe(0)
    expect(text(second.body.data.blocks)).toContain(
      'Planned by the built-in rules: the answer of fake-model could not be used (the model server answered HTTP 500).',
    )
    expect(second.body.data.blocks.some((b) => b.type === 'TABLE')).toBe(true)
    expect(fake.prompts()[1]).toContain(
      'Previous question in this session: how many cars come from each origin?',
    )
    expect(JSON.stringify([first.body, second.body])).not.toContain('sk-engine-test-key')
  })
})
