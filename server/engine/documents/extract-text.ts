import { Blocks } from './collect'
import type { ExtractBounds } from './types'

/**
 * Markdown and plain text. Markdown's ATX headings (`#`…`######`) and setext underlines set the
 * heading path; paragraphs are parted by blank lines, list items are blocks of their own. Markup
 * that is not words (emphasis marks, link targets, code fences) is dropped.
 */
export function extractText(text: string, bounds: ExtractBounds, markdown: boolean): Blocks {
  const blocks = new Blocks(bounds)
  const path: { level: number; text: string }[] = []
  const heading = () => path.map((h) => h.text)
  let para: string[] = []
  const flush = () => {
    blocks.add(para.join(markdown ? ' ' : '\n').replace(/\n/g, ' '), null, heading())
    para = []
  }
  const setHeading = (level: number, title: string) => {
    while (path.length && path[path.length - 1]!.level >= level) path.pop()
    path.push({ level, text: inline(title) })
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  for (const [i, line] of lines.entries()) {
    if (!markdown) {
      if (line.trim()) para.push(line.trim())
      else flush()
      continue
    }
    const atx = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line)
    const next = lines[i + 1] ?? ''
    if (atx) {
      flush()
      setHeading(atx[1]!.length, atx[2]!)
    } else if (line.trim() && para.length === 0 && /^\s{0,3}(=+|-+)\s*$/.test(next)) {
      flush()
      setHeading(next.trim().startsWith('=') ? 1 : 2, line)
      lines[i + 1] = ''
    } else if (/^\s*([-*+]|\d+[.)])\s+/.test(line)) {
      flush()
      para.push(inline(line.replace(/^\s*([-*+]|\d+[.)])\s+/, '')))
      flush()
    } else if (
      /^\s*(```|~~~)/.test(line) ||
      !line.trim() ||
      /^\s*\|?[\s:|]*-[\s:|-]*$/.test(line)
    ) {
      flush()
    } else para.push(inline(line.trim()))
  }
  flush()
  return blocks
}

/** Markdown inline markup to its words: [text](url) → text, `code`, **bold**, <tags>. */
function inline(s: string): string {
  return s
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__|\*|_|`)(?=\S)([^*_`]*?\S)\1/g, '$2')
    .replace(/^>\s?/, '')
    .replace(/^\|\s*|\s*\|$/g, '')
    .replace(/\s*\|\s*/g, ' · ')
    .trim()
}
