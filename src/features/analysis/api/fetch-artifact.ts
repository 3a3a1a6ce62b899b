import { requestBlob, requestStream } from '@/lib/http'
import { getSettings } from '@/lib/settings/settings-store'

/** A relative artifact URL belongs to the job service's host, not necessarily to this page's. */
function resolveArtifactUrl(url: string): string {
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

/** The same download as a stream, so a TABLE can be parsed while it arrives. */
export async function fetchArtifactStream(
  url: string,
  signal?: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const { body } = await requestStream(resolveArtifactUrl(url), { signal })
  return body
}
