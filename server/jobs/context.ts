import path from 'node:path'
import type { ServerConfig } from '../config'
import { DEFAULT_RATE_LIMIT } from '../config'
import { RateLimiter } from './rate-limit'
import { sampleRecords } from './samples'
import { loadSecret, Signer } from './signing'
import { Store } from './store/store'
import { SyncQueue } from './sync'
import type { DataSourceRecord, DatasetRecord } from './store/records'

/**
 * Everything the job routes share for one server config: the store, the URL signer, the rate
 * limiter, the sync queue and the sample datasets. Both the /v2/team app and the /artifacts app
 * of one server get the same context.
 */
export interface JobsContext {
  config: ServerConfig
  store: Store
  signer: Signer
  limiter: RateLimiter
  sync: SyncQueue
  samples: { datasets: DatasetRecord[]; datasources: DataSourceRecord[] }
  /** Artifact files of jobs live here: <dataDir>/artifacts/<job_id>/<name>. */
  artifactsDir: string
}

const contexts = new WeakMap<ServerConfig, JobsContext>()

export function jobsContext(config: ServerConfig): JobsContext {
  let ctx = contexts.get(config)
  if (!ctx) {
    const dataDir = path.resolve(config.dataDir)
    const store = new Store(dataDir)
    ctx = {
      config,
      store,
      signer: new Signer(loadSecret(dataDir)),
      limiter: new RateLimiter(config.rateLimitPerSecond ?? DEFAULT_RATE_LIMIT),
      sync: new SyncQueue(store, config.paceFactor, config.urlSourcesAllow),
      samples: sampleRecords(),
      artifactsDir: path.join(dataDir, 'artifacts'),
    }
    contexts.set(config, ctx)
    ctx.sync.resume()
  }
  return ctx
}
