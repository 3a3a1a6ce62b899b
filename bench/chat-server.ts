/**
 * npm run bench:chat-server — load test of the local chat service.
 *
 * Starts the chat service in-process on 127.0.0.1 (port 0, PARLEY_PACE 1) and runs 400 concurrent
 * streams of the demo engine (all 400 open at once in each round, the issue's figure), each asking with the prompt prefix
 *   /bench size=6000 chunks=120 interval=15
 * (a 6 000-character varied markdown reply in 120 content chunks, 15 ms apart, with include_usage).
 * The same run measures a baseline: a bare Hono endpoint that writes byte-identical chunk lines at
 * the same interval with no engine, auth, validation or tokenizer. Rounds run baseline, engine,
 * engine, baseline so a change in machine load affects both sides alike. Prints throughput
 * (chunks/s, MB/s), the p50/p99 gap between content chunks, and the process CPU time per 1000
 * chunks (client and server together; the least sensitive to other load on the machine) for both,
 * and their ratios. Targets (issue 26): throughput at least 0.95x the baseline's, p99 gap at most 1.2x.
 * Exits 1 if any stream fails or the run exceeds its time bound.
 */
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { stream } from 'hono/streaming'
import { setMaxListeners } from 'node:events'
import type { AddressInfo } from 'node:net'
import { createChatApp } from '../server/chat/http/app'
import { splitEvenly } from '../server/chat/demo-model/demo-engine/bench-prompt'
import { longReply } from '../server/chat/demo-model/demo-engine/long-reply'
import { loadConfig } from '../server/config'
import { entry, saveResults } from './lib/results'

const STREAMS = 400
const SIZE = 6_000
const CHUNKS = 120
const INTERVAL_MS = 15
// Four rounds of 400 streams (about 2 s each when idle) plus the warm-up; generous for a loaded
// 2-core machine, still a bound on a hang.
const TIME_BOUND_MS = 120_000
const KEY = 'sk-bench'
const MODEL = 'deepseek-ai/DeepSeek-V3'
/** A: baseline, B: engine. */
const ORDER = ['A', 'B', 'B', 'A'] as const

interface StreamResult {
  ok: boolean
  error?: string
  chunks: number
  bytes: number
  gaps: number[]
}

interface PhaseResult {
  results: StreamResult[]
  wallMs: number
  cpuMs: number
}

function listen(fetch: (req: Request) => Response | Promise<Response>) {
  return new Promise<{ origin: string; close: () => void }>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        close: () => {
          if ('closeAllConnections' in server) server.closeAllConnections()
          server.close()
        },
      }),
    )
  })
}

/** The baseline: the same chunk lines the engine sends, precomputed, written on a timer. */
function baselineApp() {
  const pieces = splitEvenly(longReply(SIZE), CHUNKS)
  const frame = (choices: unknown, usage: unknown = null) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-00000000-0000-0000-0000-000000000000', object: 'chat.completion.chunk', created: 1_767_225_600, model: MODEL, system_fingerprint: 'fp_parley_offline_demo', choices, usage })}\n\n`
  const delta = (d: unknown, finish: string | null = null) => [
    { index: 0, delta: d, logprobs: null, finish_reason: finish },
  ]
  const lines = pieces.map((p) => frame(delta({ content: p })))
  const head = frame(delta({ role: 'assistant', content: '' }))
  const tail =
    frame(delta({}, 'stop')) +
    frame([], { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 }) +
    'data: [DONE]\n\n'
  const app = new Hono()
  app.post('/v1/chat/completions', async (c) => {
    // Honour the prompt's interval like the engine does, so the warm-up can run at full speed.
    const prompt = JSON.stringify(await c.req.json())
    const interval = Number(/interval=(\d+)/.exec(prompt)?.[1] ?? INTERVAL_MS)
    c.header('content-type', 'text/event-stream; charset=utf-8')
    return stream(c, async (s) => {
      await s.write(head)
      for (const line of lines) {
        if (interval > 0) await s.sleep(interval)
        if (s.aborted) return
        await s.write(line)
      }
      await s.write(tail)
    })
  })
  return app
}

