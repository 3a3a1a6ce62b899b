import type { SourceRef } from '../../types'

/** Citation numbers a message may hold: `[1]` up to `[999]` (Markdown's linkCitations reads 1–3 digits). */
const MAX_CITATION = 999

/**
 * A job's cited passages by the number its answer cites them with (`[1]` → 1): SOURCES items
 * whose id is that number and which carry the passage. The first item of a number wins.
 */
export function citedPassages(sources: readonly SourceRef[]): Map<number, SourceRef> {
  const cited = new Map<number, SourceRef>()
  for (const s of sources) {
    if (!s.id || !s.content || !/^\d+$/.test(s.id)) continue
    const n = Number(s.id)
    if (n >= 1 && n <= MAX_CITATION && !cited.has(n)) cited.set(n, s)
  }
  return cited
}

/** The largest citation number, 0 for none: markers above it stay text. */
export const highestCitation = (cited: ReadonlyMap<number, SourceRef>): number =>
  Math.max(0, ...cited.keys())

/** "page 3" or "slide 3": a deck's pages are its slides. */
export const whereKey = (fileType: string): 'source.page' | 'source.slide' =>
  fileType.toLowerCase() === 'pptx' ? 'source.slide' : 'source.page'
