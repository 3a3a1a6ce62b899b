import { describe, expect, it } from 'vitest'
import type { RecordedJob } from '../api/history-record'
import { jobFromHistory, mergeHistory } from './history'
import { newJob } from './new-job'

const step = { groupId: 'g1', groupName: 'Step 1', stage: 'Analyze' as const }
const answer = { groupId: 'g2', groupName: '', stage: 'Respond' as const }

/** What api/history-record.ts makes of a recorded job (its own test covers the wire). */
const recorded = (jobId: string, extra: Partial<RecordedJob> = {}): RecordedJob => ({
  jobId,
  question: `Question ${jobId}`,
  datasetId: 'dset-1',
  createdAt: null,
  status: { state: 'complete' },
  events: [
    { type: 'block-delta', ...step, text: 'Plan' },
    {
      type: 'block',
      block: {
        ...step,
        kind: 'table',
        artifact: {
          name: 'result.csv',
          url: 'https://x.invalid/a/result.csv?sig=1',
          expiresAt: null,
        },
      },
    },
    { type: 'block-delta', ...answer, text: 'Answer' },
    {
      type: 'block',
      block: {
        groupId: '',
        groupName: '',
        stage: 'Respond',
        kind: 'sources',
        sources: [
          {
            source: 'w.csv',
            fileType: 'csv',
            datasetId: 'dset-1',
            datasourceId: 'ds1',
            pageNo: null,
          },
        ],
      },
    },
    {
      type: 'block',
      block: {
        groupId: '-1',
        groupName: '',
        stage: 'Respond',
        kind: 'questions',
        questions: ['Why?'],
      },
    },
  ],
  ...extra,
})

describe('jobFromHistory', () => {
  it('rebuilds the question, blocks, dataset and status, at the recorded time', () => {
    const createdAt = Date.parse('2026-01-01T00:00:00Z')
    const job = jobFromHistory(recorded('job-1', { createdAt }), 's1', 0)
    expect(job).toMatchObject({
      id: 'job-1',
      jobId: 'job-1',
      sessionId: 's1',
      question: 'Question job-1',
      status: { state: 'complete' },
      createdAt,
      finishedAt: createdAt,
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
    expect(job.groups.g1).toMatchObject({ name: 'Step 1', status: null })
  })

  it('keeps the recorded status; an undated job is placed at the fallback time', () => {
    const failed = {
      state: 'failed' as const,
      error: { kind: 'service' as const, code: 1, message: 'x' },
    }
    const job = jobFromHistory(recorded('e', { status: failed }), 's', -3)
    expect(job).toMatchObject({ status: failed, createdAt: -3, finishedAt: -3 })
    expect(
      jobFromHistory(recorded('c', { status: { state: 'cancelled' } }), 's', 0).status.state,
    ).toBe('cancelled')
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
    const jobs = mergeHistory([local, failed], [recorded('job-2'), recorded('job-1')], 's')
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
    const [job] = mergeHistory([local], [recorded('job-1')], 's')
    expect(job!.blocks[0]).toMatchObject({
      artifact: { url: 'https://x.invalid/a/result.csv?sig=1' },
    })
  })
})
