/**
 * Splits streamed SSE text at the ends of events (a blank line), so a gateway passes on only whole
 * events and can end a stream that broke off mid-event with an error event of its own, instead of
 * gluing it onto half a line where no client would read it (docs/limits.md, "Upstream streams").
 * SSE clients act on an event only once it is complete, so holding its start back delays nothing
 * they show. An event longer than `maxHeld` characters is passed on as it comes.
 */

const LF = 10
const CR = 13

export interface EventCutter {
  /** The text up to the end of the last complete event; the rest waits for more. */
  push(text: string): string
  /** What waits: the start of an event the stream has not finished. */
  rest(): string
}

export function eventCutter(maxHeld: number): EventCutter {
  let held = ''
  let scanned = 0
  let lineStart = 0
  /** Just past the last blank line in `held`. */
  let end = 0
  /** The previous character was CR: an LF right after it ends the same line. */
  let afterCR = false

  function scan() {
    for (let i = scanned; i < held.length; i++) {
      const ch = held.charCodeAt(i)
      if (ch === LF && afterCR) {
        afterCR = false
        if (end === i) end = i + 1
        lineStart = i + 1
        continue
      }
      afterCR = ch === CR
      if (ch !== LF && ch !== CR) continue
      if (i === lineStart) end = i + 1
      lineStart = i + 1
    }
    scanned = held.length
  }

  return {
    push(text) {
      held += text
      scan()
      const cut = held.length > maxHeld ? held.length : end
      const out = held.slice(0, cut)
      held = held.slice(cut)
      scanned -= cut
      lineStart = Math.max(0, lineStart - cut)
      end = Math.max(0, end - cut)
      return out
    },
    rest() {
      const rest = held
      held = ''
      scanned = lineStart = end = 0
      return rest
    },
  }
}
