import type { MiddlewareHandler } from 'hono'

/**
 * Replies given before the request body was read (a bad key, a rate limit, a body too large) must
 * not break the client's kept-alive connection (docs/limits.md, "Early replies"). An HTTP/1.1
 * connection can carry the next request only once this one's body has been read; a reply that
 * advertises keep-alive and then has its socket dropped (as @hono/node-server does with a body it
 * cannot drain in 500 ms) fails the requests the client queued behind it, and crashes a client
 * still writing the body with EPIPE. So the rest of the body is read and dropped first, within a
 * bound; past the bound the reply says `Connection: close`, and the client opens a new connection.
 */

/** A body left unread up to this size is read and dropped before the reply. */
export const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024
/** Longest wait for the rest of an unread body. */
export const DRAIN_MS = 5_000

export interface DrainLimits {
  maxBytes: number
  ms: number
}

const DEFAULT_LIMITS: DrainLimits = { maxBytes: DRAIN_LIMIT_BYTES, ms: DRAIN_MS }

/**
 * Reads and drops the rest of a request body; true when it was read to its end within the limits.
 * A body declared larger than the limit is not read at all, nor one already being read elsewhere.
 */
export async function drainBody(req: Request, limits: DrainLimits = DEFAULT_LIMITS) {
  const body = req.body
  if (!body) return true
  const declared = req.headers.get('content-length')
  if (body.locked || (declared !== null && !(Number(declared) <= limits.maxBytes))) return false
  const reader = body.getReader()
  let late = false
  const timer = setTimeout(() => {
    // Cancelling ends the pending read as if the body were done: `late` tells them apart.
    late = true
    void reader.cancel().catch(() => undefined)
  }, limits.ms)
  try {
    for (let read = 0; ;) {
      const { done, value } = await reader.read()
      if (done) return !late
      read += value.byteLength
      if (read > limits.maxBytes) {
        await reader.cancel().catch(() => undefined)
        return false
      }
    }
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/** What @hono/node-server passes as c.env: the node request, which knows if its body ended. */
type NodeBindings = { incoming?: { readableEnded?: boolean } } | undefined

/**
 * Outermost middleware: once an error reply is ready, a body nobody read is drained (or the reply
 * gets `Connection: close`), and one read only in part (a body-size check that stopped counting)
 * gets `Connection: close`, since that connection cannot be reused.
 */
export function settleUnreadBody(limits: DrainLimits = DEFAULT_LIMITS): MiddlewareHandler {
  return async (c, next) => {
    const req = c.req.raw
    await next()
    // A successful reply may still be reading its body (a stream that consumes it): hands off.
    if (!req.body || c.res.status < 400) return
    if (!req.body.locked && !req.bodyUsed) {
      if (!(await drainBody(req, limits))) c.header('connection', 'close')
      return
    }
    if ((c.env as NodeBindings)?.incoming?.readableEnded === false) c.header('connection', 'close')
  }
}
