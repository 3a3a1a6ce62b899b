import { createContext } from 'react'

/** UI words inside rendered markdown; the feature that renders it supplies its own language. */
export interface MarkdownLabels {
  copyCode: string
  copied: string
  /** Accessible name of a citation link, followed by its number. */
  source: string
  /** Code block header: "1 line", "12 lines", and the name of a block without a language. */
  line?: string
  lines?: string
  plainText?: string
}

export const MarkdownLabelsContext = createContext<MarkdownLabels>({
  copyCode: 'Copy code',
  copied: 'Copied',
  source: 'Source',
})
