/**
 * URL checks for anything a service sends us. Links may only be http, https or mailto; images only
 * http(s), blob: and raster data: URLs (never SVG, which can carry script).
 */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])
const IMAGE_PROTOCOLS = new Set(['http:', 'https:', 'blob:'])
const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i

function parse(url: string): URL | null {
  try {
    return new URL(url.trim(), globalThis.location?.href ?? 'http://localhost/')
  } catch {
    return null
  }
}

export function safeLinkUrl(url: string | null | undefined): string | null {
  if (!url) return null
  const trimmed = url.trim()
  if (trimmed.startsWith('#')) return trimmed
  const parsed = parse(trimmed)
  return parsed && LINK_PROTOCOLS.has(parsed.protocol) ? parsed.href : null
}

export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null
  const trimmed = url.trim()
  if (trimmed.toLowerCase().startsWith('data:'))
    return SAFE_DATA_IMAGE.test(trimmed) ? trimmed : null
  const parsed = parse(trimmed)
  return parsed && IMAGE_PROTOCOLS.has(parsed.protocol) ? parsed.href : null
}