async function runStream(
  origin: string,
  signal: AbortSignal,
  interval = INTERVAL_MS,
): Promise<StreamResult> {
  const result: StreamResult = { ok: false, chunks: 0, bytes: 0, gaps: [] }
  try {
    const res = await fetch(`${origin}/v1/chat/completions`, {
      method: 'POST',
      signal,
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: MODEL,
        stream: true,
        stream_options: { include_usage: true },
        messages: [
          { role: 'user', content: `/bench size=${SIZE} chunks=${CHUNKS} interval=${interval}` },
        ],
      }),
    })
    if (res.status !== 200 || !res.body) throw new Error(`HTTP ${res.status}`)
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    let chars = 0
    let last = 0
    let done = false
    for (;;) {
      const { value, done: ended } = await reader.read()
      if (ended) break
      result.bytes += Buffer.byteLength(value)
      buffer += value
      let newline: number
      while ((newline = buffer.indexOf('\n')) !== -1) {
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 1)
        if (!line.startsWith('data: ')) continue
        const data = line.slice(6)
        if (data === '[DONE]') {
          done = true
          continue
        }
        const chunk = JSON.parse(data) as {
          error?: unknown
          choices: { delta: { content?: string } }[]
        }
        if (chunk.error) throw new Error(`error chunk: ${JSON.stringify(chunk.error)}`)
        const content = chunk.choices[0]?.delta.content
        if (!content) continue
        const now = performance.now()
        if (result.chunks > 0) result.gaps.push(now - last)
        last = now
        result.chunks++
        chars += content.length
      }
    }
    if (!done) throw new Error('stream ended without [DONE]')
    if (result.chunks !== CHUNKS || chars !== SIZE) {
      throw new Error(`got ${result.chunks} chunks / ${chars} chars, wanted ${CHUNKS} / ${SIZE}`)
    }
    result.ok = true
  } catch (err) {
    result.error = err instanceof Error ? err.message : String(err)
  }
  return result
}

