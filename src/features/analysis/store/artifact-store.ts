import { useEffect } from 'react'
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
import { overflow, touched } from './artifact-lru'

type ArtifactKind = 'table' | 'image'

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

/**
 * Parsed files not on screen that stay in memory, the most recently shown; older ones are let go
 * and read again from IndexedDB when shown. Without a bound every table ever opened stayed parsed
 * (a 100,000-row one holds ~15 MB of heap), so long navigation grew the heap without end.
 */
export const KEEP_OFF_SCREEN = 4
/** Keys in `items`, least recently shown first. */
let order: string[] = []
/** Blocks showing each key: those files are never let go. */
const onScreen = new Map<string, number>()
/** Files that could not be saved to IndexedDB: memory is their only copy. */
const unsaved = new Set<string>()

function trim() {
  const held = (k: string) => onScreen.has(k) || inflight.has(k) || unsaved.has(k)
  const drop = overflow(order, held, KEEP_OFF_SCREEN)
  if (drop.length === 0) return
  order = order.filter((k) => !drop.includes(k))
  useArtifactStore.setState((s) => {
    const items = { ...s.items }
    for (const k of drop) {
      const item = items[k]
      if (item?.state === 'ready' && item.kind === 'image') URL.revokeObjectURL(item.objectUrl)
      delete items[k]
    }
    return { items }
  })
}

function shown(key: string) {
  onScreen.set(key, (onScreen.get(key) ?? 0) + 1)
  if (order.includes(key)) order = touched(order, key)
  return () => {
    const n = (onScreen.get(key) ?? 1) - 1
    if (n > 0) onScreen.set(key, n)
    else onScreen.delete(key)
    trim()
  }
}

const setItem = (key: string, value: ArtifactState) => {
  order = touched(order, key)
  useArtifactStore.setState((s) => ({ items: { ...s.items, [key]: value } }))
}

const warn = (err: unknown, key: string) => {
  unsaved.add(key)
  useArtifactStore.setState({ storageWarning: err instanceof Error ? err.message : String(err) })
}

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
    unsaved.delete(key)
  } catch (err) {
    warn(err, key)
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
      unsaved.delete(key)
    } catch (err) {
      warn(err, key)
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
    warn(err, key)
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
  const run = load(kind, ref, key).finally(() => {
    inflight.delete(key)
    trim()
  })
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

/** A file's state for a block that shows it: kept in memory while any such block is mounted. */
export function useArtifact(ref: ArtifactRef) {
  const key = artifactKey(ref.url)
  useEffect(() => shown(key), [key])
  return useArtifactStore((s) => s.items[key])
}
export const useArtifactStorageWarning = () => useArtifactStore((s) => s.storageWarning)
export const getArtifact = (ref: ArtifactRef) =>
  useArtifactStore.getState().items[artifactKey(ref.url)]
