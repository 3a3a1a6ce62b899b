import type { Page } from '@playwright/test'

/**
 * Job streams in the Powerdrill dialect (contract/fixtures/job-stream.sse), for tests that answer
 * POST /v2/team/jobs themselves instead of running the engine.
 */
export interface Group {
  id: string
  name: string
  stage: 'Analyze' | 'Respond'
}

type WireBlock = { type: string; group: Group; content: unknown }

export function jobStream(jobId: string, blocks: WireBlock[], end = '[DONE]'): string {
  const frames = blocks.map(({ type, group, content }) => {
    const chunk = {
      id: group.id,
      model: '',
      choices: [{ delta: { content }, index: 0, finish_reason: null }],
      created: 1750000000,
      group_id: group.id,
      group_name: group.name,
      stage: group.stage,
    }
    return `id:${group.id}\nevent:${type}\ndata:${JSON.stringify(chunk)}\n\n`
  })
  return [`event:JOB_ID\ndata:${jobId}\n\n`, ...frames, `event:END_MARK\ndata:${end}\n\n`].join('')
}

/** A TASK block: a step of the timeline with its status. */
export const task = (group: Group, status = 'done'): WireBlock => ({
  type: 'TASK',
  group,
  content: { name: group.name, id: group.id, status, parent_id: null, stage: group.stage },
})

/** Answers every job request with `body` (one crafted stream). */
export async function answerJobs(page: Page, body: string) {
  await page.route('**/v2/team/jobs', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 200,
          contentType: 'text/event-stream',
          headers: { 'x-pd-trace-id': 'trace-crafted' },
          body,
        })
      : route.continue(),
  )
}

/** A 1x1 PNG, for IMAGE artifacts served by a test. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
