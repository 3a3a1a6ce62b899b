import katex from 'katex'
import remarkMath from 'remark-math'
import type { Options } from 'react-markdown'
import 'katex/dist/katex.min.css'
import { preattached } from './preattached'

export const remarkPlugins: NonNullable<Options['remarkPlugins']> = [preattached(remarkMath)]

/**
 * KaTeX's HTML for one formula, or null when KaTeX cannot render it at all (the source then shows
 * as code). Without `trust`: \href, \url and HTML extensions stay disabled; bad TeX shows as
 * KaTeX's error box. KaTeX escapes the source, so the HTML is safe to insert.
 *
 * Cached by source: while a reply streams, its tail re-renders on every frame with the same
 * formulas, and typesetting them again each time was most of the tail's cost.
 */
export function renderMath(tex: string, display: boolean): string | null {
  const key = `${display ? 'D' : 'I'}${tex}`
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  let html: string | null
  try {
    html = katex.renderToString(tex, {
      displayMode: display,
      throwOnError: false,
      strict: 'ignore',
    })
  } catch {
    html = null
  }
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!)
  cache.set(key, html)
  return html
}

const CACHE_SIZE = 2_000
const cache = new Map<string, string | null>()
