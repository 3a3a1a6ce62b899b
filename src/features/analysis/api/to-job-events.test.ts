import { describe, expect, it } from 'vitest'
import { fixtureText, sseItems } from '../testing/sse-fixture'
import type { JobEvent } from './blocks-to-events'
import { toJobEvents } from './to-job-events'

const convert = (text: string): JobEvent[] => sseItems(text).flatMap(toJobEvents)

const chunk = (type: string, content: unknown, extra: Record<string, unknown> = {}) =>
  `id:g1\nevent:${type}\ndata:${JSON.stringify({
    id: 'g1',
    model: '',
    choices: [{ delta: { content }, index: 0, finish_reason: null }],
    created: 1,
    group_id: 'g1',
    group_name: 'Step',
    stage: 'Analyze',
    ...extra,
  })}\n\n`

describe('toJobEvents over the recorded Powerdrill stream', () => {
  const events = convert(fixtureText('job-stream.sse'))

  it('starts with the plain-text job id and ends with END_MARK [DONE]', () => {
    expect(events[0]).toEqual({ type: 'job-id', jobId: 'job-cmdemo00000000000000000001' })
    expect(events.at(-1)).toEqual({ type: 'end', outcome: 'done' })
  })

  it('turns every event type into ours, ignoring keep-alive comments', () => {
    expect(events.map((e) => (e.type === 'block' ? `block:${e.block.kind}` : e.type))).toEqual([
      'job-id',
      'task',
      'task',
      'block-delta',
      'block:code',
      'block:table',
      'task',
      'block:image',
      'block-delta',
      'block-delta',
      'block:questions',
      'task',
      'block:sources',
      'end',
    ])
  })

  it('reads CODE as language + code, TABLE/IMAGE as artifacts, SOURCES with their file type', () => {
    const blocks = events.flatMap((e) => (e.type === 'block' ? [e.block] : []))
    expect(blocks[0]).toMatchObject({ kind: 'code', language: 'python', stage: 'Analyze' })
    expect(blocks[0]!.kind === 'code' && blocks[0]!.code).toContain('def invoke')
    expect(blocks[1]).toMatchObject({
      kind: 'table',
      groupId: 'bbbb0002-0000-4000-8000-000000000002',
      artifact: {
        name: 'revenue_by_region.csv',
        url: 'https://static.example.invalid/code_result/r1.csv',
        expiresAt: '2025-06-15T16:00:00.000000Z',
      },
    })
    expect(blocks[2]).toMatchObject({ kind: 'image', groupName: 'Chart revenue per region' })
    expect(blocks.at(-1)).toMatchObject({
      kind: 'sources',
      groupId: '-1',
      sources: [
        {
          source: 'sales.csv',
          fileType: 'csv',
          datasetId: 'dset-cmdemo0001',
          datasourceId: 'ds-cmdemo0001',
        },
      ],
    })
  })

  it('keeps the changing group_name of a Respond group as sent (the reducer settles it)', () => {
    const names = events.flatMap((e) =>
      e.type === 'block-delta' && e.stage === 'Respond' ? [e.groupName] : [],
    )
    expect(names).toEqual(['Conclusions', '结论'])
  })
})

