import { afterAll, describe, expect, it } from 'vitest'
import { JOB_ERRORS } from '@contract/jobs'
import { job, makeKit, streamJob, textOf } from '../testing/test-kit'

const kit = makeKit()
afterAll(() => kit.close())

describe('POST /v2/team/jobs: validation codes', () => {
  it('answers 300001 (HTTP 400) for missing or malformed parameters', async () => {
    const session = await kit.session()
    const cases: Record<string, unknown>[] = [
      { question: 'x' },
      { session_id: session },
      { session_id: session, question: '   ' },
      { session_id: session, question: 'x', user_id: '' },
      { session_id: session, question: 'x', output_language: 'KLINGON' },
      { session_id: session, question: 'x', job_mode: 'DATA_ANALYSIS' },
      {
        session_id: session,
        question: 'x',
        dataset_id: 'dset-sample-cars',
        datasource_ids: Array.from({ length: 1001 }, (_, i) => `ds-${i}`),
      },
      { session_id: session, question: 'x', stream: 'yes' },
    ]
    for (const body of cases) {
      const r = await job(kit, body)
      expect(r.res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(r.body.code).toBe(300001)
      expect(r.res.headers.get('x-pd-trace-id')).toBeTruthy()
    }
    const notJson = await kit.app.request('http://127.0.0.1:8787/v2/team/jobs', {
      method: 'POST',
      headers: { 'x-pd-api-key': 'sk-test-jobs' },
      body: '{oops',
    })
    expect(((await notJson.json()) as { code: number }).code).toBe(300001)
  })

  it('answers 210022 for a question over 6000 characters, and accepts exactly 6000', async () => {
    const session = await kit.session()
    const long = await job(kit, {
      session_id: session,
      question: 'a'.repeat(6001),
      dataset_id: 'dset-sample-cars',
    })
    expect(long.res.status).toBe(400)
    expect(long.body).toEqual({ code: 210022, msg: JOB_ERRORS.QUESTION_TOO_LONG.msg, data: null })
    const edge = await job(kit, {
      session_id: session,
      question: `How many cars? ${' '.repeat(5985)}`,
      dataset_id: 'dset-sample-cars',
    })
    expect(edge.body.code).toBe(0)
  })

  it('answers 300003 for an unknown session, dataset or data source', async () => {
    const session = await kit.session()
    expect((await job(kit, { session_id: 'no-such-session', question: 'x' })).body.code).toBe(
      300003,
    )
    expect(
      (await job(kit, { session_id: session, question: 'x', dataset_id: 'dset-none' })).body.code,
    ).toBe(300003)
    expect(
      (
        await job(kit, {
          session_id: session,
          question: 'x',
          dataset_id: 'dset-sample-cars',
          datasource_ids: ['ds-none'],
        })
      ).body.code,
    ).toBe(300003)
    expect(
      (await job(kit, { session_id: session, question: 'x', user_id: 'tmm-someone-else' })).body
        .code,
    ).toBe(300003)
  })

  it('answers 210021 (HTTP 400) once JOB_QUOTA jobs were used by the key, stream or not', async () => {
    const limited = makeKit({ JOB_QUOTA: '2' })
    try {
      const session = await limited.session()
      const q = { session_id: session, question: 'hi', dataset_id: 'dset-sample-cars' }
      expect((await job(limited, q)).body.code).toBe(0)
      expect((await job(limited, q)).body.code).toBe(0)
      const over = await job(limited, q)
      expect(over.res.status).toBe(400)
      expect(over.body).toEqual({ code: 210021, msg: 'Job quota exceeded', data: null })
      const stream = await streamJob(limited, q)
      expect(stream.res.status).toBe(400)
      expect(JSON.parse(stream.raw)).toMatchObject({ code: 210021 })
    } finally {
      limited.close()
    }
  })

  it('uses the session’s job_mode and output_language when the job omits them', async () => {
    const session = await kit.session('analytics', {
      job_mode: 'DATA_ANALYTICS',
      output_language: 'ZH-CN',
    })
    const r = await job(kit, {
      session_id: session,
      question: 'hello',
      dataset_id: 'dset-sample-cars',
    })
    // DATA_ANALYTICS analyses even a greeting: there are Analyze blocks and a TABLE.
    expect(r.body.data.blocks.some((b) => b.stage === 'Analyze' && b.type === 'TABLE')).toBe(true)
    const respond = textOf(r.body.data.blocks, { stage: 'Respond' })
    expect(respond).toMatch(/[\u4e00-\u9fff]/)
    // The job's own setting wins over the session's.
    const en = await job(kit, {
      session_id: session,
      question: 'hello',
      dataset_id: 'dset-sample-cars',
      job_mode: 'AUTO',
      output_language: 'EN',
    })
    expect(en.body.data.blocks.every((b) => b.stage === 'Respond' || b.type === 'SOURCES')).toBe(
      true,
    )
    expect(en.body.data.blocks.find((b) => b.type === 'MESSAGE')?.content).toMatch(/^Hello!/)
  })
})
