import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Signed URLs for artifacts, downloads and upload parts: HMAC-SHA256 over the path and the
 * expiry, with a secret kept in the data dir so links survive a restart. The path is signed
 * as a whole, so changing the name, the job or the expiry breaks the signature.
 */

type Verdict = 'ok' | 'forged' | 'expired'

interface SignedUrl {
  url: string
  /** ISO 8601. */
  expires_at: string
}

export function loadSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secret.key')
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex')
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32)
  writeFileSync(file, secret.toString('hex'), { mode: 0o600 })
  chmodSync(file, 0o600)
  return secret
}

export class Signer {
  constructor(private readonly secret: Buffer) {}

  private mac(pathname: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${pathname}\n${expires}`).digest('base64url')
  }

  /** An absolute URL for `pathname` (already URL-encoded) on `origin`, valid for ttl seconds. */
  sign(origin: string, pathname: string, ttlSeconds: number, now = Date.now()): SignedUrl {
    const expires = Math.floor(now / 1000) + ttlSeconds
    const query = new URLSearchParams({
      expires: String(expires),
      signature: this.mac(pathname, expires),
    })
    return {
      url: `${origin}${pathname}?${query.toString()}`,
      expires_at: new Date(expires * 1000).toISOString(),
    }
  }

  verify(
    pathname: string,
    expiresRaw: string | undefined,
    signature: string | undefined,
    now = Date.now(),
  ): Verdict {
    const expires = Number(expiresRaw)
    if (!expiresRaw || !signature || !Number.isInteger(expires)) return 'forged'
    const expected = Buffer.from(this.mac(pathname, expires))
    const given = Buffer.from(signature)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged'
    return expires * 1000 <= now ? 'expired' : 'ok'
  }
}
