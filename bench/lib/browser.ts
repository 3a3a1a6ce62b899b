import { chromium, type Browser, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs'

/**
 * `unlimitedFrames`: frames are produced as fast as the page allows instead of at the display's
 * 60 Hz, so the time between two animation frames is what a frame costs. At 60 Hz every page
 * that keeps up measures 16.7 ms (plus the clock's jitter), and the figure says nothing.
 */
export async function launchBrowser(opts: { unlimitedFrames?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: [
      ...CHROMIUM_ARGS,
      ...(opts.unlimitedFrames ? ['--disable-frame-rate-limit', '--disable-gpu-vsync'] : []),
    ],
  })
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: { name?: string; data?: { url?: string } }
}

/**
 * Runs `work` under Chrome tracing and returns the renderer main thread's busy time (sum of its
 * top-level tasks) and its longest task, in ms: the two numbers that decide whether a page janks.
 */
export async function measureMainThread<T>(
  browser: Browser,
  page: Page,
  work: () => Promise<T>,
): Promise<{
  result: T
  totalMs: number
  longestMs: number
  tasks: number
  /** Self time per trace event name on that thread (JS, style, layout, paint, GC…), in ms. */
  selfMs: Record<string, number>
}> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  })
  const result = await work()
  const buffer = await browser.stopTracing()
  const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }
  // The page's renderer: Chromium's own UI (the omnibox's "WebUI Top Renderer") has a
  // CrRendererMain thread too, often busier than a small page's.
  const origin = new URL(page.url()).origin
  const pagePids = new Set(
    traceEvents.filter((e) => e.args?.data?.url?.startsWith(origin)).map((e) => e.pid),
  )
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .filter((e) => pagePids.size === 0 || pagePids.has(e.pid))
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const byThread = new Map<string, number[]>()
  for (const e of traceEvents) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || e.dur === undefined) continue
    const key = `${e.pid}:${e.tid}`
    if (!mainThreads.has(key)) continue
    const list = byThread.get(key) ?? []
    list.push(e.dur / 1000)
    byThread.set(key, list)
  }
  // The busiest renderer main thread is the page under test.
  const [busiest] = [...byThread.entries()].sort((a, b) => sum(b[1]) - sum(a[1]))
  const durations = busiest?.[1] ?? []
  return {
    result,
    totalMs: sum(durations),
    longestMs: Math.max(0, ...durations),
    tasks: durations.length,
    selfMs: busiest ? selfTimes(traceEvents, busiest[0]) : {},
  }
}

/** Self time (duration minus nested events') per event name of one thread's complete events. */
function selfTimes(events: TraceEvent[], thread: string): Record<string, number> {
  const mine = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && `${e.pid}:${e.tid}` === thread)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const self: Record<string, number> = {}
  const stack: TraceEvent[] = []
  for (const e of mine) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop()
    const parent = stack.at(-1)
    if (parent) self[parent.name] = (self[parent.name] ?? 0) - e.dur! / 1000
    self[e.name] = (self[e.name] ?? 0) + e.dur! / 1000
    stack.push(e)
  }
  return self
}

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0)
