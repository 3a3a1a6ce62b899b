import type { Passage, TextBlock } from './types'

/**
 * Blocks into passages of a few sentences (about 500 to 1,000 characters): short blocks on the
 * same page under the same heading join; a long one is cut between sentences. A passage never
 * spans two pages or two headings, so its citation says exactly where it is.
 */

export const MIN_PASSAGE = 500
export const MAX_PASSAGE = 1000

const sentences = new Intl.Segmenter('en', { granularity: 'sentence' })

export function sentencesOf(text: string): string[] {
  return [...sentences.segment(text)].map((s) => s.segment.trim()).filter(Boolean)
}

export function toPassages(blocks: readonly TextBlock[]): Passage[] {
  const out: Passage[] = []
  let text = ''
  let at: TextBlock | null = null
  const flush = () => {
    if (at && text) out.push({ n: out.length, text, page: at.page, heading: at.heading })
    text = ''
  }
  for (const block of blocks) {
    if (
      at &&
      (at.page !== block.page || at.heading.join('\u0000') !== block.heading.join('\u0000'))
    )
      flush()
    at = block
    for (const piece of pieces(block.text)) {
      if (text && text.length + piece.length + 1 > MAX_PASSAGE) flush()
      // Chinese and Japanese sentences join without a space.
      text = text
        ? `${text}${/[\p{Script=Han}\u3000-\u303f\uff00-\uffef]$/u.test(text) ? '' : ' '}${piece}`
        : piece
      if (text.length >= MIN_PASSAGE) flush()
    }
  }
  flush()
  return out
}

/** A block's sentences, a sentence longer than a passage cut at spaces (or anywhere, for CJK). */
function pieces(text: string): string[] {
  const out: string[] = []
  for (const s of sentencesOf(text)) {
    if (s.length <= MAX_PASSAGE) out.push(s)
    else
      for (let i = 0; i < s.length;) {
        let end = Math.min(s.length, i + MAX_PASSAGE)
        const space = s.lastIndexOf(' ', end)
        if (end < s.length && space > i + MIN_PASSAGE) end = space
        out.push(s.slice(i, end).trim())
        i = end
      }
  }
  return out
}