async function phase(origin: string, signal: AbortSignal): Promise<PhaseResult> {
  const started = performance.now()
  const cpu = process.cpuUsage()
  // Starts spread evenly over one interval: 400 people do not press Send in the same microsecond,
  // and timers started in lockstep would measure a thundering herd rather than the server.
  const results = await Promise.all(
    Array.from({ length: STREAMS }, async (_, i) => {
      await new Promise((r) => setTimeout(r, (i * INTERVAL_MS) / STREAMS))
      return runStream(origin, signal)
    }),
  )
  const used = process.cpuUsage(cpu)
  return { results, wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/** Pools the rounds of one side: throughput over their summed wall time, gaps over all streams. */
function summarise(name: string, rounds: PhaseResult[]) {
  const results = rounds.flatMap((r) => r.results)
  const seconds = rounds.reduce((t, r) => t + r.wallMs, 0) / 1000
  const gaps = results.flatMap((s) => s.gaps).sort((a, b) => a - b)
  const chunks = results.reduce((n, s) => n + s.chunks, 0)
  return {
    name,
    ok: results.filter((s) => s.ok).length,
    total: results.length,
    firstError: results.find((s) => !s.ok)?.error,
    seconds,
    chunksPerSecond: chunks / seconds,
    cpuPerThousand: (rounds.reduce((t, r) => t + r.cpuMs, 0) / chunks) * 1000,
    mbPerSecond: results.reduce((n, s) => n + s.bytes, 0) / 1e6 / seconds,
    p50: percentile(gaps, 50),
    p99: percentile(gaps, 99),
  }
}

async function main() {
  const config = {
    ...loadConfig({}),
    keys: [{ key: KEY, models: null }],
    staticDir: null,
    paceFactor: 1,
  }
  const engine = await listen(new Hono().route('/v1', createChatApp(config)).fetch)
  const baseline = await listen(baselineApp().fetch)
  const bound = AbortSignal.timeout(TIME_BOUND_MS)
  // Every fetch of the run listens on this one signal (400 at a time, more over the rounds).
  setMaxListeners(0, bound)

  console.log(
    `chat-server bench: ${STREAMS} concurrent streams x ${CHUNKS} chunks (${SIZE} chars, ${INTERVAL_MS} ms apart) on loopback, ${ORDER.join(' ')} rounds`,
  )
  // Warm both paths (JIT, tokenizer, memoised reply) so neither side pays a one-off cost.
  const warm = await Promise.all(
    [engine, baseline].flatMap((s) =>
      Array.from({ length: 20 }, () => runStream(s.origin, bound, 0)),
    ),
  )
  if (warm.some((r) => !r.ok)) throw new Error(`warm-up failed: ${warm.find((r) => !r.ok)?.error}`)
  // A-B-B-A order cancels drift in machine load between the first and the last round.
  const rounds: Record<'A' | 'B', PhaseResult[]> = { A: [], B: [] }
  for (const side of ORDER)
    rounds[side].push(await phase((side === 'A' ? baseline : engine).origin, bound))
  engine.close()
  baseline.close()

  const base = summarise('baseline (bare Hono)', rounds.A)
  const eng = summarise('engine (chat service)', rounds.B)
  const pad = (s: string, n: number) => s.padEnd(n)
  console.log(
    `${pad('', 24)}${pad('streams ok', 12)}${pad('wall s', 9)}${pad('chunks/s', 11)}${pad('MB/s', 8)}${pad('gap p50 ms', 12)}${pad('gap p99 ms', 12)}cpu ms/1k chunks`,
  )
  for (const r of [base, eng]) {
    console.log(
      `${pad(r.name, 24)}${pad(`${r.ok}/${r.total}`, 12)}${pad(r.seconds.toFixed(2), 9)}${pad(r.chunksPerSecond.toFixed(0), 11)}${pad(r.mbPerSecond.toFixed(2), 8)}${pad(r.p50.toFixed(2), 12)}${pad(r.p99.toFixed(2), 12)}${r.cpuPerThousand.toFixed(1)}`,
    )
  }
  console.log(
    `ratio engine/baseline: chunks/s ${(eng.chunksPerSecond / base.chunksPerSecond).toFixed(2)}x, MB/s ${(eng.mbPerSecond / base.mbPerSecond).toFixed(2)}x, gap p50 ${(eng.p50 / base.p50).toFixed(2)}x, gap p99 ${(eng.p99 / base.p99).toFixed(2)}x, cpu/chunk ${(eng.cpuPerThousand / base.cpuPerThousand).toFixed(2)}x`,
  )

  saveResults('chat-server', [
    entry(
      'chat-server',
      `streams completed (of ${eng.total}, ${STREAMS} at a time)`,
      eng.ok,
      'streams',
      {
        target: `${eng.total}/${eng.total}`,
        met: eng.ok === eng.total,
      },
    ),
    entry('chat-server', 'throughput', eng.chunksPerSecond, 'chunks/s', {
      baseline: base.chunksPerSecond,
      baselineLabel: 'bare Hono',
      target: '≥ 0.95× bare Hono',
      met: eng.chunksPerSecond >= 0.95 * base.chunksPerSecond,
    }),
    entry('chat-server', 'gap between chunks p50', eng.p50, 'ms', {
      baseline: base.p50,
      baselineLabel: 'bare Hono',
    }),
    entry('chat-server', 'gap between chunks p99', eng.p99, 'ms', {
      baseline: base.p99,
      baselineLabel: 'bare Hono',
      target: '≤ 1.2× bare Hono',
      met: eng.p99 <= 1.2 * base.p99,
    }),
    entry('chat-server', 'CPU per 1,000 chunks', eng.cpuPerThousand, 'ms', {
      baseline: base.cpuPerThousand,
      baselineLabel: 'bare Hono',
    }),
  ])

  let failed = bound.aborted
  if (bound.aborted) console.error(`FAILED: the run exceeded ${TIME_BOUND_MS / 1000} s`)
  for (const r of [base, eng]) {
    if (r.ok === r.total) continue
    failed = true
    console.error(`FAILED: ${r.name}: ${r.total - r.ok} streams failed, first: ${r.firstError}`)
  }
  if (failed) process.exit(1)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
