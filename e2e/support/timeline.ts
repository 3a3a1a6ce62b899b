import type { Page } from '@playwright/test'

/**
 * Records, from before the question is asked, every step status and job status the page shows,
 * so a step that is running for only a moment is still seen.
 */
export async function recordTimeline(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __timeline: { steps: string[]; job: string[] } }
    w.__timeline = { steps: [], job: [] }
    const look = () => {
      document.querySelectorAll('[data-step-status]').forEach((s) => {
        const v = s.getAttribute('data-step-status')!
        if (!w.__timeline.steps.includes(v)) w.__timeline.steps.push(v)
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
  return () =>
    page.evaluate(
      () => (window as unknown as { __timeline: { steps: string[]; job: string[] } }).__timeline,
    )
}
