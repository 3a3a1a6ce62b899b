import type { Context } from 'hono'
import { sseResponse } from '../../lib/sse'
import { chatErrorBody, logInternalError } from '../errors'
import { beginGeneration } from './generations'
import type { Frame } from './stream-frames'

/**
 * Writes frames as an SSE response. A client that disconnects ends the generation at once: the
 * pending wait resolves early, nothing more is written, and the generation is counted as ended.
 * A failure after the 200 is already sent can only be reported in-band, as an error chunk.
 */
export function streamReply(c: Context, frames: Iterable<Frame>) {
  return sseResponse(c, async (w) => {
    const end = beginGeneration()
    try {
      for (const frame of frames) {
        if (w.aborted) return
        if (frame.kind === 'wait') await w.sleep(frame.ms)
        else if (!(await w.write(frame.text))) return
      }
    } catch (err) {
      logInternalError(err, [])
      await w.write(`data: ${JSON.stringify(chatErrorBody('internal_error'))}\n\n`)
    } finally {
      end()
    }
  })
}
