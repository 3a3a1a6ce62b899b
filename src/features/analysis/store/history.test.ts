import { describe, expect, it } from 'vitest'
import type { HistoryRecord } from '@contract/jobs'
import { jobFromHistory, mergeHistory } from './history'
import { newJob } from './new-job'

const record = (jobId: string, extra: Partial<HistoryRecord> = {}): HistoryRecord => ({
  job_id: jobId,
  question: { blocks: [{ type: 'MESSAGE', content: `Question ${jobId}` }] },
  answer: {
    blocks: [
      { type: 'MESSAGE', content: 'Plan', group_id: 'g1', group_name: 'Step 1', stage: 'Analyze' },
      // History sends a TABLE as a bare URL (research Ambiguity 8).
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

describe('jobFromHistory', () => {
  it('rebuilds the question, blocks, dataset and a complete status', () => {
    const job = jobFromHistory(record('job-1', { created_at: '2026-01-01T00:00:00Z' }), 's1', 0)
    expect(job).toMatchObject({
      id: 'job-1',
      jobId: 'job-1',
      sessionId: 's1',
      question: 'Question job-1',
      status: { state: 'complete' },
      createdAt: Date.parse('2026-01-01T00:00:00Z'),
      context: { datasetId: 'dset-1' },
    })
    expect(job.blocks.map((b) => b.kind)).toEqual([
      'message',
      'table',
      'message',
      'sources',
      'questions',
    ])
    expect(job.blocks[1]).toMatchObject({ artifact: { name: 'result.csv', expiresAt: null } })
  })

  it('reads the error and cancelled extensions', () => {
    expect(jobFromHistory(record('e', { status: 'error' }), 's', 0).status.state).toBe('failed')
    expect(jobFromHistory(record('c', { status: 'cancelled' }), 's', 0).status.state).toBe(
      'cancelled',
    )
  })
})

describe('mergeHistory', () => {
  const ctx = {
    datasetId: null,
    datasourceIds: [],
    outputLanguage: 'AUTO' as const,
    jobMode: 'AUTO' as const,
  }

  it('keeps local jobs, adds history-only ones, orders oldest first', () => {
    const local = {
      ...newJob({ id: 'c1', sessionId: 's', question: 'mine', context: ctx, now: 5000 }),
      jobId: 'job-2',
    }
    const failed = newJob({
      id: 'c2',
      sessionId: 's',
      question: 'never recorded',
      context: ctx,
      now: 6000,
    })
    const jobs = mergeHistory([local, failed], [record('job-2'), record('job-1')], 's')
    expect(jobs.map((j) => j.id)).toEqual(['job-1', 'c1', 'c2'])
    expect(jobs[1]!.question).toBe('mine')
  })

  it('gives a local job the fresher artifact URL from history', () => {
    const local = {
      ...newJob({ id: 'c1', sessionId: 's', question: 'q', context: ctx, now: 1 }),
      jobId: 'job-1',
      blocks: [
        {
          kind: 'table' as const,
          groupId: 'g1',
          groupName: 'Step 1',
          stage: 'Analyze' as const,
          artifact: {
            name: 'result.csv',
            url: 'https://x.invalid/a/result.csv?sig=0',
            expiresAt: '2020-01-01T00:00:00Z',
          },
        },
      ],
    }
    const [job] = mergeHistory([local], [record('job-1')], 's')
    expect(job!.blocks[0]).toMatchObject({
      artifact: { url: 'https://x.invalid/a/result.csv?sig=1' },
    })
  })
})
