import { describe, expect, it } from 'vitest'
import { JOB_ERRORS, STREAM_END_DONE, STREAM_END_ERROR, type Block } from '@contract/jobs'
import { blocksToEvents } from './blocks-to-events'

const head = { group_id: 'g1', group_name: 'Step 1', stage: 'Analyze' as const }

describe('blocksToEvents: each block type of contract/jobs', () => {
  it('MESSAGE is a text delta (the reducer joins a group’s deltas); an empty one is skipped', () => {
    const blocks: Block[] = [
      { type: 'MESSAGE', content: 'Hello', ...head },
      { type: 'MESSAGE', content: '', ...head },
      { type: 'MESSAGE', content: '\n', ...head },
    ]
    expect(blocksToEvents(blocks)).toEqual([
      { type: 'block-delta', groupId: 'g1', groupName: 'Step 1', stage: 'Analyze', text: 'Hello' },
      { type: 'block-delta', groupId: 'g1', groupName: 'Step 1', stage: 'Analyze', text: '\n' },
    ])
  })

  it('MESSAGE content that is not text is shown as JSON; none at all is skipped', () => {
    expect(blocksToEvents([{ type: 'MESSAGE', content: { a: 1 }, ...head }])).toMatchObject([
      { type: 'block-delta', text: '{"a":1}' },
    ])
    expect(blocksToEvents([{ type: 'MESSAGE', content: null, ...head }])).toEqual([])
  })

  it('CODE is the fenced snippet’s language and code', () => {
    const blocks: Block[] = [{ type: 'CODE', content: '```Python\nx = 1\n```', ...head }]
    expect(blocksToEvents(blocks)).toEqual([
      {
        type: 'block',
        block: {
          kind: 'code',
          language: 'python',
          code: 'x = 1',
          groupId: 'g1',
          groupName: 'Step 1',
          stage: 'Analyze',
        },
      },
    ])
  })

  it('TABLE and IMAGE are artifacts (expires_at or a bare URL); one without a URL stays visible', () => {
    const blocks = [
      {
        type: 'TABLE',
        content: { name: 't.csv', url: 'https://x/t.csv', expires_at: '2030-01-01T00:00:00Z' },
        ...head,
      },
      { type: 'IMAGE', content: 'https://x/a/chart%201.png', ...head },
      { type: 'IMAGE', content: { name: 'no url' }, ...head },
    ]
    expect(blocksToEvents(blocks)).toMatchObject([
      {
        block: {
          kind: 'table',
          artifact: { name: 't.csv', url: 'https://x/t.csv', expiresAt: '2030-01-01T00:00:00Z' },
        },
      },
      { block: { kind: 'image', artifact: { name: 'chart 1.png', expiresAt: null } } },
      { block: { kind: 'unknown', typeName: 'IMAGE', content: { name: 'no url' } } },
    ])
  })

  it('SOURCES (or SOURCE) are the cited files; QUESTIONS (or QUESTION) the follow-ups', () => {
    const source = { source: 'w.csv', datasource_id: 'ds1', dataset_id: 'd1', file_type: '.csv' }
    const blocks = [
      { type: 'SOURCES', content: [source], group_id: '-1', group_name: null, stage: 'Respond' },
      { type: 'SOURCE', content: [source], group_id: '-1', stage: 'Respond' },
      { type: 'QUESTIONS', content: ['Why?', ' '], group_id: '-1', stage: 'Respond' },
      { type: 'question', content: 'How?', group_id: '-1', stage: 'Respond' },
    ]
    const sources = [
      { source: 'w.csv', fileType: 'csv', datasetId: 'd1', datasourceId: 'ds1', pageNo: null },
    ]
    expect(blocksToEvents(blocks)).toEqual([
      {
        type: 'block',
        block: { kind: 'sources', sources, groupId: '-1', groupName: '', stage: 'Respond' },
      },
      {
        type: 'block',
        block: { kind: 'sources', sources, groupId: '-1', groupName: '', stage: 'Respond' },
      },
      {
        type: 'block',
        block: {
          kind: 'questions',
          questions: ['Why?'],
          groupId: '-1',
          groupName: '',
          stage: 'Respond',
        },
      },
      {
        type: 'block',
        block: {
          kind: 'questions',
          questions: ['How?'],
          groupId: '-1',
          groupName: '',
          stage: 'Respond',
        },
      },
    ])
  })

  it('reads camelCase group fields; a block that names no stage is of the answer', () => {
    expect(
      blocksToEvents([{ type: 'MESSAGE', content: 'x', groupId: 'g9', groupName: 'Old' }]),
    ).toEqual([
      { type: 'block-delta', groupId: 'g9', groupName: 'Old', stage: 'Respond', text: 'x' },
    ])
  })
})

