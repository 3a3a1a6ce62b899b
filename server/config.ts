import { parseAllowList } from './jobs/url-source/address-check'
import { engineModelFromEnv, type EngineModelConfig } from './engine/model/config'
import { keyHint, parseKeyEntry, type Scope } from './lib/key-scopes'

/** Server configuration, read once from the environment (docs/architecture.md). */
export interface KeyGrant {
  key: string
  /** null: every model. */
  models: string[] | null
  /**
   * What the key may do (server/lib/key-scopes.ts, docs/api-keys.md). parseKeys always sets it;
   * a grant built by hand without it (tests, benches) is a bare key: chat and all job data.
   */
  scopes?: readonly Scope[]
}

export interface ServerConfig {
  port: number
  host: string
  keys: KeyGrant[]
  dataDir: string
  artifactTtlSeconds: number
  jobQuota: number | null
  chatUpstream: { url: string; key: string } | null
  jobsUpstream: { url: string; key: string } | null
  faults: boolean
  /** Directory of the built SPA; null disables static serving (tests). */
  staticDir: string | null
  /** Demo engine pacing multiplier: 0 streams as fast as possible (tests). */
  paceFactor: number
  /**
   * Words that make the chat service answer `invalid_messages` (PARLEY_SENSITIVE_WORDS,
   * comma-separated; set but empty disables the check). Unset: the chat service's default list.
   */
  sensitiveWords?: string[]
  /** Largest accepted chat request body in bytes (PARLEY_CHAT_BODY_LIMIT); default 4 MiB. */
  chatBodyLimitBytes?: number
  /** Job service requests per API key per second before code 201 / HTTP 429; 0 turns it off. */
  rateLimitPerSecond?: number
  /** Hosts URL data sources may fetch although they are not public (PARLEY_URL_SOURCES_ALLOW). */
  urlSourcesAllow?: string[]
  /** Chat service requests per API key per second before `rate_limit` / HTTP 429; 0 turns it off. */
  chatRateLimitPerSecond?: number
  /** Both gateways: ms until the upstream's headers, and the longest silence in its body. */
  upstreamTimeouts?: { connectMs: number; idleMs: number }
  /** The model that plans analysis questions (ENGINE_MODEL_*); null or absent: the built-in rules. */
  engineModel?: EngineModelConfig | null
  /** PARLEY_DATABASE_URL: the job store on PostgreSQL; unset, SQLite in the data dir. */
  databaseUrl?: string | null
  /** PARLEY_JOB_RETENTION_DAYS: jobs older than this are removed; unset keeps everything. */
  jobRetentionDays?: number | null
}

export const DEFAULT_KEY = 'sk-parley-local'
/** Requests per second per key on the job service (PARLEY_RATE_LIMIT); generous on purpose. */
export const DEFAULT_RATE_LIMIT = 100
/** Requests per second per key on the chat service (PARLEY_CHAT_RATE_LIMIT); the load bench opens 200 at once. */
export const DEFAULT_CHAT_RATE_LIMIT = 1000

/**
 * PARLEY_API_KEYS: comma-separated entries, `key[:model|model][@scope+scope]` (grammar and
 * defaults in server/lib/key-scopes.ts). A bad entry stops the server with an error naming it by
 * position and the key's first characters, never the whole key.
 */
export function parseKeys(raw: string | undefined): KeyGrant[] {
  const text = raw?.trim() ? raw : DEFAULT_KEY
  const grants = text
    .split(',')
    .map((entry) => entry.trim())
    .map((entry, i) => (entry ? parseKeyEntry(entry, `entry ${i + 1}`) : null))
    .filter((g) => g !== null)
  // A second entry of one key would be silently ignored (the first one found wins).
  const seen = new Set<string>()
  for (const g of grants) {
    if (seen.has(g.key))
      throw new Error(
        `PARLEY_API_KEYS lists the key ${keyHint(g.key)} twice; give it one entry with all its scopes.`,
      )
    seen.add(g.key)
  }
  return grants
}

