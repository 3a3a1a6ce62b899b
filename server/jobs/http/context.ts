import path from 'node:path'
import type { ServerConfig } from '../../config'
import { DEFAULT_RATE_LIMIT } from '../../config'
import { openRepository } from '../../db/open'
import type { Repository } from '../../db/repo'
import { RateLimiter } from './rate-limit'
import { sampleRecords } from '../samples/samples'
import { loadSecret, Signer } from './signing'
import { Housekeeping, newWorkerId } from '../store/housekeeping'
import { mergedJob } from '../job/merge'
import { SyncQueue } from '../uploads/sync'
import type { DataSourceRecord, DatasetRecord } from '../../db/records'

/**
 * Everything the job routes share for one server config: the repository, the URL signer, the
 * rate limiter, the sync queue and the sample datasets. Both the /v2/team app and the /artifacts
 * app of one server get the same context.
 */
export interface JobsContext {
  config: ServerConfig
  /** All state lives here (server/db/repo.ts); nothing else is kept between requests. */
  repo: Repository
  dataDir: string
  /** Resolves a path stored relative to the data dir. */
  resolve(relative: string): string
  signer: Signer
  limiter: RateLimiter
  sync: SyncQueue
  samples: { datasets: DatasetRecord[]; datasources: DataSourceRecord[] }
  /** Artifact files of jobs live here: <dataDir>/artifacts/<job_id>/<name>. */
  artifactsDir: string
  /** This process, as recorded on the jobs it runs (a dead process's jobs read `interrupted`). */
  workerId: string
  housekeeping: Housekeeping
  /** The database is open, migrated, imported, and this process has heart-beaten. */
  ready: Promise<void>
}

const contexts = new WeakMap<ServerConfig, JobsContext>()

export function jobsContext(config: ServerConfig): JobsContext {
  let ctx = contexts.get(config)
  if (!ctx) {
    const dataDir = path.resolve(config.dataDir)
    const repo = openRepository(dataDir, config.databaseUrl ?? null, mergedJob)
    const workerId = newWorkerId()
    const artifactsDir = path.join(dataDir, 'artifacts')
    ctx = {
      config,
      repo,
      dataDir,
      resolve: (relative) => (path.isAbsolute(relative) ? relative : path.join(dataDir, relative)),
      signer: new Signer(loadSecret(dataDir)),
      limiter: new RateLimiter(repo, config.rateLimitPerSecond ?? DEFAULT_RATE_LIMIT),
      sync: new SyncQueue(repo, (p) => ctx!.resolve(p), config.paceFactor, config.urlSourcesAllow),
      samples: sampleRecords(),
      artifactsDir,
      workerId,
      housekeeping: new Housekeeping(repo, workerId, artifactsDir, config.jobRetentionDays ?? null),
      ready: Promise.resolve(),
    }
    const started = ctx
    started.ready = repo.ready().then(async () => {
      await started.housekeeping.start()
      await started.sync.resume()
    })
    // Requests report a failed open (and /healthz says why); it is never an unhandled rejection.
    started.ready.catch(() => undefined)
    contexts.set(config, ctx)
  }
  return ctx
}
