import { create } from 'zustand'
import { ApiError } from '@/lib/http'
import {
  parseCsvOffMainThread,
  parseCsvStreamOffMainThread,
  type ParsedTable,
} from '@/workers/csv-client'
import { fetchArtifact, fetchArtifactStream } from '../api/fetch-artifact'
import { artifactKey, isPastExpiry } from '../lib/artifact-key'
import type { ArtifactRef } from '../types'
import { hasCachedArtifact, readCachedArtifact, writeCachedArtifact } from './artifact-cache'

export type ArtifactKind = 'table' | 'image'

/** A TABLE or IMAGE as the UI sees it: loading, ready (from cache or network), expired, failed. */
export type ArtifactState =
  | { state: 'loading' }
  /** A TABLE still downloading: its first rows, parsed as they arrived. */
  | { state: 'partial'; kind: 'table'; table: ParsedTable; rowsSoFar: number }
  | { state: 'ready'; kind: 'table'; table: ParsedTable; blob: Blob; cached: boolean }
  | { state: 'ready'; kind: 'image'; blob: Blob; objectUrl: string; cached: boolean }
  | { state: 'expired' }
  | { state: 'failed'; message: string }

interface ArtifactStoreState {
  items: Record<string, ArtifactState>
  /** Saving to IndexedDB failed (storage full, private mode): shown once, never fatal. */
  storageWarning: string | null
}

const useArtifactStore = create<ArtifactStoreState>()(() => ({ items: {}, storageWarning: null }))

const inflight = new Map<string, Promise<void>>()

const setItem = (key: string, value: ArtifactState) =>
  useArtifactStore.setState((s) => ({ items: { ...s.items, [key]: value } }))

const warn = (err: unknown) =>
  useArtifactStore.setState({ storageWarning: err instanceof Error ? err.message : String(err) })

/**
 * The service no longer serves it: 410 Gone, or past its stated expiry, or refused / not found
 * when no expiry was given (history's bare URLs).
 */
function isExpiredFailure(err: unknown, ref: ArtifactRef): boolean {
  const status = err instanceof ApiError ? (err.status ?? 0) : 0
  if (status === 410 || isPastExpiry(ref.expiresAt, Date.now())) return true
  return [401, 403, 404].includes(status) && ref.expiresAt === null
}

async function download(kind: ArtifactKind, ref: ArtifactRef, key: string): Promise<Blob> {
  const blob = await fetchArtifact(ref.url)
  try {
    await writeCachedArtifact(key, { kind, name: ref.name, blob, savedAt: Date.now() })
  } catch (err) {
    warn(err)
  }
  return blob
}

/** Rows shown while the rest of a TABLE downloads. */
export const PREVIEW_ROWS = 100

/**
 * A TABLE from the network: the download streams into the worker's parser (the first rows show
 * while the rest arrives); the worker hands the bytes back when the last one is in, and they are
 * saved to IndexedDB while the parse finishes.
 */
async function downloadTable(ref: ArtifactRef, key: string): Promise<void> {
  const body = await fetchArtifactStream(ref.url)
  const download: { saved: Promise<Blob> | null } = { saved: null }
  const save = async (blob: Blob) => {
    try {
      await writeCachedArtifact(key, { kind: 'table', name: ref.name, blob, savedAt: Date.now() })
    } catch (err) {
      warn(err)
    }
    return blob
  }
  let table: ParsedTable
  try {
    table = await parseCsvStreamOffMainThread(
      body,
      PREVIEW_ROWS,
      (p) => {
        if (useArtifactStore.getState().items[key]?.state === 'loading')
          setItem(key, {
            state: 'partial',
            kind: 'table',
            table: p.preview,
            rowsSoFar: p.rowsSoFar,
          })
      },
      (blob) => {
        download.saved = save(blob)
      },
    )
  } catch (err) {
    throw new ParseError(err)
  }
  // The stream always ends before the parse does, so the bytes are in hand by now.
  const blob = await (download.saved ?? Promise.reject(new ParseError('the download ended early')))
  setItem(key, { state: 'ready', kind: 'table', table, blob, cached: false })
}

class ParseError extends Error {
  constructor(cause: unknown) {
    super(`The table could not be read: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
}

async function load(kind: ArtifactKind, ref: ArtifactRef, key: string) {
  let blob: Blob | null = null
  let cached = false
  try {
    const hit = await readCachedArtifact(key)
    if (hit) {
      blob = hit.blob
      cached = true
    }
  } catch (err) {
    warn(err)
  }
  if (!blob && kind === 'table') {
    try {
      await downloadTable(ref, key)
    } catch (err) {
      if (err instanceof ParseError) setItem(key, { state: 'failed', message: err.message })
      else if (isExpiredFailure(err, ref)) setItem(key, { state: 'expired' })
      else
        setItem(key, { state: 'failed', message: err instanceof Error ? err.message : String(err) })
    }
    return
  }
  if (!blob) {
    try {
      blob = await download(kind, ref, key)
    } catch (err) {
      if (isExpiredFailure(err, ref)) setItem(key, { state: 'expired' })
      else
        setItem(key, { state: 'failed', message: err instanceof Error ? err.message : String(err) })
      return
    }
  }
  if (kind === 'image') {
    setItem(key, { state: 'ready', kind, blob, objectUrl: URL.createObjectURL(blob), cached })
    return
  }
  try {
    const table = await parseCsvOffMainThread(blob)
    setItem(key, { state: 'ready', kind, table, blob, cached })
  } catch (err) {
    setItem(key, {
      state: 'failed',
      message: `The table could not be read: ${err instanceof Error ? err.message : String(err)}`,
    })
  }
}

/**
 * Gets a TABLE or IMAGE ready: from IndexedDB if it was saved before, else from its URL (and then
 * saved). Called the moment a block arrives, because the URL expires; safe to call repeatedly.
 */
export function requestArtifact(
  kind: ArtifactKind,
  ref: ArtifactRef,
  opts: { force?: boolean } = {},
) {
  const key = artifactKey(ref.url)
  const current = useArtifactStore.getState().items[key]
  if (inflight.has(key)) return
  if (current && !opts.force && current.state !== 'failed') return
  setItem(key, { state: 'loading' })
  const run = load(kind, ref, key).finally(() => inflight.delete(key))
  inflight.set(key, run)
}

/** Saves the bytes without parsing (jobs from history not on screen yet), before the URL expires. */
export async function prefetchArtifact(kind: ArtifactKind, ref: ArtifactRef): Promise<void> {
  const key = artifactKey(ref.url)
  if (useArtifactStore.getState().items[key] || isPastExpiry(ref.expiresAt, Date.now())) return
  try {
    if (await hasCachedArtifact(key)) return
    await download(kind, ref, key)
  } catch {
    // Best effort: the block asks again (and says "expired" if so) when it is shown.
  }
}

export const useArtifact = (ref: ArtifactRef) =>
  useArtifactStore((s) => s.items[artifactKey(ref.url)])
export const useArtifactStorageWarning = () => useArtifactStore((s) => s.storageWarning)
export const getArtifact = (ref: ArtifactRef) =>
  useArtifactStore.getState().items[artifactKey(ref.url)]