function positiveInt(raw: string | undefined, name: string): number | null {
  if (raw === undefined || raw.trim() === '') return null
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer; got "${raw}".`)
  return n
}

function positiveTimeout(raw: string | undefined, name: string, fallback: number): number {
  const n = positiveInt(raw, name)
  if (n === 0) throw new Error(`${name} must be at least 1 (milliseconds).`)
  return n ?? fallback
}

function upstream(url: string | undefined, key: string | undefined, name: string) {
  if (!url?.trim()) return null
  if (!/^https?:\/\//.test(url)) throw new Error(`${name}_URL must start with http:// or https://.`)
  return { url: url.replace(/\/+$/, ''), key: key ?? '' }
}

function wordList(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined
  return raw
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean)
}

function databaseUrl(raw: string | undefined): string | null {
  if (!raw?.trim()) return null
  if (!/^postgres(ql)?:\/\//.test(raw.trim()))
    throw new Error('PARLEY_DATABASE_URL must start with postgres:// or postgresql://.')
  return raw.trim()
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: positiveInt(env.PORT, 'PORT') ?? 8787,
    host: env.HOST?.trim() || '127.0.0.1',
    keys: parseKeys(env.PARLEY_API_KEYS),
    dataDir: env.PARLEY_DATA_DIR?.trim() || '.parley-data',
    artifactTtlSeconds: positiveInt(env.ARTIFACT_TTL_SECONDS, 'ARTIFACT_TTL_SECONDS') ?? 3600,
    jobQuota: positiveInt(env.JOB_QUOTA, 'JOB_QUOTA'),
    chatUpstream: upstream(env.CHAT_UPSTREAM_URL, env.CHAT_UPSTREAM_KEY, 'CHAT_UPSTREAM'),
    jobsUpstream: upstream(env.JOBS_UPSTREAM_URL, env.JOBS_UPSTREAM_KEY, 'JOBS_UPSTREAM'),
    faults: env.PARLEY_FAULTS === '1' || env.PARLEY_FAULTS === 'true',
    staticDir: env.PARLEY_STATIC_DIR ?? 'dist',
    paceFactor: env.PARLEY_PACE === undefined ? 1 : Number(env.PARLEY_PACE),
    sensitiveWords: wordList(env.PARLEY_SENSITIVE_WORDS),
    chatBodyLimitBytes:
      positiveInt(env.PARLEY_CHAT_BODY_LIMIT, 'PARLEY_CHAT_BODY_LIMIT') ?? undefined,
    rateLimitPerSecond:
      positiveInt(env.PARLEY_RATE_LIMIT, 'PARLEY_RATE_LIMIT') ?? DEFAULT_RATE_LIMIT,
    urlSourcesAllow: parseAllowList(env.PARLEY_URL_SOURCES_ALLOW),
    chatRateLimitPerSecond:
      positiveInt(env.PARLEY_CHAT_RATE_LIMIT, 'PARLEY_CHAT_RATE_LIMIT') ?? DEFAULT_CHAT_RATE_LIMIT,
    upstreamTimeouts: {
      connectMs: positiveTimeout(
        env.PARLEY_UPSTREAM_CONNECT_TIMEOUT_MS,
        'PARLEY_UPSTREAM_CONNECT_TIMEOUT_MS',
        60_000,
      ),
      idleMs: positiveTimeout(
        env.PARLEY_UPSTREAM_IDLE_TIMEOUT_MS,
        'PARLEY_UPSTREAM_IDLE_TIMEOUT_MS',
        60_000,
      ),
    },
    engineModel: engineModelFromEnv(env),
    databaseUrl: databaseUrl(env.PARLEY_DATABASE_URL),
    jobRetentionDays: positiveInt(env.PARLEY_JOB_RETENTION_DAYS, 'PARLEY_JOB_RETENTION_DAYS'),
  }
}

export function findGrant(
  config: ServerConfig,
  key: string | null | undefined,
): KeyGrant | undefined {
  if (!key) return undefined
  return config.keys.find((g) => g.key === key)
}
