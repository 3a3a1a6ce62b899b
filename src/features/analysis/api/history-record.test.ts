import { describe, expect, it } from 'vitest'
import { JOB_ERRORS, type HistoryRecord } from '@contract/jobs'
import { fromHistoryRecord } from './history-record'

const record = (jobId: string, extra: Partial<HistoryRecord> = {}): HistoryRecord => ({
  job_id: jobId,
  question: {
    blocks: [
      { type: 'MESSAGE', content: `Question ${jobId}` },
      { type: 'CODE', content: 'x = 1' },
    ],
  },
  answer: {
    blocks: [
      { type: 'MESSAGE', content: 'Plan', group_id: 'g1', group_name: 'Step 1', stage: 'Analyze' },
      // History sends a TABLE as a bare URL (docs/wire-formats.md).
      {
        type: 'TABLE',
        content: 'https://x.invalid/a/result.csv?sig=1' as never,
        group_id: 'g1',
        group_name: 'Step 1',
        stage: 'Analyze',
      },
      { type: 'MESSAGE', content: 'Answer', group_id: 'g2', group_name: null, stage: 'Respond' },
      {
        type: 'SOURCES',
        content: [
          { source: 'w.csv', datasource_id: 'ds1', dataset_id: 'dset-1', file_type: 'csv' },
        ],
        group_id: '',
        group_name: '',
        stage: 'Respond',
      },
      { type: 'QUESTIONS', content: ['Why?'], group_id: '-1', stage: 'Respond' },
    ],
  },
  ...extra,
})

describe('fromHistoryRecord', () => {
  it('reads the question, the answer as events, the dataset, the time and a complete status', () => {
    const recorded = fromHistoryRecord(record('job-1', { created_at: '2026-01-01T00:00:00Z' }))
    expect(recorded).toMatchObject({
      jobId: 'job-1',
      question: 'Question job-1\n```\nx = 1\n```',
      datasetId: 'dset-1',
      createdAt: Date.parse('2026-01-01T00:00:00Z'),
      status: { state: 'complete' },
    })
    expect(
      recorded!.events.map((e) => (e.type === 'block' ? `block:${e.block.kind}` : e.type)),
    ).toEqual(['block-delta', 'block:table', 'block-delta', 'block:sources', 'block:questions'])
    expect(recorded!.events[1]).toMatchObject({
      block: { artifact: { name: 'result.csv', expiresAt: null } },
    })
  })

  it('reads the error and cancelled extensions; an undated record has no time', () => {
    expect(fromHistoryRecord(record('e', { status: 'error' }))).toMatchObject({
      createdAt: null,
      status: {
        state: 'failed',
        error: {
          kind: 'service',
          code: JOB_ERRORS.JOB_FAILED.code,
          message: 'This job ended with an error.',
        },
      },
    })
    expect(fromHistoryRecord(record('c', { status: 'cancelled' }))!.status).toEqual({
      state: 'cancelled',
    })
    expect(fromHistoryRecord(record('r', { status: 'running' }))!.status).toEqual({
      state: 'complete',
    })
  })

  it('skips a record without a job id and tolerates one without blocks', () => {
    expect(fromHistoryRecord(null)).toBeNull()
    expect(fromHistoryRecord({ ...record('x'), job_id: 5 as never })).toBeNull()
    const bare = { job_id: 'j', question: null, answer: null } as unknown as HistoryRecord
    expect(fromHistoryRecord(bare)).toMatchObject({ question: '', datasetId: null, events: [] })
  })
})
