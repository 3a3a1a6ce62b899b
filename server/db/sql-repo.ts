import type { Driver } from './driver'
import type { Repository } from './repo'
import { MIGRATIONS } from './schema'
import { datasetQueries } from './sql/datasets'
import { importQueries } from './sql/job-import'
import { jobQueries } from './sql/jobs'
import { livenessQueries } from './sql/liveness'
import { semanticQueries } from './sql/semantics'
import { sessionQueries } from './sql/sessions'
import { uploadQueries } from './sql/uploads'

/**
 * The repository in SQL, shared by SQLite and PostgreSQL, one file per concern under sql/.
 * Records are kept as JSON beside the columns queries use; lists page with LIMIT/OFFSET over an
 * index in the order they are shown. Every call waits for the migrations first.
 */
export function sqlRepository(db: Driver): Repository {
  const opened = db.migrate(MIGRATIONS)
  // A failed open is reported by every call (and by /healthz), never as an unhandled rejection.
  opened.catch(() => undefined)
  // On PostgreSQL the job lane is a pool of its own: the same queries over it serve job starts.
  const lane = db.jobWrites
  const jobs =
    lane === db
      ? undefined
      : over(
          {
            kind: db.kind,
            jobWrites: lane,
            all: (sql, params) => lane.all(sql, params),
            run: (sql, params) => lane.run(sql, params),
            tx: (fn) => lane.tx(fn),
            migrate: () => opened,
            close: () => Promise.resolve(),
          },
          opened,
        )
  return over(db, opened, jobs)
}

function over(db: Driver, opened: Promise<void>, jobs?: Repository): Repository {
  const q = async () => {
    await opened
    return db
  }
  const repo: Repository = {
    kind: db.kind,
    get forJobs() {
      return jobs ?? repo
    },
    ready: () => opened,
    async ping() {
      await (await q()).all('SELECT 1 AS one')
    },
    close: () => db.close(),
    ...sessionQueries(q),
    ...datasetQueries(q),
    ...semanticQueries(q),
    ...uploadQueries(q),
    ...jobQueries(q),
    ...importQueries(q),
    ...livenessQueries(q),
  }
  return repo
}
