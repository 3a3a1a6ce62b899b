import type { TestProject } from 'vitest/node'
import { findPostgres } from '../../../scripts/find-postgres.mjs'
import { startCluster, type Cluster } from './pg-cluster'

/**
 * Vitest global setup: one throwaway PostgreSQL cluster for the run, so the store tests run
 * against both databases. Each test makes its own database in it (server/db/testing/stores.ts).
 * Where PostgreSQL is not installed (`npm test` installs it), the Postgres cases skip and say so.
 * A run limited to files that never touch the store does not start it.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string | null
    pgMissing: string | null
  }
}

function wantsStore(): boolean {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('-') && a !== 'run')
  return !args.length || args.some((a) => /server(\/(jobs|db)|\/?$)|store|postgres|bench/.test(a))
}

let cluster: Cluster | null = null

export default async function setup(project: TestProject) {
  if (!wantsStore() || process.env.PARLEY_TEST_POSTGRES === '0') {
    project.provide('pgUrl', null)
    project.provide('pgMissing', 'not started for this run (no store tests selected)')
    return
  }
  const bin = findPostgres()
  if (!bin) {
    project.provide('pgUrl', null)
    project.provide(
      'pgMissing',
      'PostgreSQL is not installed (apt-get install postgresql, or run npm test, which installs it)',
    )
    return
  }
  cluster = await startCluster(bin)
  project.provide('pgUrl', cluster.url)
  project.provide('pgMissing', null)
  return () => {
    cluster?.stop()
    cluster = null
  }
}