describe('blocksToEvents: the stream’s other events', () => {
  it('JOB_ID is the job id; TASK a step’s status; TRIGGER nothing', () => {
    const events = blocksToEvents([
      { type: 'JOB_ID', content: 'job-1' },
      {
        type: 'TASK',
        content: { name: 'Plot', status: 'success', properties: { files: ['a.csv', 'b.csv'] } },
        ...head,
      },
      { type: 'TRIGGER', content: { name: 'conclusion_slice' }, ...head },
    ])
    expect(events).toEqual([
      { type: 'job-id', jobId: 'job-1' },
      {
        type: 'task',
        groupId: 'g1',
        groupName: 'Step 1',
        stage: 'Analyze',
        name: 'Plot',
        status: 'done',
        files: 'a.csv, b.csv',
      },
    ])
  })

  it('END_MARK [DONE] ends the job; END_MARK [ERROR] ends it failed', () => {
    expect(blocksToEvents([{ type: 'END_MARK', content: STREAM_END_DONE }])).toEqual([
      { type: 'end', outcome: 'done' },
    ])
    expect(blocksToEvents([{ type: 'END_MARK', content: STREAM_END_ERROR }])).toEqual([
      { type: 'end', outcome: 'error' },
    ])
  })

  it('an error end: ERROR (quota spotted in its words, or its numeric code), then END_MARK [ERROR]', () => {
    const events = blocksToEvents([
      { type: 'MESSAGE', content: 'Working', ...head },
      { type: 'ERROR', content: { code: 'Job quota exceeded' }, ...head },
      { type: 'END_MARK', content: STREAM_END_ERROR },
    ])
    expect(events.slice(1)).toEqual([
      {
        type: 'error',
        error: {
          kind: 'service',
          code: JOB_ERRORS.QUOTA_EXCEEDED.code,
          message: 'Job quota exceeded',
        },
      },
      { type: 'end', outcome: 'error' },
    ])
    const [numeric] = blocksToEvents([
      { type: 'ERROR', content: { code: 'Went wrong', error_code: JOB_ERRORS.JOB_FAILED.code } },
    ])
    expect(numeric).toEqual({
      type: 'error',
      error: { kind: 'service', code: JOB_ERRORS.JOB_FAILED.code, message: 'Went wrong' },
    })
    const [bare] = blocksToEvents([{ type: 'ERROR' }])
    expect(bare).toEqual({
      type: 'error',
      error: {
        kind: 'service',
        code: JOB_ERRORS.JOB_FAILED.code,
        message: 'The job service reported an error while the job ran.',
      },
    })
  })
})

describe('blocksToEvents: what the contract does not name', () => {
  it('keeps an unknown block type as an unknown block, in its place', () => {
    const events = blocksToEvents([
      { type: 'MESSAGE', content: 'a', ...head },
      { type: 'chart_info', content: { chart_config: '{}' }, ...head },
      { type: 'MESSAGE', content: 'b', ...head },
    ])
    expect(events.map((e) => e.type)).toEqual(['block-delta', 'block', 'block-delta'])
    expect(events[1]).toEqual({
      type: 'block',
      block: {
        kind: 'unknown',
        typeName: 'CHART_INFO',
        content: { chart_config: '{}' },
        groupId: 'g1',
        groupName: 'Step 1',
        stage: 'Analyze',
      },
    })
  })

  it('skips items that are not objects', () => {
    expect(blocksToEvents([null, 5, 'MESSAGE', ['x']])).toEqual([])
  })
})
