/**
 * `npm run bench:load -- --holds`: how long each kind of heavy work holds the server's main
 * thread, each alone on an idle server (PARLEY_PACE=0), by the server's own event-loop probe.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { entry, printTable, saveResults } from '../lib/results'
import { bigCsv, bigWorkbook, WORKBOOK_ROWS } from './big-files'
import { syncSource, upload } from './requests'
import { cpuSeconds, startServer, stopServer, waitReady } from './server'

const HOLD_TARGET_MS = 50

/** Each kind of heavy work alone; the server's longest loop delay while it ran. */
export async function holds() {
  const [csv, book] = [await bigCsv(), await bigWorkbook()]
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parley-load-'))
  const server = await startServer(dataDir, { PARLEY_PACE: '0' })
  const origin = `http://127.0.0.1:${server.port}`
  try {
    await waitReady(origin)
    // The probe prints once a second: a phase's figure is the largest of the seconds it spans.
    // And the main thread's CPU time while the work ran (/proc), which machine load hardly moves.
    const cpu: number[] = []
    const during = async (work: () => Promise<unknown>) => {
      await sleep(1_100)
      const from = performance.now()
      const cpuFrom = cpuSeconds(server.child.pid!).main
      await work()
      cpu.push((cpuSeconds(server.child.pid!).main - cpuFrom) * 1000)
      await sleep(1_100)
      return Math.max(...server.loop.filter(([t]) => t >= from).map(([, ms]) => ms))
    }
    const idle = await during(() => sleep(3_000))
    const idleCpu = cpu.pop()!
    const results: [string, number][] = [
      [
        'upload of a 300 MB form',
        await during(async () => {
          const e = await upload(server.port, csv)
          if (e) throw new Error(e)
        }),
      ],
      ['sync of that 300 MB CSV', await during(() => syncSource(origin, 'big.csv'))],
      [
        `workbook (${WORKBOOK_ROWS.toLocaleString('en')} rows) upload and sync`,
        await during(async () => {
          const e = await upload(server.port, book, 'book.xlsx')
          if (e) throw new Error(e)
          await syncSource(origin, 'book.xlsx')
        }),
      ],
    ]
    const entries = results.flatMap(([what, ms], i) => [
      entry('load-holds', `main-thread hold: ${what}`, ms, 'ms', {
        baseline: idle,
        baselineLabel: 'idle, same run',
        target: `< ${HOLD_TARGET_MS} ms`,
        met: ms < HOLD_TARGET_MS,
      }),
      entry('load-holds', `main-thread CPU: ${what}`, cpu[i]!, 'ms', {
        baseline: idleCpu,
        baselineLabel: 'idle 3 s, same run',
      }),
    ])
    printTable(entries)
    saveResults('load-holds', entries)
    if (entries.some((e) => e.met === false)) process.exitCode = 1
  } finally {
    await stopServer(server, dataDir)
  }
}
