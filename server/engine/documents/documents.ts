import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { DocumentExtension } from '@contract/jobs'
import { loadIndex, type PassageIndex } from './search-index'
import {
  DEFAULT_BOUNDS,
  DocumentError,
  type DocumentFile,
  type DocumentSummary,
  type ExtractBounds,
} from './types'

/**
 * Documents as data sources, seen from the main thread: indexing runs in a worker thread with a
 * memory cap and a time limit (a PDF bomb or a huge DOCX stops the worker, not the server), and a
 * stored index is loaded once and kept for the questions that follow.
 */

/** Where a document source's passages and index are kept, relative to the data dir. */
export function documentPath(datasourceId: string): string {
  return path.join('files', 'documents', `${datasourceId}.json`)
}

export interface IndexLimits extends ExtractBounds {
  timeoutMs: number
  /** The worker's heap, in MB. */
  memoryMb: number
}

const LIMITS: IndexLimits = { ...DEFAULT_BOUNDS, timeoutMs: 120_000, memoryMb: 1024 }

export async function indexDocument(
  file: string,
  fileType: DocumentExtension,
  out: string,
  limits: Partial<IndexLimits> = {},
): Promise<DocumentSummary> {
  const { timeoutMs, memoryMb, ...bounds } = { ...LIMITS, ...limits }
  const worker = new Worker(new URL('./document-worker.mjs', import.meta.url), {
    workerData: { file, fileType, out, bounds },
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
  })
  type Reply = { done?: Awaited<ReturnType<typeof indexDocument>>; error?: string; known?: boolean }
  try {
    return await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new DocumentError(
              `Reading the document took longer than ${Math.round(timeoutMs / 1000)} s; it was stopped.`,
            ),
          ),
        timeoutMs,
      )
      worker.on('message', (m: Reply) => {
        clearTimeout(timer)
        if (m.done) resolve(m.done)
        else reject(m.known ? new DocumentError(m.error) : new Error(m.error))
      })
      worker.on('error', (error: Error & { code?: string }) => {
        clearTimeout(timer)
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new DocumentError('The document needs too much memory to read; split it up.')
            : error,
        )
      })
      worker.on('exit', () => {
        clearTimeout(timer)
        reject(new Error('The document reader stopped unexpectedly.'))
      })
    })
  } catch (error) {
    await rm(`${out}.part`, { force: true })
    throw error
  } finally {
    await worker.terminate()
  }
}

export interface LoadedDocument {
  file: DocumentFile
  index: PassageIndex
}

const loaded = new Map<string, Promise<LoadedDocument>>()
/** Documents kept in memory at once; the oldest read goes first. */
const KEEP = 32

export function loadDocument(file: string): Promise<LoadedDocument> {
  let pending = loaded.get(file)
  if (pending) {
    loaded.delete(file)
  } else {
    pending = readFile(file, 'utf8').then(async (text) => {
      const doc = JSON.parse(text) as DocumentFile
      return { file: doc, index: await loadIndex(doc.index) }
    })
    pending.catch(() => loaded.delete(file))
  }
  loaded.set(file, pending)
  while (loaded.size > KEEP) loaded.delete(loaded.keys().next().value!)
  return pending
}

/** A removed source's index leaves memory and disk. */
export async function dropDocument(file: string): Promise<void> {
  loaded.delete(file)
  await rm(file, { force: true })
}
