import { withStorage } from '@/lib/storage/db'

/** The bytes of a TABLE or IMAGE as first downloaded, kept past the URL's expiry. */
interface CachedArtifact {
  kind: 'table' | 'image'
  name: string
  blob: Blob
  savedAt: number
}

const isCached = (v: unknown): v is CachedArtifact => {
  const c = v as Partial<CachedArtifact> | null
  return !!c && c.blob instanceof Blob && (c.kind === 'table' || c.kind === 'image')
}

export async function readCachedArtifact(key: string): Promise<CachedArtifact | null> {
  const value = await withStorage((db) => db.get('artifacts', key))
  return isCached(value) ? value : null
}

export async function hasCachedArtifact(key: string): Promise<boolean> {
  return (await withStorage((db) => db.getKey('artifacts', key))) !== undefined
}

export async function writeCachedArtifact(key: string, value: CachedArtifact): Promise<void> {
  await withStorage((db) => db.put('artifacts', value, key))
}

export async function deleteCachedArtifacts(keys: string[]): Promise<void> {
  if (keys.length === 0) return
  await withStorage(async (db) => {
    const tx = db.transaction('artifacts', 'readwrite')
    await Promise.all(keys.map((k) => tx.store.delete(k)))
    await tx.done
  })
}
