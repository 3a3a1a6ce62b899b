import type { Context } from 'hono'
import { pacedSseResponse } from '../../lib/paced-stream'
import { chatErrorBody, logInternalError } from '../errors'
import { beginGeneration } from './generations'
import type { Frame } from './stream-frames'

/**
 * Writes frames as an SSE response, paced by the shared clock (lib/paced-stream.ts): the frames
 * due together go out as one write. A client that disconnects ends the generation at once: the
 * pending wait is cancelled, nothing more is written, and the generation is counted as ended.
 * A failure after the 200 is already sent can only be reported in-band, as an error chunk.
 */
export function streamReply(c: Context, frames: Iterable<Frame>) {
  const end = beginGeneration()
  return pacedSseResponse(c, steps(frames), {
    onEnd: end,
    onError(err) {
      logInternalError(err, [])
      return `data: ${JSON.stringify(chatErrorBody('internal_error'))}\n\n`
    },
  })
}

/** A frame as a step: a wait is its ms, anything else the text it writes. */
function* steps(frames: Iterable<Frame>): Generator<string | number, void, undefined> {
  for (const frame of frames) yield frame.kind === 'wait' ? frame.ms : frame.text
}
