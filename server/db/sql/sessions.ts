import type { SessionRecord } from '../records'
import type { Repository } from '../repo'
import { nextOrd, num, page, record, type Db } from './shared'

/** Sessions, by user, newest first; deleting one deletes its jobs in the same transaction. */
export function sessionQueries(
  q: Db,
): Pick<
  Repository,
  'putSession' | 'getSession' | 'countSessions' | 'listSessions' | 'deleteSession'
> {
  return {
    async putSession(s) {
      await (
        await q()
      ).run(
        `INSERT INTO sessions (id, user_id, name_lc, created_at, ord, data) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET name_lc = excluded.name_lc, data = excluded.data`,
        [s.id, s.user_id, s.name.toLowerCase(), s.created_at, nextOrd(), JSON.stringify(s)],
      )
    },

    async getSession(id) {
      return record<SessionRecord>(await q(), 'SELECT data FROM sessions WHERE id = ?', [id])
    },

    async countSessions(user) {
      const [row] = await (
        await q()
      ).all<{ n: number }>('SELECT count(*) AS n FROM sessions WHERE user_id = ?', [user])
      return num(row?.n)
    },

    async listSessions(user, p) {
      return page<SessionRecord>(await q(), 'sessions', 'user_id = ?', [user], 'name_lc', p)
    },

    async deleteSession(id) {
      return (await q()).tx(async (t) => {
        const jobs = await t.all<{ job_id: string }>(
          'SELECT job_id FROM jobs WHERE session_id = ?',
          [id],
        )
        await t.run(
          'DELETE FROM job_events WHERE job_id IN (SELECT job_id FROM jobs WHERE session_id = ?)',
          [id],
        )
        await t.run('DELETE FROM jobs WHERE session_id = ?', [id])
        await t.run('DELETE FROM sessions WHERE id = ?', [id])
        return jobs.map((j) => j.job_id)
      })
    },
  }
}
