/**
 * The first question after start: for each question below, the real server is started afresh
 * (`node --import tsx server/main.ts` in a child process, a throwaway PARLEY_DATA_DIR,
 * PARLEY_PACE=0), /readyz is polled until it answers 200, and then the first job is asked through
 * POST /v2/team/jobs with stream: true and read through END_MARK. Baseline, measured in the same
 * run on the same server: the same question asked again, RUNS times (the warm median). Also
 * reported: how long the server took to be ready, the slowest /readyz answer while it warmed and
 * the longest event-loop delay the server's probe saw during warm-up. Exits 1 if a job fails or
 * a first job misses the target.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { askJob, createSession, median, type JobTarget } from './lib/job-stream'
import { entry, printTable, saveResults, type BenchEntry } from './lib/results'
import { KEY, startServer, stopServer } from './load/server'

const QUESTIONS = [
  {
    label: 'Flights 3M',
    dataset: 'dset-sample-flights-3m',
    question: 'Which origin airports have the highest average delay? top 10',
  },
  { label: 'Superstore', dataset: 'dset-sample-superstore', question: 'Total sales by region' },
  {
    label: 'Seattle weather',
    dataset: 'dset-sample-seattle-weather',
    question: 'How many days had rain?',
  },
]
const RUNS = 5
const TARGET_MS = 300
const USER = 'tmm-bench'

/** Polls /readyz every 50 ms until 200; how long that took and the slowest /readyz answer. */
async function waitReady(origin: string, started: number) {
  let slowest = 0
  let last: unknown = null
  for (;;) {
    const asked = performance.now()
    const res = await fetch(`${origin}/readyz`).catch(() => null)
    slowest = Math.max(slowest, performance.now() - asked)
    if (res?.ok) return { readyAt: performance.now() - started, slowest }
    if (res) last = await res.json()
    if (performance.now() - started > 300_000)
      throw new Error(`not ready within 300 s: ${JSON.stringify(last)}`)
    await sleep(50)
  }
}

async function main() {
  const pace = process.env.PARLEY_PACE ?? '0'
  const entries: BenchEntry[] = []
  let allMet = true
  for (const q of QUESTIONS) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'parley-first-job-'))
    const started = performance.now()
    const server = await startServer(dataDir, { PARLEY_PACE: pace })
    try {
      const origin = `http://127.0.0.1:${server.port}`
      const { readyAt, slowest } = await waitReady(origin, started)
      const loopMax = Math.max(0, ...server.loop.map(([, ms]) => ms))
      const sessionStarted = performance.now()
      const to: JobTarget = {
        origin,
        key: KEY,
        session: await createSession(origin, KEY, USER),
        userId: USER,
      }
      const session = performance.now() - sessionStarted
      const first = await askJob(to, q.question, q.dataset)
      const warm = []
      for (let i = 0; i < RUNS; i++) warm.push(await askJob(to, q.question, q.dataset))
      const base = median(warm.map((w) => w.total))
      const met = first.total < TARGET_MS
      allMet &&= met
      console.log(
        `${q.label}: "${q.question}" (PARLEY_PACE=${pace})\n` +
          `  ready after ${readyAt.toFixed(0)} ms (slowest /readyz ${slowest.toFixed(0)} ms, longest loop delay during warm-up ${loopMax.toFixed(0)} ms); session created in ${session.toFixed(0)} ms\n` +
          `  first job ${first.total.toFixed(0)} ms (JOB_ID ${first.firstByte.toFixed(0)}, first TABLE ${first.table.toFixed(0)} ms); warm ${warm.map((w) => w.total.toFixed(0)).join(', ')} ms (median ${base.toFixed(0)})`,
      )
      entries.push(
        entry('first-job', `first job after start (after /readyz): ${q.label}`, first.total, 'ms', {
          baseline: base,
          baselineLabel: 'same question asked again (warm median)',
          target: `< ${TARGET_MS} ms once /readyz is ready`,
          met,
        }),
        entry('first-job', `spawn to /readyz 200 (${q.label} run)`, readyAt, 'ms'),
      )
    } finally {
      await stopServer(server, dataDir)
    }
  }
  console.log('')
  printTable(entries)
  saveResults('first-job', entries)
  if (!allMet) process.exitCode = 1
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
