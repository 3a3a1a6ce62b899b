/** Query parameters that only sign or time-limit a URL; the file is the same without them. */
const SIGNING =
  /^(x-amz-.*|x-goog-.*|expires?|exp|signature|sig|token|se|sp|sv|sr|st|spr|sip|skoid|sktid|skt|ske|sks|skv|policy|key-pair-id|ossaccesskeyid|security-token)$/i

/**
 * The cache key of a TABLE or IMAGE: its URL without signing parameters, so the same file seen
 * again with a fresh signature (the Respond copy, a history reload) is found in the cache.
 */
export function artifactKey(url: string): string {
  try {
    const u = new URL(url, 'http://relative.invalid')
    const kept = [...u.searchParams.entries()]
      .filter(([k]) => !SIGNING.test(k))
      .sort(([a], [b]) => a.localeCompare(b))
    const query = kept.length ? `?${new URLSearchParams(kept).toString()}` : ''
    const origin = u.origin === 'http://relative.invalid' ? '' : u.origin
    return `analysis:${origin}${u.pathname}${query}`
  } catch {
    return `analysis:${url}`
  }
}

/** Has the URL's stated lifetime passed? (null: the service did not say, so assume not.) */
export function isPastExpiry(expiresAt: string | null, now: number): boolean {
  if (!expiresAt) return false
  const t = Date.parse(expiresAt)
  return !Number.isNaN(t) && t <= now
}
