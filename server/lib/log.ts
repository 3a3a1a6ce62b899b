import type { ServerConfig } from '../config'

/**
 * Error logging with secrets removed: every configured key (local and upstream) and anything shaped
 * like a bearer token or API key. Only the startup banner prints the local key, on purpose.
 */
const TOKEN_SHAPES = [
  /(Bearer\s+)[^\s"']+/gi,
  /\bsk-[A-Za-z0-9._-]{6,}/g,
  /(x-pd-api-key["']?\s*[:=]\s*["']?)[^\s"',}]+/gi,
]

export function secretsOf(
  config: Pick<ServerConfig, 'keys' | 'chatUpstream' | 'jobsUpstream' | 'engineModel'>,
): string[] {
  return [
    ...config.keys.map((k) => k.key),
    config.chatUpstream?.key ?? '',
    config.jobsUpstream?.key ?? '',
    config.engineModel?.key ?? '',
  ].filter((s) => s.length >= 4)
}

export function redact(text: string, secrets: readonly string[]): string {
  let out = text
  for (const secret of secrets) if (secret) out = out.split(secret).join('[redacted]')
  for (const shape of TOKEN_SHAPES)
    out = out.replace(shape, (m, prefix?: string) =>
      typeof prefix === 'string' ? `${prefix}[redacted]` : '[redacted]',
    )
  return out
}

/** One line per unexpected error, its name and message, redacted. */
export function logError(
  scope: string,
  context: string,
  err: unknown,
  secrets: readonly string[],
): void {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err)
  console.error(oneLine(`[${scope}] ${context}: ${redact(text, secrets)}`))
}

/** Line breaks (a stack trace, a message with newlines) become " | ", so one event is one line. */
export function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' | ').trim()
}

function describe(value: unknown): string {
  if (value instanceof Error) {
    const cause = value.cause === undefined ? '' : ` (cause: ${describe(value.cause)})`
    return `${value.stack ?? `${value.name}: ${value.message}`}${cause}`
  }
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

type ConsoleMethod = 'log' | 'info' | 'warn' | 'error' | 'debug'

/**
 * Routes every console line of the process, including what libraries print on their own (the HTTP
 * server prints whole Error objects with multi-line stacks), through `redact` and onto one line.
 * The server's entry point installs it once; it returns a function that restores the console.
 */
export function installRedactingConsole(secrets: readonly string[]): () => void {
  const methods: ConsoleMethod[] = ['log', 'info', 'warn', 'error', 'debug']
  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to be put back as it was
  const saved = methods.map((m) => [m, console[m]] as const)
  const originals = methods.map((m) => [m, console[m].bind(console)] as const)
  for (const [method, original] of originals) {
    console[method] = (...args: unknown[]) =>
      original(oneLine(redact(args.map(describe).join(' '), secrets)))
  }
  return () => {
    for (const [method, original] of saved) console[method] = original
  }
}
