import path from 'node:path'
import { Collection } from './collection'
import { readJson, writeJsonAtomic } from './json-file'
import type {
  DataSourceRecord,
  DatasetRecord,
  JobRecord,
  MultipartRecord,
  SessionRecord,
  UploadRecord,
} from './records'

/** Everything the service remembers, under <dataDir>/state, so a restart keeps it. */
export class Store {
  readonly sessions: Collection<SessionRecord>
  readonly datasets: Collection<DatasetRecord>
  readonly datasources: Collection<DataSourceRecord>
  readonly uploads: Collection<UploadRecord>
  readonly multiparts: Collection<MultipartRecord>
  readonly jobs: Collection<JobRecord>
  private readonly usageFile: string
  private readonly usage: Record<string, number>

  constructor(readonly dataDir: string) {
    const dir = path.join(dataDir, 'state')
    this.sessions = new Collection(dir, 'sessions', (s) => s.id)
    this.datasets = new Collection(dir, 'datasets', (d) => d.id)
    this.datasources = new Collection(dir, 'datasources', (d) => d.id)
    this.uploads = new Collection(dir, 'uploads', (u) => u.file_object_key)
    this.multiparts = new Collection(dir, 'multiparts', (m) => m.upload_id)
    this.jobs = new Collection(dir, 'jobs', (j) => j.job_id)
    this.usageFile = path.join(dir, 'usage.json')
    this.usage = readJson<Record<string, number>>(this.usageFile, {})
  }

  jobsUsed(keyHash: string): number {
    return this.usage[keyHash] ?? 0
  }

  countJob(keyHash: string): void {
    this.usage[keyHash] = this.jobsUsed(keyHash) + 1
    writeJsonAtomic(this.usageFile, this.usage)
  }

  /** Resolves a path stored relative to the data dir. */
  resolve(relative: string): string {
    return path.isAbsolute(relative) ? relative : path.join(this.dataDir, relative)
  }
}
