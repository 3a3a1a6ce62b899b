import type { Browser, BrowserContext, Page } from '@playwright/test'
import { launchBrowser, measureMainThread } from './lib/browser'
import { startApp } from './lib/app-server'
import { buildBenchPage } from './lib/build-page'
import { comparer, printTable, saveResults, type BenchEntry, type Target } from './lib/results'
import { serveDir } from './lib/static-server'
import { exportFile, LAST_ANSWER } from './long-conversation/conversation'

/**
 * Long conversation: a 1,000-message chat opened in Parley (seeded into IndexedDB through the
 * chat feature's own JSON import) against the same messages rendered naively (all of them, with
 * react-markdown, in one page). Time to open is navigation start to the last answer rendered and
 * in view; then DOM nodes, rendered messages and JS heap after a GC; the longest main-thread task
 * comes from a separate traced open, so tracing never slows the timed ones.
 */
const RUNS = 3
const VIEWPORT = { width: 1280, height: 900 }

interface Open {
  openMs: number
  domNodes: number
  messages: number
  heapMb: number
}

// Marks the first frame in which the last answer is rendered as markdown and on screen. A string,
// not a function: tsx's helpers (__name) do not exist in the page.
const watchLastAnswer = `(() => {
  const last = ${JSON.stringify(LAST_ANSWER)}
  const look = () => {
    const heading = [...document.querySelectorAll('article h2')].find((h) => h.textContent === last)
    const r = heading && heading.getBoundingClientRect()
    if (r && r.bottom > 0 && r.top < innerHeight) window.__openedAt = performance.now()
    else requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
})()`

async function openOnce(context: BrowserContext, url: string): Promise<{ page: Page; open: Open }> {
  const page = await context.newPage()
  await page.addInitScript(watchLastAnswer)
  await page.goto(url)
  await page.waitForFunction(() => (window as { __openedAt?: number }).__openedAt, null, {
    timeout: 120_000,
    polling: 100,
  })
  await page.waitForTimeout(300) // let lazy work (highlighting, measuring) settle before counting
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await cdp.detach()
  const counts = await page.evaluate(() => ({
    openMs: (window as { __openedAt?: number }).__openedAt!,
    domNodes: document.getElementsByTagName('*').length,
    messages: document.querySelectorAll('article').length,
  }))
  return { page, open: { ...counts, heapMb: usedSize / 2 ** 20 } }
}

async function measure(browser: Browser, url: string, seed?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  if (seed) {
    const page = await context.newPage()
    await seed(page)
    await page.close()
  }
  const runs: Open[] = []
  for (let i = 0; i < RUNS; i++) {
    const { page, open } = await openOnce(context, url)
    runs.push(open)
    await page.close()
  }
  const traced = await context.newPage()
  await traced.addInitScript(watchLastAnswer)
  const trace = await measureMainThread(browser, traced, async () => {
    await traced.goto(url)
    await traced.waitForFunction(() => (window as { __openedAt?: number }).__openedAt, null, {
      timeout: 120_000,
      polling: 100,
    })
  })
  await context.close()
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
  return {
    openMs: median(runs.map((r) => r.openMs)),
    domNodes: median(runs.map((r) => r.domNodes)),
    messages: median(runs.map((r) => r.messages)),
    heapMb: median(runs.map((r) => r.heapMb)),
    longestMs: trace.longestMs,
    mainThreadMs: trace.totalMs,
  }
}

// Parley's own import (Import JSON in the sidebar) writes the conversation to IndexedDB and
// opens it, so the next visit to /chat opens it too.
async function seedParley(page: Page, url: string) {
  await page.goto(url)
  await page
    .getByLabel('Import JSON', { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles({
      name: 'long.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(exportFile())),
    })
  await page
    .getByRole('article', { name: 'Assistant' })
    .last()
    .getByRole('heading', { name: LAST_ANSWER })
    .waitFor({ timeout: 60_000 })
}

const app = await startApp()
const baselineDir = await buildBenchPage('long-conversation')
const baselineServer = await serveDir(baselineDir)
const browser = await launchBrowser()
let parley: Awaited<ReturnType<typeof measure>>
let naive: Awaited<ReturnType<typeof measure>>
try {
  parley = await measure(browser, `${app.url}/chat`, (page) => seedParley(page, `${app.url}/chat`))
  naive = await measure(browser, `${baselineServer.url}/index.html`)
} finally {
  await browser.close()
  app.close()
  baselineServer.close()
}
for (const [name, r] of [
  ['parley', parley],
  ['naive react-markdown', naive],
] as const) {
  console.log(
    `${name}: open ${r.openMs.toFixed(0)} ms, ${r.messages} messages and ${r.domNodes} elements in the DOM, heap ${r.heapMb.toFixed(1)} MB, longest task ${r.longestMs.toFixed(0)} ms`,
  )
}

const compare = comparer('long-conversation', 'naive react-markdown, all 1,000', parley, naive)
const belowNaive: Target = { text: '< naive', met: (v, b) => v < b }
const entries: BenchEntry[] = [
  compare('time to open 1,000 messages (last answer on screen)', 'openMs', 'ms', belowNaive),
  compare('rendered message elements', 'messages', 'articles', {
    text: '< 100',
    met: (v) => v < 100,
  }),
  compare('DOM elements', 'domNodes', 'elements', { text: '< 3,000', met: (v) => v < 3000 }),
  compare('JS heap after GC', 'heapMb', 'MB', belowNaive),
  compare('longest main-thread task while opening', 'longestMs', 'ms', {
    text: '≤ 200 ms',
    met: (v) => v <= 200,
  }),
  compare('main-thread time while opening', 'mainThreadMs', 'ms'),
]
printTable(entries)
saveResults('long-conversation', entries)
