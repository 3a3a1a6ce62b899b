/**
 * Splits streamed SSE text at the ends of events (a blank line), so a gateway passes on only whole
 * events and can end a stream that broke off mid-event with an error event of its own, instead of
 * gluing it onto half a line where no client would read it (docs/limits.md, "Upstream streams").
 * SSE clients act on an event only once it is complete, so holding its start back delays nothing
 * they show. An event longer than `maxHeld` characters is passed on as it comes.
 *
 * Written by hand rather than with eventsource-parser (which the project uses to read SSE): a
 * gateway must pass the upstream's bytes on unchanged (the jobs dialect's `event:x`, comments, ids,
 * fields it does not know), and the parser only hands back parsed fields, never where an event
 * ended in the text; it also reports no event at all for a block of comments alone.
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
  /** Where the line being read starts in `held`. */
  let lineStart = 0
  /** Just past the last blank line in `held`. */
  let end = 0
  /** The previous character was CR: an LF right after it ends the same line. */
  let afterCR = false

  /**
   * Finds the line ends in `text`, which goes on from `held`. Only the new text is read: `held`
   * is a long rope while an event trickles in, and reading its characters again on every push
   * would copy it whole each time (quadratic in the event's length).
   */
  function scan(text: string) {
    const base = held.length
    for (let j = 0; j < text.length; j++) {
      const ch = text.charCodeAt(j)
      const i = base + j
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
  }

  return {
    push(text) {
      scan(text)
      held += text
      const cut = held.length > maxHeld ? held.length : end
      if (cut === 0) return ''
      const out = held.slice(0, cut)
      held = held.slice(cut)
      lineStart = Math.max(0, lineStart - cut)
      end = 0 // the cut is at or past the last blank line
      return out
    },
    rest() {
      const rest = held
      held = ''
      lineStart = end = 0
      return rest
    },
  }
}
