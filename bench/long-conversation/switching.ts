import type { BrowserContext } from '@playwright/test'
import { lastAnswer, type Long } from './conversation'
import { PAGE_HELPERS } from './watch'

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

type PageWindow = {
  __watchHeading: (text: string) => Promise<number>
  __switchTo: (title: string, text: string) => Promise<number>
}

/**
 * Per run, a fresh tab opens `a` at its address; then a sidebar click switches to `b` (not yet
 * opened in this tab) and another back to `a`. Each is timed in the page, from the click to the
 * frame in which the other's last answer is on screen.
 */
async function pair(
  context: BrowserContext,
  runs: number,
  at: (c: Long) => string,
  a: Long,
  b: Long,
) {
  const first: number[] = []
  const back: number[] = []
  for (let i = 0; i < runs; i++) {
    const page = await context.newPage()
    await page.addInitScript(PAGE_HELPERS)
    await page.goto(at(a))
    await page.evaluate(
      (text) => (window as unknown as PageWindow).__watchHeading(text),
      lastAnswer(a),
    )
    await page.waitForTimeout(300)
    first.push(
      await page.evaluate(
        ([title, text]) => (window as unknown as PageWindow).__switchTo(title!, text!),
        [b.title, lastAnswer(b)],
      ),
    )
    await page.waitForTimeout(300)
    back.push(
      await page.evaluate(
        ([title, text]) => (window as unknown as PageWindow).__switchTo(title!, text!),
        [a.title, lastAnswer(a)],
      ),
    )
    await page.close()
  }
  return { firstMs: median(first), backMs: median(back) }
}

export async function measureSwitch(
  context: BrowserContext,
  runs: number,
  at: (c: Long) => string,
  [longA, longB]: [Long, Long],
  [shortA, shortB]: [Long, Long],
) {
  return {
    long: await pair(context, runs, at, longA, longB),
    short: await pair(context, runs, at, shortA, shortB),
  }
}
