import { describe, expect, it } from 'vitest'
import type { JobEvent } from '../api/blocks-to-events'
import { toJobEvents } from '../api/to-job-events'
import { fixtureText, sseItems } from '../testing/sse-fixture'
import type { Job } from '../types'
import { applyJobEvent, applyJobEvents } from './apply-job-event'
import { newJob } from './new-job'

const fresh = (): Job =>
  newJob({
    id: 'c1',
    sessionId: 's1',
    question: 'q',
    context: { datasetId: null, datasourceIds: [], outputLanguage: 'AUTO', jobMode: 'AUTO' },
    now: 0,
  })

const task = (groupId: string, status: 'running' | 'done' | 'error', name = 'Plot'): JobEvent => ({
  type: 'task',
  groupId,
  groupName: name,
  stage: 'Analyze',
  name,
  status,
  files: null,
})

describe('applyJobEvent over the recorded stream', () => {
  const events = sseItems(fixtureText('job-stream.sse')).flatMap(toJobEvents)
  const job = applyJobEvents(fresh(), events, 10)

  it('ends complete with the job id and groups keyed by group_id in order', () => {
    expect(job.status).toEqual({ state: 'complete' })
    expect(job.jobId).toBe('job-cmdemo00000000000000000001')
    expect(job.finishedAt).toBe(10)
    expect(job.groupOrder).toEqual([
      'aaaa0001-0000-4000-8000-000000000001',
      'bbbb0002-0000-4000-8000-000000000002',
      'cccc0003-0000-4000-8000-000000000003',
      'dddd0004-0000-4000-8000-000000000004',
      '-1',
    ])
    expect(job.groups['bbbb0002-0000-4000-8000-000000000002']).toMatchObject({
      status: 'done',
      files: 'sales.csv',
    })
  })

  it('concatenates MESSAGE deltas per group and keeps the first group name', () => {
    const answer = job.blocks.filter((b) => b.stage === 'Respond' && b.kind === 'message')
    expect(answer).toHaveLength(1)
    expect(answer[0]!.kind === 'message' && answer[0]!.text).toBe(
      '### Revenue by region\n\n- **North** leads with 1.2M.\n南区增长最快 — ٪١٢ 📈\n',
    )
    expect(job.groups['dddd0004-0000-4000-8000-000000000004']!.name).toBe('Conclusions')
  })
})

describe('applyJobEvent rules', () => {
  it('shows a retry when a step goes error then running, and keeps only the latest TASK', () => {
    const job = applyJobEvents(
      fresh(),
      [task('g', 'running'), task('g', 'error'), task('g', 'running'), task('g', 'done')],
      1,
    )
    expect(job.groups.g).toMatchObject({ status: 'done', retries: 1 })
    const twice = applyJobEvents(job, [task('g', 'error'), task('g', 'running')], 1)
    expect(twice.groups.g).toMatchObject({ status: 'running', retries: 2 })
  })

  it('returns the same object for a repeated identical TASK', () => {
    const job = applyJobEvent(fresh(), task('g', 'running'), 1)
    expect(applyJobEvent(job, task('g', 'running'), 2)).toBe(job)
  })

  it('starts a new message block when a table of the same group came in between', () => {
    const head = { groupId: 'r', groupName: 'Answer', stage: 'Respond' as const }
    const job = applyJobEvents(
      fresh(),
      [
        { type: 'block-delta', ...head, text: 'a' },
        {
          type: 'block',
          block: { ...head, kind: 'table', artifact: { name: 't', url: 'u', expiresAt: null } },
        },
        { type: 'block-delta', ...head, text: 'b' },
        { type: 'block-delta', ...head, text: 'c' },
      ],
      1,
    )
    expect(job.blocks.map((b) => (b.kind === 'message' ? b.text : b.kind))).toEqual([
      'a',
      'table',
      'bc',
    ])
  })

  it('interleaved groups each keep their own message', () => {
    const a = { groupId: 'a', groupName: 'A', stage: 'Analyze' as const }
    const b = { groupId: 'b', groupName: 'B', stage: 'Analyze' as const }
    const job = applyJobEvents(
      fresh(),
      [
        { type: 'block-delta', ...a, text: '1' },
        { type: 'block-delta', ...b, text: 'x' },
        { type: 'block-delta', ...a, text: '2' },
      ],
      1,
    )
    expect(job.blocks.map((bl) => bl.kind === 'message' && bl.text)).toEqual(['12', 'x'])
  })

  it('drops an exact repeat of a block in the same group but keeps a Respond copy of a table', () => {
    const t = { kind: 'table' as const, artifact: { name: 't', url: 'u', expiresAt: 'x' } }
    const job = applyJobEvents(
      fresh(),
      [
        { type: 'block', block: { ...t, groupId: 'a', groupName: 'A', stage: 'Analyze' } },
        { type: 'block', block: { ...t, groupId: 'a', groupName: 'A', stage: 'Analyze' } },
        { type: 'block', block: { ...t, groupId: 'r', groupName: 'R', stage: 'Respond' } },
      ],
      1,
    )
    expect(job.blocks).toHaveLength(2)
  })

  it('an ERROR fails the job with its code and the job trace ids; later events do not revive it', () => {
    const start = { ...fresh(), externalTraceId: 'ext', traceId: 'tr' }
    const failed = applyJobEvents(
      start,
      [
        { type: 'job-id', jobId: 'j' },
        { type: 'error', error: { kind: 'service', code: 210021, message: 'Job quota exceeded' } },
        { type: 'end', outcome: 'error' },
        { type: 'end', outcome: 'done' },
      ],
      5,
    )
    expect(failed.status).toEqual({
      state: 'failed',
      error: {
        kind: 'service',
        code: 210021,
        message: 'Job quota exceeded',
        traceId: 'tr',
        externalTraceId: 'ext',
      },
    })
  })

  it('END_MARK [ERROR] without an ERROR event still fails the job', () => {
    const job = applyJobEvent(
      applyJobEvent(fresh(), { type: 'job-id', jobId: 'j' }, 1),
      { type: 'end', outcome: 'error' },
      2,
    )
    expect(job.status).toMatchObject({ state: 'failed', error: { code: 210020 } })
  })

  it('status goes submitting → streaming → complete', () => {
    const a = fresh()
    expect(a.status.state).toBe('submitting')
    const b = applyJobEvent(a, { type: 'job-id', jobId: 'j' }, 1)
    expect(b.status.state).toBe('streaming')
    expect(applyJobEvent(b, { type: 'end', outcome: 'done' }, 2).status.state).toBe('complete')
  })
})
