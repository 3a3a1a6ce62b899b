import { describe, expect, it } from 'vitest'
import { toJobEvents } from '../api/to-job-events'
import { applyJobEvents } from '../store/apply-job-event'
import { newJob } from '../store/new-job'
import { fixtureText, sseItems } from '../testing/sse-fixture'
import { layoutJob } from './job-layout'

describe('layoutJob over the recorded stream', () => {
  const job = applyJobEvents(
    newJob({
      sessionId: 's',
      question: 'q',
      context: { datasetId: null, datasourceIds: [], outputLanguage: 'AUTO', jobMode: 'AUTO' },
      now: 0,
    }),
    sseItems(fixtureText('job-stream.sse')).flatMap(toJobEvents),
    1,
  )
  const layout = layoutJob(job)

  it('puts Analyze groups on the timeline with their own blocks', () => {
    expect(layout.steps.map((s) => s.group.name)).toEqual([
      'Analyze',
      'Sum revenue per region',
      'Chart revenue per region',
    ])
    expect(layout.steps[1]!.blocks.map((b) => b.kind)).toEqual(['message', 'code', 'table'])
    expect(layout.steps[2]!.blocks.map((b) => b.kind)).toEqual(['image'])
  })

  it('pulls out the answer, sources and follow-ups', () => {
    expect(layout.answer.map((b) => b.kind)).toEqual(['message'])
    expect(layout.sources.map((s) => s.source)).toEqual(['sales.csv'])
    expect(layout.followUps).toHaveLength(2)
    expect(layout.answering).toBe(false)
  })
})

describe('layoutJob with a chart spec', () => {
  const head = (groupId: string, stage: 'Analyze' | 'Respond') => ({
    groupId,
    groupName: groupId,
    stage,
  })
  const artifact = { name: 'c.png', url: 'http://x/artifacts/c.png?sig=1', expiresAt: null }
  const spec = '{"mark":"bar"}'
  const base = {
    groups: {
      chart: {
        id: 'chart',
        name: 'Chart',
        stage: 'Analyze',
        status: 'done',
        retries: 0,
        files: null,
      },
      answer: {
        id: 'answer',
        name: 'Answer',
        stage: 'Respond',
        status: 'done',
        retries: 0,
        files: null,
      },
    } as const,
    groupOrder: ['chart', 'answer'],
  }

  it('takes the spec out of the step and ties it to the IMAGE of its group', () => {
    const layout = layoutJob({
      ...base,
      blocks: [
        { ...head('chart', 'Analyze'), kind: 'message', text: 'I draw a bar chart.' },
        { ...head('chart', 'Analyze'), kind: 'code', code: spec, language: 'vega-lite' },
        { ...head('chart', 'Analyze'), kind: 'image', artifact },
        {
          ...head('answer', 'Respond'),
          kind: 'image',
          artifact: { ...artifact, url: 'http://x/artifacts/c.png?sig=2' },
        },
      ],
    })
    expect(layout.steps[0]!.blocks.map((b) => b.kind)).toEqual(['message', 'image'])
    expect(layout.chartSpecs.get('analysis:http://x/artifacts/c.png')).toBe(spec)
    expect(layout.looseSpecs).toEqual([])
  })

  it('keeps a spec without an IMAGE as a loose chart, and other CODE as code', () => {
    const layout = layoutJob({
      ...base,
      blocks: [
        { ...head('chart', 'Analyze'), kind: 'code', code: 'select 1', language: 'sql' },
        { ...head('answer', 'Respond'), kind: 'code', code: spec, language: 'vega-lite' },
      ],
    })
    expect(layout.steps[0]!.blocks.map((b) => b.kind)).toEqual(['code'])
    expect(layout.answer).toEqual([])
    expect(layout.looseSpecs).toEqual([spec])
  })
})
