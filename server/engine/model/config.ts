/**
 * Which OpenAI-compatible model plans analysis questions (docs/model-planner.md). Read once from
 * the environment by server/config.ts; null when none is configured, and then nothing changes.
 */

export interface EngineModelConfig {
  /** Base URL of an OpenAI-compatible API, without the trailing /chat/completions. */
  url: string
  key: string
  /** The model id sent upstream; null: the first one the upstream's /models lists. */
  model: string | null
  /** Shown to users: "Planned by <label>". */
  label: string
  /** How long the model may take to answer before the built-in rules answer instead. */
  timeoutMs: number
  /** How long the model's SQL may run before it is interrupted. */
  sqlTimeoutMs: number
}

const DEFAULT_MODEL_TIMEOUT_MS = 20_000
const DEFAULT_SQL_TIMEOUT_MS = 15_000
const CHAT_UPSTREAM = 'chat-upstream'

function millis(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number of milliseconds; got "${raw}".`)
  return n
}

function baseUrl(raw: string, name: string): string {
  if (!/^https?:\/\//.test(raw)) throw new Error(`${name} must start with http:// or https://.`)
  return raw.replace(/\/+$/, '')
}

/**
 * ENGINE_MODEL names the model; ENGINE_MODEL_URL / ENGINE_MODEL_KEY say where it is served.
 * `ENGINE_MODEL=chat-upstream` (or `chat-upstream:<model id>`) reuses CHAT_UPSTREAM_URL / KEY.
 */
export function engineModelFromEnv(env: NodeJS.ProcessEnv): EngineModelConfig | null {
  const name = env.ENGINE_MODEL?.trim() ?? ''
  const url = env.ENGINE_MODEL_URL?.trim() ?? ''
  const key = env.ENGINE_MODEL_KEY ?? ''
  if (!name && !url && !key.trim()) return null
  const timeoutMs = millis(
    env.ENGINE_MODEL_TIMEOUT_MS,
    'ENGINE_MODEL_TIMEOUT_MS',
    DEFAULT_MODEL_TIMEOUT_MS,
  )
  const sqlTimeoutMs = millis(
    env.ENGINE_MODEL_SQL_TIMEOUT_MS,
    'ENGINE_MODEL_SQL_TIMEOUT_MS',
    DEFAULT_SQL_TIMEOUT_MS,
  )
  if (!name)
    throw new Error(
      'ENGINE_MODEL_URL or ENGINE_MODEL_KEY is set but ENGINE_MODEL is not: set it to the model id (or chat-upstream).',
    )
  if (name === CHAT_UPSTREAM || name.startsWith(`${CHAT_UPSTREAM}:`)) {
    const chatUrl = env.CHAT_UPSTREAM_URL?.trim()
    if (!chatUrl)
      throw new Error('ENGINE_MODEL=chat-upstream needs CHAT_UPSTREAM_URL (and CHAT_UPSTREAM_KEY).')
    const model = name.slice(CHAT_UPSTREAM.length + 1).trim() || null
    return {
      url: baseUrl(chatUrl, 'CHAT_UPSTREAM_URL'),
      key: env.CHAT_UPSTREAM_KEY ?? '',
      model,
      label: model ?? 'the chat upstream model',
      timeoutMs,
      sqlTimeoutMs,
    }
  }
  if (!url) throw new Error(`ENGINE_MODEL is "${name}" but ENGINE_MODEL_URL is not set.`)
  return {
    url: baseUrl(url, 'ENGINE_MODEL_URL'),
    key,
    model: name,
    label: name,
    timeoutMs,
    sqlTimeoutMs,
  }
}
