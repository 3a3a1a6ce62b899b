import { Blocks } from './collect'
import { openZip } from './zip'
import { DocumentError, type ExtractBounds } from './types'

/**
 * Slide text of a PowerPoint deck, read straight from its OOXML (ppt/slides/slideN.xml): each
 * paragraph (<a:p>) of runs (<a:t>) is a block on its slide, under the slide's first line, which
 * is its title in the usual layouts. Speaker notes are left out: they are not what the slide says.
 */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
}

const unescape = (s: string) =>
  s.replace(/&(#x?[0-9a-f]+|\w+);/gi, (m, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1] === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
    return ENTITIES[e] ?? m
  })

export async function extractPptx(
  bytes: Uint8Array,
  bounds: ExtractBounds,
): Promise<{ blocks: Blocks; pages: number }> {
  const zip = await openZip(bytes, bounds)
  const slides = Object.keys(zip.files)
    .map((name) => ({ name, n: Number(/^ppt\/slides\/slide(\d+)\.xml$/.exec(name)?.[1]) }))
    .filter((s) => s.n > 0)
    .sort((a, b) => a.n - b.n)
  if (!slides.length) throw new DocumentError('The presentation has no slides.')
  Blocks.checkPages(slides.length, bounds, 'slides')
  const blocks = new Blocks(bounds)
  for (const [i, slide] of slides.entries()) {
    const xml = await zip.file(slide.name)!.async('string')
    const paras = [...xml.matchAll(/<a:p(?:\s[^>]*)?>([\s\S]*?)<\/a:p>/g)]
      .map((p) =>
        [...(p[1] ?? '').matchAll(/<a:t(?:\s[^>]*)?>([^<]*)<\/a:t>/g)].map((t) => t[1]).join(''),
      )
      .map((t) => unescape(t).trim())
      .filter(Boolean)
    const title = paras[0] ?? ''
    for (const text of paras.slice(1)) blocks.add(text, i + 1, title ? [title] : [])
    if (paras.length === 1) blocks.add(title, i + 1, [])
  }
  return { blocks, pages: slides.length }
}
