import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import type {
  DataSourceRecord,
  DatasetRecord,
  JobRecord,
  MultipartRecord,
  SessionRecord,
  StoredJob,
  UploadRecord,
} from './records'
import type { Repository } from './repo'

/**
 * One-time import of a data dir written by the JSON-file store (one <name>.json per collection
 * under <dataDir>/state, plus usage.json). Everything is written, read back and compared; only
 * then are the files moved to <dataDir>/state/json-backup/ (kept, never deleted). A failed
 * verification stops the server with the reason and leaves the JSON files where they were, so
 * the next start tries again.
 */

const FILES = ['sessions', 'datasets', 'datasources', 'uploads', 'multiparts', 'jobs', 'usage']

type OldJob = Omit<JobRecord, 'finished_at' | 'worker_id'> & Partial<JobRecord>

function read<T>(file: string, fallback: T): T {
  if (!existsSync(file)) return fallback
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch (error) {
    throw new Error(`Cannot import ${file}: ${(error as Error).message}`)
  }
}

interface ImportReport {
  sessions: number
  datasets: number
  datasources: number
  uploads: number
  multiparts: number
  jobs: number
  backup: string
}

export async function importJsonState(
  repo: Repository,
  dataDir: string,
  /** How the job layer reads a stored job back (its events merged into blocks). */
  readJob: (stored: StoredJob) => JobRecord,
): Promise<ImportReport | null> {
  const dir = path.join(dataDir, 'state')
  const present = FILES.filter((f) => existsSync(path.join(dir, `${f}.json`)))
  if (!present.length) return null
  const at = (f: string) => path.join(dir, `${f}.json`)
  const sessions = read<SessionRecord[]>(at('sessions'), [])
  const datasets = read<DatasetRecord[]>(at('datasets'), [])
  const datasources = read<DataSourceRecord[]>(at('datasources'), [])
  const uploads = read<UploadRecord[]>(at('uploads'), [])
  const multiparts = read<MultipartRecord[]>(at('multiparts'), [])
  const usage = read<Record<string, number>>(at('usage'), {})
  const jobs: JobRecord[] = read<OldJob[]>(at('jobs'), []).map((j) => ({
    ...j,
    worker_id: j.worker_id ?? 'imported',
    finished_at: j.finished_at ?? j.created_at,
  }))

  for (const s of sessions) await repo.putSession(s)
  for (const d of datasets) await repo.putDataset(d)
  for (const s of datasources) await repo.putSource(s)
  for (const u of uploads) await repo.putUpload(u)
  for (const m of multiparts) await repo.putMultipart(m)
  await repo.importJobs(jobs, usage)

  // Verify: every record reads back equal (jobs with the very blocks they had).
  const differs = async <T>(what: string, list: T[], get: (x: T) => Promise<unknown>) => {
    for (const x of list)
      if (!isDeepStrictEqual(await get(x), x))
        throw new Error(`Import check failed: a ${what} differs.`)
  }
  await differs('session', sessions, (s) => repo.getSession(s.id))
  await differs('dataset', datasets, (d) => repo.getDataset(d.id))
  await differs('data source', datasources, (s) => repo.getSource(s.id))
  await differs('upload', uploads, (u) => repo.getUpload(u.file_object_key))
  await differs('multipart upload', multiparts, (m) => repo.getMultipart(m.upload_id))
  await differs('job', jobs, async (j) => {
    const stored = await repo.getJob(j.job_id)
    return stored && readJob(stored)
  })
  for (const [key, n] of Object.entries(usage))
    if ((await repo.jobsUsed(key)) !== n)
      throw new Error('Import check failed: a quota count differs.')

  let backup = path.join(dir, 'json-backup')
  for (let n = 2; existsSync(backup); n++) backup = path.join(dir, `json-backup-${n}`)
  mkdirSync(backup, { recursive: true })
  for (const f of present) renameSync(at(f), path.join(backup, `${f}.json`))
  const report: ImportReport = {
    sessions: sessions.length,
    datasets: datasets.length,
    datasources: datasources.length,
    uploads: uploads.length,
    multiparts: multiparts.length,
    jobs: jobs.length,
    backup,
  }
  writeFileSync(
    path.join(backup, 'IMPORTED.json'),
    JSON.stringify({ ...report, at: new Date().toISOString() }, null, 2),
  )
  return report
}
