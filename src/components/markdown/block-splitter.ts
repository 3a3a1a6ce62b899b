/**
 * Incremental top-level block splitting for streaming markdown. Each update scans only the text
 * that arrived since the last one (complete lines only), so the cost per update is proportional to
 * the new text, never to the whole message. Settled blocks never change again.
 *
 * A block settles once the next block has begun, after a blank line, with a line that cannot
 * belong to it (not an indented continuation, nor the next item of a list), so a settled block
 * renders exactly as it would inside the whole document. That is decided as soon as the new line's
 * first characters arrive, not when the line is complete: the tail then holds only the block being
 * written, never the one before it as well. Fenced code and `$$` display math may contain blank
 * lines; they are never split.
 */
interface SplitView {
  /** Settled blocks, oldest first. The array grows in place; entries never change. */
  blocks: readonly string[]
  /** Everything after the last settled block: the part that still changes. */
  tail: string
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/
const LIST_ITEM = /^ {0,3}([-*+]|\d{1,9}[.)])(\s|$)/
/** The start of a line that could still become a list item (`-`, `12`, `3.`). */
const LIST_ITEM_START = /^([-*+]|\d{1,10}|\d{1,9}[.)])$/
const LIST_ITEM_BEGUN = /^([-*+]|\d{1,9}[.)])\s/

export function createBlockSplitter() {
  let text = ''
  const blocks: string[] = []
  let settledEnd = 0 // where the tail starts
  let scanPos = 0 // start of the first line not yet scanned
  let fence: string | null = null
  let blockStart = -1 // start of the block being read, -1 between blocks
  let blockEnd = 0 // end of its last non-blank line
  let blockIsList = false
  let gap = false // blank line(s) since the block's last line

  function reset() {
    text = ''
    blocks.length = 0
    settledEnd = scanPos = blockEnd = 0
    fence = null
    blockStart = -1
    blockIsList = gap = false
  }

  function scanLine(start: number, end: number) {
    const line = text.slice(start, end)
    if (fence !== null) {
      const t = line.trim()
      if (
        fence === '$$' ? t === '$$' : t.startsWith(fence) && /^[`~]+$/.test(t) && t[0] === fence[0]
      )
        fence = null
      blockEnd = end
      return
    }
    if (line.trim() === '') {
      if (blockStart !== -1) gap = true
      return
    }
    if (blockStart !== -1 && gap) {
      const continues = /^\s/.test(line) || (blockIsList && LIST_ITEM.test(line))
      if (!continues) {
        blocks.push(text.slice(blockStart, blockEnd))
        settledEnd = start
        blockStart = -1
      }
    }
    if (blockStart === -1) {
      blockStart = start
      blockIsList = LIST_ITEM.test(line)
    }
    gap = false
    blockEnd = end
    const marker = FENCE.exec(line)?.[1]
    if (marker) fence = marker
    else if (line.trim() === '$$') fence = '$$'
  }

  /**
   * The line being written (no newline yet) after a blank line: if its first characters already
   * show it cannot belong to the open block, that block settles now. The same decision scanLine
   * makes on the complete line; undecided (blank so far, `1`, `-`) waits for more.
   */
  function settleBeforePartialLine() {
    if (fence !== null || blockStart === -1 || !gap) return
    const partial = text.slice(scanPos)
    if (partial.trim() === '' || /^\s/.test(partial)) return
    if (blockIsList && (LIST_ITEM_BEGUN.test(partial) || LIST_ITEM_START.test(partial))) return
    blocks.push(text.slice(blockStart, blockEnd))
    settledEnd = scanPos
    blockStart = -1
  }

  return {
    /**
     * Advances to `next`. Streams only append; anything else (a shorter or different text) starts
     * over. The append check compares a few characters, not the whole prefix.
     */
    update(next: string): SplitView {
      const appended =
        next.length >= text.length &&
        (text.length === 0 ||
          next.startsWith(text.slice(Math.max(0, text.length - 16)), Math.max(0, text.length - 16)))
      if (!appended) reset()
      text = next
      let newline = text.indexOf('\n', scanPos)
      while (newline !== -1) {
        scanLine(scanPos, newline)
        scanPos = newline + 1
        newline = text.indexOf('\n', scanPos)
      }
      settleBeforePartialLine()
      return { blocks, tail: text.slice(settledEnd) }
    },
  }
}

/** All blocks of a finished text: the settled ones plus the tail. */
export function splitAll(text: string): string[] {
  // A finished text's last line is complete too.
  const { blocks, tail } = createBlockSplitter().update(text.endsWith('\n') ? text : `${text}\n`)
  const last = text.endsWith('\n') ? tail : tail.slice(0, -1)
  return last.trim() ? [...blocks, last] : [...blocks]
}
