import { ANSWER_JSON_SCHEMA } from './answer-schema'
import type { EngineModelConfig } from './config'

/**
 * One non-streaming POST /chat/completions to an OpenAI-compatible server. Plain fetch rather
 * than the openai SDK: the SDK retries on its own (which would multiply the time limit) and is
 * only a dev dependency here. The key goes in the Authorization header and nowhere else; error
 * texts never quote the upstream's body. Bodies are read up to MAX_REPLY_BYTES and no further
 * (docs/limits.md, "Model planner"): a server that sends more is refused, not buffered.
 */

export interface ChatMessage {
  role: 'system' | 'user'
  content: string
}

type ModelFailureKind = 'timeout' | 'http' | 'unreachable' | 'empty' | 'too-large'

export class ModelCallError extends Error {
  constructor(
    readonly kind: ModelFailureKind,
    message: string,
  ) {
    super(message)
    this.name = 'ModelCallError'
  }
}

const MAX_TOKENS = 1500
/** A real reply is a few KiB (MAX_TOKENS tokens in a JSON envelope); this leaves ample room. */
const MAX_REPLY_BYTES = 1024 * 1024
const resolvedModels = new WeakMap<EngineModelConfig, Promise<string>>()

function headers(cfg: EngineModelConfig): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: 'application/json',
    ...(cfg.key ? { authorization: `Bearer ${cfg.key}` } : {}),
  }
}

async function send(url: string, init: RequestInit, signal: AbortSignal, deadline: AbortSignal) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.any([signal, deadline]) })
  } catch (error) {
    throw failure(error, signal, deadline)
  }
}

function failure(error: unknown, job: AbortSignal, deadline: AbortSignal): Error {
  if (job.aborted) return Object.assign(new Error('The job was cancelled.'), { name: 'AbortError' })
  if (deadline.aborted) return new ModelCallError('timeout', 'timeout')
  // The cause (DNS, refused, TLS) may name hosts; the steps only need the fact.
  void error
  return new ModelCallError('unreachable', 'the model server could not be reached')
}

const tooLarge = () =>
  new ModelCallError(
    'too-large',
    `the model server sent a reply larger than ${MAX_REPLY_BYTES / 1024 / 1024} MiB, which was not read further`,
  )

/** The body as text, read a chunk at a time and refused once it passes MAX_REPLY_BYTES. */
async function readCapped(res: Response, job: AbortSignal, deadline: AbortSignal): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? NaN)
  if (declared > MAX_REPLY_BYTES) {
    await res.body?.cancel().catch(() => undefined)
    throw tooLarge()
  }
  const reader = res.body?.getReader()
  if (!reader) return ''
  const parts: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > MAX_REPLY_BYTES) {
        await reader.cancel().catch(() => undefined)
        throw tooLarge()
      }
      parts.push(value)
    }
  } catch (error) {
    if (error instanceof ModelCallError) throw error
    throw failure(error, job, deadline)
  }
  return Buffer.concat(parts).toString('utf8')
}

/** The body parsed as JSON, or null when it is not JSON (read with readCapped's bound). */
async function readJson(res: Response, job: AbortSignal, deadline: AbortSignal): Promise<unknown> {
  const text = await readCapped(res, job, deadline)
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/** `ENGINE_MODEL=chat-upstream` without a model id: the first model the upstream lists. */
async function modelId(cfg: EngineModelConfig, job: AbortSignal, deadline: AbortSignal) {
  if (cfg.model) return cfg.model
  let pending = resolvedModels.get(cfg)
  if (!pending) {
    pending = (async () => {
      const res = await send(`${cfg.url}/models`, { headers: headers(cfg) }, job, deadline)
      if (!res.ok) throw new ModelCallError('http', `the model list answered HTTP ${res.status}`)
      const list = (await readJson(res, job, deadline)) as { data?: { id?: unknown }[] } | null
      const id = list?.data?.find((m) => typeof m.id === 'string')?.id
      if (typeof id !== 'string') throw new ModelCallError('empty', 'the model list is empty')
      return id
    })()
    resolvedModels.set(cfg, pending)
    pending.catch(() => resolvedModels.delete(cfg))
  }
  return pending
}

/**
 * Asks the model; resolves to its reply text, or rejects with a ModelCallError (or AbortError).
 * `structured: false` asks for plain text (a written answer from documents), not the planner's JSON.
 */
export async function askModel(
  cfg: EngineModelConfig,
  messages: ChatMessage[],
  signal: AbortSignal,
  { structured = true }: { structured?: boolean } = {},
): Promise<string> {
  const deadline = AbortSignal.timeout(cfg.timeoutMs)
  const model = await modelId(cfg, signal, deadline)
  const body = (structured: boolean) =>
    JSON.stringify({
      model,
      messages,
      temperature: 0,
      max_tokens: MAX_TOKENS,
      stream: false,
      ...(structured
        ? {
            response_format: {
              type: 'json_schema',
              json_schema: { name: 'parley_answer', schema: ANSWER_JSON_SCHEMA, strict: false },
            },
          }
        : {}),
    })
  const post = (structured: boolean) =>
    send(
      `${cfg.url}/chat/completions`,
      { method: 'POST', headers: headers(cfg), body: body(structured) },
      signal,
      deadline,
    )
  let res = await post(structured)
  if (structured && (res.status === 400 || res.status === 422)) {
    // Servers without structured output refuse response_format; ask again and parse leniently.
    const text = await readCapped(res, signal, deadline)
    if (/response_format|json_schema|schema/i.test(text)) res = await post(false)
    else throw new ModelCallError('http', `the model server answered HTTP ${res.status}`)
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined)
    throw new ModelCallError('http', `the model server answered HTTP ${res.status}`)
  }
  const reply = await readJson(res, signal, deadline)
  if (reply === null) throw new ModelCallError('http', 'the model server did not answer with JSON')
  const content = (reply as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]
    ?.message?.content
  if (typeof content !== 'string' || !content.trim())
    throw new ModelCallError('empty', 'the model answered nothing')
  return content
}
