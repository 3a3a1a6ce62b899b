import type { Page } from '@playwright/test'

interface Timeline {
  /** Each step's statuses in the order it showed them, by its place in the timeline. */
  steps: string[][]
  /** The job's statuses in order. */
  job: string[]
}

/**
 * Records, from before the question is asked, every status each step and the job show, so a step
 * that is running for only a moment is still seen. Per step: one frame may show step 1 done and
 * step 2 still pending, so a single list of statuses has no meaningful last entry.
 */
export async function recordTimeline(page: Page): Promise<() => Promise<Timeline>> {
  await page.evaluate(() => {
    const w = window as unknown as { __timeline: Timeline }
    w.__timeline = { steps: [], job: [] }
    const look = () => {
      document.querySelectorAll('[data-step-status]').forEach((s, i) => {
        const v = s.getAttribute('data-step-status')!
        const seen = (w.__timeline.steps[i] ??= [])
        if (seen.at(-1) !== v) seen.push(v)
      })
      const job = document.querySelector('article[data-status]')?.getAttribute('data-status')
      if (job && w.__timeline.job.at(-1) !== job) w.__timeline.job.push(job)
    }
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
    })
  })
  return () => page.evaluate(() => (window as unknown as { __timeline: Timeline }).__timeline)
}
