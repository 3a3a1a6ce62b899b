import type { Repository } from '../repo'
import { num, type Db } from './shared'

/** Which server processes are alive (so a dead one's jobs read `interrupted`), and rate limits. */
export function livenessQueries(
  q: Db,
): Pick<Repository, 'heartbeat' | 'workers' | 'interruptWorker' | 'rateHit'> {
  return {
    async heartbeat(workerId) {
      const now = Date.now()
      const db = await q()
      await db.run(
        `INSERT INTO workers (id, heartbeat_at) VALUES (?, ?)
         ON CONFLICT (id) DO UPDATE SET heartbeat_at = excluded.heartbeat_at`,
        [workerId, now],
      )
      // Rate windows older than the previous second are never read again.
      await db.run('DELETE FROM rate_hits WHERE win < ?', [Math.floor(now / 1000) - 2])
    },

    async workers() {
      const rows = await (
        await q()
      ).all<{ id: string; heartbeat_at: number }>('SELECT id, heartbeat_at FROM workers')
      return rows.map((r) => ({ id: r.id, heartbeat_at: num(r.heartbeat_at) }))
    },

    async interruptWorker(workerId) {
      return (await q()).tx(async (t) => {
        const n = await t.run(
          `UPDATE jobs SET status = 'interrupted', finished_at = ? WHERE status = 'running' AND worker_id = ?`,
          [new Date().toISOString(), workerId],
        )
        await t.run('DELETE FROM workers WHERE id = ?', [workerId])
        return n
      })
    },

    async rateHit(key, limit, nowMs) {
      const win = Math.floor(nowMs / 1000)
      const db = await q()
      const [cur] = await db.all<{ hits: number }>(
        `INSERT INTO rate_hits (key, win, hits) VALUES (?, ?, 1)
         ON CONFLICT (key, win) DO UPDATE SET hits = rate_hits.hits + 1
         RETURNING hits`,
        [key, win],
      )
      const [prev] = await db.all<{ hits: number }>(
        'SELECT hits FROM rate_hits WHERE key = ? AND win = ?',
        [key, win - 1],
      )
      // A sliding one-second window, estimated from two fixed ones (the previous one weighted by
      // how much of it still lies within the last second).
      const elapsed = (nowMs % 1000) / 1000
      return num(prev?.hits) * (1 - elapsed) + num(cur?.hits) <= limit + 1e-9
    },
  }
}
