import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { HistoryRecord, JobStreamErrorContent, Paged, TaskContent } from '@contract/jobs'
import { jobsContext } from '../http/context'
import {
  contentOf,
  job,
  makeKit,
  streamJob,
  uploadSource,
  USER,
  type Kit,
} from '../testing/test-kit'

const kit = makeKit({ PARLEY_FAULTS: '1' })
afterAll(() => kit.close())

const Q = { question: 'Average horsepower by origin', dataset_id: 'dset-sample-cars' }

async function history(k: Kit, session: string) {
  return (
    await k.json<Paged<HistoryRecord>>('GET', `/v2/team/sessions/${session}/history`, {
      query: { user_id: USER },
    })
  ).body.data.records
}

describe('jobs that fail', () => {
  it('job-error: an ERROR event mid-stream, then END_MARK with [ERROR]; recorded as error', async () => {
    const session = await kit.session()
    const { events } = await streamJob(
      kit,
      { session_id: session, ...Q },
      { 'x-parley-fault': 'job-error' },
    )
    const names = events.map((e) => e.event)
    expect(names[0]).toBe('JOB_ID')
    expect(names).toContain('TABLE')
    expect(names.slice(-2)).toEqual(['ERROR', 'END_MARK'])
    expect(events.at(-1)?.data).toBe('[ERROR]')
    const error = contentOf<JobStreamErrorContent>(events.at(-2)!)
    expect(error).toEqual({
      code: 'Something went wrong during job execution. Please try again.',
      error_code: 210020,
    })
    expect((await history(kit, session))[0]?.status).toBe('error')
  })

  it('job-error without a stream: 210020 with HTTP 500', async () => {
    const session = await kit.session()
    const r = await job(kit, { session_id: session, ...Q }, { 'x-parley-fault': 'job-error' })
    expect(r.res.status).toBe(500)
    expect(r.body).toEqual({
      code: 210020,
      msg: 'Something went wrong during job execution. Please try again.',
      data: null,
    })
    expect(r.res.headers.get('x-pd-trace-id')).toBeTruthy()
  })

  it('job-drop: the stream ends mid-way with no END_MARK', async () => {
    const session = await kit.session()
    const { events } = await streamJob(
      kit,
      { session_id: session, ...Q },
      { 'x-parley-fault': 'job-drop' },
    )
    const names = events.map((e) => e.event)
    expect(names[0]).toBe('JOB_ID')
    expect(names).toContain('TABLE')
    expect(names).not.toContain('END_MARK')
    expect(names).not.toContain('ERROR')
  })

  it('ignores the fault header unless PARLEY_FAULTS is on', async () => {
    const plain = makeKit()
    try {
      const session = await plain.session()
      const { events } = await streamJob(
        plain,
        { session_id: session, ...Q },
        { 'x-parley-fault': 'job-error' },
      )
      expect(events.at(-1)).toMatchObject({ event: 'END_MARK', data: '[DONE]' })
    } finally {
      plain.close()
    }
  })

  it('retries a step whose first SQL fails: TASK error, running, done, and says what it skipped', async () => {
    const ds = await uploadSource(
      kit,
      'dirty.csv',
      'item,amount\na,12\nb,15\nc,n/a\nd,20\ne,7\nf,3\n',
    )
    const session = await kit.session()
    const { events } = await streamJob(kit, {
      session_id: session,
      question: 'total amount',
      dataset_id: ds.dataset_id,
    })
    const tasks = events.filter((e) => e.event === 'TASK').map((e) => contentOf<TaskContent>(e))
    const first = tasks[0]!
    expect(tasks.filter((t) => t.id === first.id).map((t) => t.status)).toEqual([
      'running',
      'error',
      'running',
      'done',
    ])
    const codes = events
      .filter((e) => e.event === 'CODE' && e.id === first.id)
      .map((e) => contentOf<string>(e))
    expect(codes[0]).toContain('CAST("amount" AS DOUBLE)')
    expect(codes[1]).toContain('TRY_CAST("amount" AS DOUBLE)')
    const text = events
      .filter((e) => e.event === 'MESSAGE')
      .map((e) => contentOf<string>(e))
      .join('')
    expect(text).toContain('Retrying')
    expect(text).toContain('**57**')
    expect(text).toContain('1 value that is not a number was ignored')
    expect(events.at(-1)).toMatchObject({ event: 'END_MARK', data: '[DONE]' })
  })

  it('stops the job when the client disconnects, and records it as cancelled', async () => {
    const slow = makeKit({ PARLEY_PACE: '20' })
    try {
      const session = await slow.session()
      const res = await slow.request('POST', '/v2/team/jobs', {
        body: { user_id: USER, session_id: session, stream: true, ...Q },
      })
      const reader = res.body!.getReader()
      const first = await reader.read()
      expect(new TextDecoder().decode(first.value)).toContain('event:JOB_ID')
      const jobId = /data:(job-[a-z0-9]+)/.exec(new TextDecoder().decode(first.value))?.[1]
      await reader.cancel()
      let record: HistoryRecord | undefined
      for (let i = 0; i < 100 && !record; i++) {
        await new Promise((r) => setTimeout(r, 50))
        record = (await history(slow, session)).find((r) => r.job_id === jobId)
      }
      expect(record?.status).toBe('cancelled')
      await new Promise((r) => setTimeout(r, 300))
      // The work stopped before any result was written.
      expect(existsSync(path.join(jobsContext(slow.config).artifactsDir, jobId!))).toBe(false)
    } finally {
      slow.close()
    }
  })
})
