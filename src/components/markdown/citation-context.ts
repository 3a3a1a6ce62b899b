import { createContext } from 'react'

/**
 * Where `[n]` citations open in place: given, each is a button (its passage shown by the caller,
 * `controls` naming the element that shows it); without it, a link to `#<citePrefix>-n`.
 */
export interface CitationHandler {
  open: number | null
  controls: string
  toggle(n: number): void
}

export const CitationContext = createContext<CitationHandler | null>(null)