describe('toJobEvents variants (docs/wire-formats.md, what a client must tolerate)', () => {
  it('accepts expired_at and expiredAt, and a TABLE that is a bare URL', () => {
    const [a] = convert(
      chunk('TABLE', { name: 't.csv', url: 'https://x/t.csv', expired_at: '2030-01-01T00:00:00Z' }),
    )
    const [b] = convert(
      chunk('IMAGE', { name: 'c.png', url: 'https://x/c.png', expiredAt: '2030-01-02T00:00:00Z' }),
    )
    const [c] = convert(chunk('TABLE', 'https://bucket.s3/x/result%201.csv?X-Amz-Expires=60'))
    expect(a).toMatchObject({ block: { artifact: { expiresAt: '2030-01-01T00:00:00Z' } } })
    expect(b).toMatchObject({
      block: { kind: 'image', artifact: { expiresAt: '2030-01-02T00:00:00Z' } },
    })
    expect(c).toMatchObject({
      block: { kind: 'table', artifact: { name: 'result 1.csv', expiresAt: null } },
    })
  })

  it('reads SOURCE as SOURCES, a dotted file type, and a null or missing group_name', () => {
    const [e] = convert(
      chunk(
        'SOURCE',
        [
          {
            source: 'a.pdf',
            file_type: '.pdf',
            datasource_id: 'ds',
            dataset_id: 'd',
            page_no: '10',
          },
        ],
        {
          group_name: null,
        },
      ),
    )
    expect(e).toMatchObject({
      block: { kind: 'sources', groupName: '', sources: [{ fileType: 'pdf', pageNo: '10' }] },
    })
    const noName = `event:MESSAGE\ndata:${JSON.stringify({ choices: [{ delta: { content: 'hi' } }], group_id: 'g2', stage: 'Respond' })}\n\n`
    expect(convert(noName)).toEqual([
      { type: 'block-delta', groupId: 'g2', groupName: '', stage: 'Respond', text: 'hi' },
    ])
  })

  it('reads camelCase group fields (v1) and skips empty MESSAGE deltas but keeps a lone newline', () => {
    const v1 = `event:MESSAGE\ndata:${JSON.stringify({ choices: [{ delta: { content: 'x' } }], groupId: 'g9', groupName: 'Old', stage: 'Analyze' })}\n\n`
    expect(convert(v1)[0]).toMatchObject({ groupId: 'g9', groupName: 'Old' })
    expect(convert(chunk('MESSAGE', ''))).toEqual([])
    expect(convert(chunk('MESSAGE', '\n'))).toHaveLength(1)
  })

  it('keeps unknown types generically and ignores TRIGGER', () => {
    const [unknown] = convert(chunk('CHART_INFO', { name: 'c', chart_config: '{}' }))
    expect(unknown).toMatchObject({
      block: { kind: 'unknown', typeName: 'CHART_INFO', content: { name: 'c' } },
    })
    expect(convert(chunk('TRIGGER', { name: 'conclusion_slice', arguments: {} }))).toEqual([])
  })

  it('normalises TASK statuses and files', () => {
    const [t] = convert(
      chunk('TASK', { name: 'Plot', status: 'error', properties: { files: 'a.csv' } }),
    )
    expect(t).toMatchObject({ type: 'task', name: 'Plot', status: 'error', files: 'a.csv' })
    const [u] = convert(chunk('TASK', { name: 'Plot', status: 'success', properties: {} }))
    expect(u).toMatchObject({ status: 'done', files: null })
  })

  it('turns ERROR into an error event (quota spotted in the message) and END_MARK [ERROR] into a failed end', () => {
    const events = convert(
      `${chunk('ERROR', { code: 'Job quota exceeded' })}event:END_MARK\ndata:[ERROR]\n\n`,
    )
    expect(events).toEqual([
      { type: 'error', error: { kind: 'service', code: 210021, message: 'Job quota exceeded' } },
      { type: 'end', outcome: 'error' },
    ])
    const [numeric] = convert(chunk('ERROR', { code: 'Something went wrong', error_code: 210020 }))
    expect(numeric).toMatchObject({ error: { code: 210020, message: 'Something went wrong' } })
  })

  it('accepts a JSON JOB_ID, [DONE] without END_MARK, and keeps unparseable data visible', () => {
    expect(convert('event:JOB_ID\ndata:{"job_id":"job-1"}\n\n')).toEqual([
      { type: 'job-id', jobId: 'job-1' },
    ])
    expect(convert('data:[DONE]\n\n')).toEqual([{ type: 'end', outcome: 'done' }])
    expect(convert('event:CODE\ndata:{not json\n\n')[0]).toMatchObject({
      block: { kind: 'code', code: '{not json' },
    })
  })
})
