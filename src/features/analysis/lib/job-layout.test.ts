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
