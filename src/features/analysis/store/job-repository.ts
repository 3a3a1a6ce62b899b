import { withStorage } from '@/lib/storage/db'
import type { Job } from '../types'

/**
 * Jobs kept in IndexedDB (store `jobs`, index `bySession`), so a session's answers, steps and
 * errors survive a reload even where the service's history holds less.
 */
type JobRecord = Job & { [field: string]: unknown }

const isJob = (v: unknown): v is Job => {
  const j = v as Partial<Job> | null
  return (
    !!j &&
    typeof j.id === 'string' &&
    typeof j.sessionId === 'string' &&
    typeof j.question === 'string' &&
    Array.isArray(j.blocks) &&
    !!j.status &&
    typeof j.status === 'object'
  )
}

export async function loadSessionJobs(sessionId: string): Promise<Job[]> {
  const rows = await withStorage((db) => db.getAllFromIndex('jobs', 'bySession', sessionId))
  return (rows as unknown[]).filter(isJob)
}

export async function saveJob(job: Job): Promise<void> {
  await withStorage((db) => db.put('jobs', job as JobRecord))
}

export async function deleteSessionJobs(sessionId: string): Promise<Job[]> {
  return withStorage(async (db) => {
    const tx = db.transaction('jobs', 'readwrite')
    const rows = ((await tx.store.index('bySession').getAll(sessionId)) as unknown[]).filter(isJob)
    await Promise.all(rows.map((r) => tx.store.delete(r.id)))
    await tx.done
    return rows
  })
}
