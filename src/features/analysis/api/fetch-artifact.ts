import { requestBlob } from '@/lib/http'
import { getSettings } from '@/lib/settings/settings-store'

/** A relative artifact URL belongs to the job service's host, not necessarily to this page's. */
export function resolveArtifactUrl(url: string): string {
  const base = getSettings().jobsBaseUrl.trim()
  try {
    return new URL(url, base ? `${base.replace(/\/+$/, '')}/` : globalThis.location?.href).href
  } catch {
    return url
  }
}

/**
 * Downloads a TABLE or IMAGE file. Signed URLs carry their own authorisation, so the API key is
 * never sent to them (they may live on another host).
 */
export async function fetchArtifact(url: string, signal?: AbortSignal): Promise<Blob> {
  const { blob } = await requestBlob(resolveArtifactUrl(url), { signal })
  return blob
}
