import type { Browser, BrowserContext, Page } from '@playwright/test'
import { launchBrowser, measureMainThread } from './lib/browser'
import { startApp } from './lib/app-server'
import { buildBenchPage } from './lib/build-page'
import { comparer, printTable, saveResults, type BenchEntry, type Target } from './lib/results'
import { serveDir } from './lib/static-server'
import {
  exportFile,
  lastAnswer,
  OTHER_SHORT,
  OTHER_TEN_THOUSAND,
  SHORT,
  TEN_THOUSAND,
  THOUSAND,
  type Long,
} from './long-conversation/conversation'
import { measureSwitch } from './long-conversation/switching'
import { watchOpen } from './long-conversation/watch'

/**
 * Long conversations, seeded into IndexedDB through the chat feature's own JSON import.
 * - Opening (its address loaded in a fresh tab): navigation start to the last answer rendered and
 *   in view; then DOM nodes, rendered messages and JS heap after a GC; main-thread time and the
 *   longest task come from a separate traced open, so tracing never slows the timed ones.
 *   1,000 messages against the same messages rendered naively (all, with react-markdown); 10,000
 *   against Parley's own 1,000 and against a 2-message conversation (the app's own start: what
 *   is left when the conversation costs only what is on screen; a ratio near 1).
 * - Switching (a sidebar click to the other conversation's last answer on screen): between two
 *   10,000-message conversations against two 2-message ones.
 */
const RUNS = 3
const VIEWPORT = { width: 1280, height: 900 }

interface Open {
  openMs: number
  domNodes: number
  messages: number
  heapMb: number
}

const waitOpened = (page: Page) =>
  page.waitForFunction(() => (window as { __openedAt?: number }).__openedAt, null, {
    timeout: 180_000,
    polling: 100,
  })

async function openOnce(context: BrowserContext, url: string, heading: string) {
  const page = await context.newPage()
  await page.addInitScript(watchOpen(heading))
  await page.goto(url)
  await waitOpened(page)
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
  await page.close()
  return { ...counts, heapMb: usedSize / 2 ** 20 }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function measure(context: BrowserContext, browser: Browser, url: string, heading: string) {
  // One open first, not counted: it makes this the tab's last conversation (what /chat restores).
  await openOnce(context, url, heading)
  const runs: Open[] = []
  for (let i = 0; i < RUNS; i++) runs.push(await openOnce(context, url, heading))
  const traced = await context.newPage()
  await traced.addInitScript(watchOpen(heading))
  const trace = await measureMainThread(browser, traced, async () => {
    await traced.goto(url)
    await waitOpened(traced)
  })
  await traced.close()
  return {
    openMs: median(runs.map((r) => r.openMs)),
    domNodes: median(runs.map((r) => r.domNodes)),
    messages: median(runs.map((r) => r.messages)),
    heapMb: median(runs.map((r) => r.heapMb)),
    longestMs: trace.longestMs,
    mainThreadMs: trace.totalMs,
  }
}

// Parley's own import (Import JSON in the sidebar) writes the conversations to IndexedDB.
async function seedParley(context: BrowserContext, url: string, list: Long[]) {
  const page = await context.newPage()
  await page.goto(url)
  await page
    .getByLabel('Import JSON', { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles({
      name: 'long.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(exportFile(list))),
    })
  await page.getByRole('status').filter({ hasText: 'added' }).waitFor({ timeout: 180_000 })
  await page.close()
}

const app = await startApp()
const baselineDir = await buildBenchPage('long-conversation')
const baselineServer = await serveDir(baselineDir)
const browser = await launchBrowser()
const at = (c: Long) => `${app.url}/chat/${c.id}`
let thousand: Awaited<ReturnType<typeof measure>>
let tenThousand: Awaited<ReturnType<typeof measure>>
let short: Awaited<ReturnType<typeof measure>>
let naive: Awaited<ReturnType<typeof measure>>
let switching: Awaited<ReturnType<typeof measureSwitch>>
try {
  const context = await browser.newContext({ viewport: VIEWPORT })
  await seedParley(context, `${app.url}/chat`, [
    THOUSAND,
    TEN_THOUSAND,
    OTHER_TEN_THOUSAND,
    SHORT,
    OTHER_SHORT,
  ])
  thousand = await measure(context, browser, at(THOUSAND), lastAnswer(THOUSAND))
  tenThousand = await measure(context, browser, at(TEN_THOUSAND), lastAnswer(TEN_THOUSAND))
  short = await measure(context, browser, at(SHORT), lastAnswer(SHORT))
  switching = await measureSwitch(
    context,
    RUNS,
    at,
    [TEN_THOUSAND, OTHER_TEN_THOUSAND],
    [SHORT, OTHER_SHORT],
  )
  await context.close()
  const naiveContext = await browser.newContext({ viewport: VIEWPORT })
  naive = await measure(
    naiveContext,
    browser,
    `${baselineServer.url}/index.html`,
    lastAnswer(THOUSAND),
  )
  await naiveContext.close()
} finally {
  await browser.close()
  app.close()
  baselineServer.close()
}
for (const [name, r] of [
  ['parley 1,000', thousand],
  ['parley 10,000', tenThousand],
  ['parley 2', short],
  ['naive react-markdown 1,000', naive],
] as const) {
  console.log(
    `${name}: open ${r.openMs.toFixed(0)} ms, main thread ${r.mainThreadMs.toFixed(0)} ms, ${r.messages} messages and ${r.domNodes} elements in the DOM, heap ${r.heapMb.toFixed(1)} MB, longest task ${r.longestMs.toFixed(0)} ms`,
  )
}
console.log(
  `switch: long ${switching.long.firstMs.toFixed(0)} ms (back ${switching.long.backMs.toFixed(0)} ms), short ${switching.short.firstMs.toFixed(0)} ms (back ${switching.short.backMs.toFixed(0)} ms)`,
)

const below = (ms: number): Target => ({ text: `< ${ms} ms`, met: (v) => v < ms })
const belowNaive: Target = { text: '< naive', met: (v, b) => v < b }
const compare = comparer('long-conversation', 'naive react-markdown, all 1,000', thousand, naive)
const compareTen = comparer('long-conversation', 'Parley, 1,000 messages', tenThousand, thousand)
const compareTenShort = comparer(
  'long-conversation',
  'Parley, a 2-message conversation',
  tenThousand,
  short,
)
const nearShort: Target = { text: '≤ 1.2× 2 messages', met: (v, b) => v <= 1.2 * b }
const compareSwitch = comparer(
  'long-conversation',
  'switching between two 2-message conversations',
  switching.long,
  switching.short,
)
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
  compareTen('time to open 10,000 messages (last answer on screen)', 'openMs', 'ms', below(300)),
  compareTen('main-thread time while opening 10,000 messages', 'mainThreadMs', 'ms', below(300)),
  compareTen('JS heap after GC, 10,000 messages', 'heapMb', 'MB'),
  compareTenShort('time to open 10,000 messages, against 2 messages', 'openMs', 'ms', nearShort),
  compareTenShort(
    'main-thread time while opening 10,000 messages, against 2 messages',
    'mainThreadMs',
    'ms',
    nearShort,
  ),
  compareSwitch(
    'switch to another 10,000-message conversation (last answer on screen)',
    'firstMs',
    'ms',
    below(100),
  ),
  compareSwitch(
    'switch back to a 10,000-message conversation opened before',
    'backMs',
    'ms',
    below(100),
  ),
]
printTable(entries)
saveResults('long-conversation', entries)
