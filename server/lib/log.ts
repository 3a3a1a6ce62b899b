import type { ServerConfig } from '../config'

/**
 * Error logging with secrets removed: every configured key (local and upstream) and anything shaped
 * like a bearer token or API key. Only the startup banner prints the local key, on purpose.
 */
const TOKEN_SHAPES = [/(Bearer\s+)[^\s"']+/gi, /\bsk-[A-Za-z0-9._-]{6,}/g, /(x-pd-api-key["']?\s*[:=]\s*["']?)[^\s"',}]+/gi]

export function secretsOf(config: Pick<ServerConfig, 'keys' | 'chatUpstream' | 'jobsUpstream' | 'engineModel'>): string[] {
  return [...config.keys.map((k) => k.key), config.chatUpstream?.key ?? '', config.jobsUpstream?.key ?? '', config.engineModel?.key ?? ''].filter(
    (s) => s.length >= 4,
  )
}

export function redact(text: string, secrets: readonly string[]): string {
  let out = text
  for (const secret of secrets) if (secret) out = out.split(secret).join('[redacted]')
  for (const shape of TOKEN_SHAPES) out = out.replace(shape, (m, prefix?: string) => (typeof prefix === 'string' ? `${prefix}[redacted]` : '[redacted]'))
  return out
}

/** One line per unexpected error, its name and message, redacted. */
export function logError(scope: string, context: string, err: unknown, secrets: readonly string[]): void {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err)
  console.error(`[${scope}] ${context}: ${redact(text, secrets)}`)
}
