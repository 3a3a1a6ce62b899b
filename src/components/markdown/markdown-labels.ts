import { createContext } from 'react'

/** UI words inside rendered markdown; the feature that renders it supplies its own language. */
export interface MarkdownLabels {
  copyCode: string
  copied: string
  /** Accessible name of a citation link, followed by its number. */
  source: string
}

export const MarkdownLabelsContext = createContext<MarkdownLabels>({
  copyCode: 'Copy code',
  copied: 'Copied',
  source: 'Source',
})
