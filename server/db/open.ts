import path from 'node:path'
import { importJsonState } from './import-json'
import { PostgresDriver } from './postgres'
import type { JobRecord, StoredJob } from './records'
import type { Repository } from './repo'
import { sqlRepository } from './sql-repo'
import { SqliteDriver } from './sqlite'

/**
 * Opens the job service's repository: PostgreSQL when a database URL is given, else SQLite in
 * <dataDir>/state/parley.db. An older JSON data dir is imported once (server/db/import-json.ts)
 * before the repository reports ready.
 */
export function openRepository(
  dataDir: string,
  databaseUrl: string | null,
  /** How the job layer reads a stored job back (its events merged), for the import check. */
  readJob: (stored: StoredJob) => JobRecord,
): Repository {
  const driver = databaseUrl
    ? new PostgresDriver(databaseUrl)
    : new SqliteDriver(sqliteFile(dataDir))
  const repo = sqlRepository(driver)
  const migrated = repo.ready()
  const ready = migrated.then(async () => {
    const report = await importJsonState(repo, dataDir, readJob)
    if (report)
      console.log(
        `Imported the JSON job store (${report.sessions} sessions, ${report.jobs} jobs); the old files are kept in ${report.backup}`,
      )
  })
  ready.catch(() => undefined)
  return Object.assign(repo, { ready: () => ready })
}

export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'state', 'parley.db')
}
