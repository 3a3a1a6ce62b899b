import type { ArtifactRef } from '../types'
import { isObj, str } from './wire-values'

function nameFromUrl(url: string): string {
  try {
    const path = new URL(url, 'http://x.invalid').pathname
    return decodeURIComponent(path.split('/').filter(Boolean).pop() ?? '') || url
  } catch {
    return url
  }
}

/**
 * TABLE and IMAGE content: `expires_at`, `expired_at` or `expiredAt`, or a bare URL string (as
 * history gives it). Null without a usable URL.
 */
export function parseArtifact(content: unknown): ArtifactRef | null {
  if (typeof content === 'string') {
    const url = content.trim()
    return url ? { name: nameFromUrl(url), url, expiresAt: null } : null
  }
  if (!isObj(content)) return null
  const url = str(content.url) ?? str(content.image) ?? str(content.href)
  if (!url) return null
  const expiry = content.expires_at ?? content.expired_at ?? content.expiredAt ?? content.expiresAt
  return {
    name: str(content.name)?.trim() || nameFromUrl(url),
    url,
    expiresAt: typeof expiry === 'string' && expiry ? expiry : null,
  }
}
