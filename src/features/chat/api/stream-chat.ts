import type { ChatCompletion, ChatRequest } from '@contract/chat'
import { checkMaxTokens, checkMessages } from '@contract/chat-rules'
import { ApiError, ownWords, requestJson, requestStream } from '@/lib/http'
import { readSse } from '@/lib/sse/read-sse'
import { chatConnection, faultHeader } from './connection'
import { completionToEvents, toChatEvents, type ChatStreamEvent } from './to-chat-events'

/** A beam-search model can only use `stream: false` (docs/wire-formats.md): asked in one piece. */
export const streamsByDefault = (model: string) => !/beam/i.test(model)

/**
 * Streams one reply. The request rules (docs/wire-formats.md) are checked first, with the
 * service's own words, so a bad request never leaves the browser. A stream that ends without
 * [DONE] ends in an error.
 */
export async function* streamChat(
  request: Omit<ChatRequest, 'stream' | 'stream_options'>,
  signal: AbortSignal,
  maxTokensCeiling?: number,
): AsyncGenerator<ChatStreamEvent> {
  const violation =
    checkMessages(request.messages) ??
    checkMaxTokens(request.model, request.max_tokens, maxTokensCeiling)
  if (violation)
    throw new ApiError({
      kind: 'http',
      status: 400,
      code: violation.code,
      message: violation.message,
    })

  const conn = chatConnection()
  const headers = { ...conn.headers, ...faultHeader() }
  if (!streamsByDefault(request.model)) {
    const { data } = await requestJson<ChatCompletion>(conn.url('/chat/completions'), {
      body: { ...request, stream: false },
      headers,
      signal,
    })
    yield* completionToEvents(data)
    return
  }
  const { body } = await requestStream(conn.url('/chat/completions'), {
    body: { ...request, stream: true, stream_options: { include_usage: true } },
    headers,
    signal,
  })
  for await (const item of readSse(body, signal)) {
    for (const event of toChatEvents(item)) {
      yield event
      if (event.type === 'done' || event.type === 'error') return
    }
  }
  yield {
    type: 'error',
    error: {
      kind: 'stream',
      ...ownWords('streamClosed'),
      code: 'incomplete_stream',
    },
  }
}
