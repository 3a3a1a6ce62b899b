import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { longReply } from '../server/chat/demo-model/demo-engine/long-reply'
import { launchBrowser, measureMainThread } from './lib/browser'
import { buildBenchPage } from './lib/build-page'
import { entry, printTable, saveResults, type BenchEntry } from './lib/results'
import { serveDir } from './lib/static-server'

/**
 * Streaming render: one 100 KB markdown reply (prose, lists, tables, code, math) delivered as 2,000
 * chunks, rendered in the same page by Parley's renderer, by react-markdown re-rendering the whole
 * text per chunk, and by streamdown. Reports main-thread time and the longest task of each.
 */
const SIZE = 100_000
const CHUNKS = 2_000
const INTERVAL_MS = 5
const ONLY = process.env.BENCH_RENDERERS?.split(',')
const PROFILE = process.env.BENCH_PROFILE

const text = longReply(SIZE)
const chunkSize = Math.ceil(text.length / CHUNKS)
const chunks = Array.from({ length: CHUNKS }, (_, i) =>
  text.slice(i * chunkSize, (i + 1) * chunkSize),
).filter(Boolean)

const dir = await buildBenchPage('render')
const server = await serveDir(dir)
const browser = await launchBrowser()
const results: Record<
  string,
  { totalMs: number; longestMs: number; wallMs: number; chars: number }
> = {}
try {
  for (const name of ['parley', 'react-markdown', 'streamdown']) {
    if (ONLY && !ONLY.includes(name)) continue
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${server.url}/index.html`)
    await page.evaluate(() => window.renderBenchReady)
    const available = await page.evaluate(
      (n) =>
        window.runRenderBench(n, ['warm-up'], 0).then(
          () => true,
          () => false,
        ),
      name,
    )
    if (!available) {
      console.log(`skipping ${name}: not installed`)
      await page.close()
      continue
    }
    const cdp = PROFILE ? await page.context().newCDPSession(page) : null
    if (cdp) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
    }
    const run = await measureMainThread(browser, page, () =>
      page.evaluate(({ n, c, i }) => window.runRenderBench(n, c, i), {
        n: name,
        c: chunks,
        i: INTERVAL_MS,
      }),
    )
    if (cdp && PROFILE) {
      const { profile } = await cdp.send('Profiler.stop')
      mkdirSync(PROFILE, { recursive: true })
      writeFileSync(path.join(PROFILE, `${name}.cpuprofile`), JSON.stringify(profile))
      const top = Object.entries(run.selfMs)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([event, ms]) => `${event} ${ms.toFixed(0)}`)
      console.log(`${name} self time by trace event (ms): ${top.join(', ')}`)
    }
    results[name] = { totalMs: run.totalMs, longestMs: run.longestMs, ...run.result }
    console.log(
      `${name}: main thread ${run.totalMs.toFixed(0)} ms, longest task ${run.longestMs.toFixed(1)} ms, wall ${run.result.wallMs.toFixed(0)} ms, ${run.result.chars} chars on screen`,
    )
    await page.close()
  }
} finally {
  await browser.close()
  server.close()
}

if (results.parley && results.streamdown)
  console.log(
    `parley / streamdown: ${(results.parley.totalMs / results.streamdown.totalMs).toFixed(3)}×`,
  )
if (ONLY) process.exit(0)
const parley = results.parley!
const naive = results['react-markdown']
const streamdown = results.streamdown
const entries: BenchEntry[] = [
  entry(
    'render',
    'Parley main-thread time',
    parley.totalMs,
    'ms',
    naive && {
      baseline: naive.totalMs,
      baselineLabel: 'react-markdown',
      target: '≤ 0.1× naive',
      met: parley.totalMs <= naive.totalMs / 10,
    },
  ),
  ...(streamdown
    ? [
        entry('render', 'Parley main-thread time vs streamdown', parley.totalMs, 'ms', {
          baseline: streamdown.totalMs,
          baselineLabel: 'streamdown',
          target: '≤ 0.5× streamdown',
          met: parley.totalMs <= streamdown.totalMs / 2,
        }),
      ]
    : []),
  entry('render', 'Parley longest task', parley.longestMs, 'ms', {
    target: '≤ 50 ms',
    met: parley.longestMs <= 50,
    ...(naive ? { baseline: naive.longestMs, baselineLabel: 'react-markdown' } : {}),
  }),
  ...(naive
    ? [
        entry('render', 'react-markdown main-thread time', naive.totalMs, 'ms'),
        entry('render', 'react-markdown longest task', naive.longestMs, 'ms'),
      ]
    : []),
  ...(streamdown
    ? [
        entry('render', 'streamdown main-thread time', streamdown.totalMs, 'ms'),
        entry('render', 'streamdown longest task', streamdown.longestMs, 'ms'),
      ]
    : []),
]
printTable(entries)
saveResults('render', entries)
