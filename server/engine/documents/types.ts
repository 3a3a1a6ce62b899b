import type { DocumentExtension } from '@contract/jobs'
import type { DocTable } from './tables'

/**
 * Shapes of documents as data sources (docs/data-sources.md, "Documents"): an extractor gives
 * text blocks with where they sit; passages.ts cuts them into the passages retrieval quotes.
 */

/** A run of text (a paragraph, a list item, a slide's text) and where it sits in the document. */
export interface TextBlock {
  text: string
  /** PDF page or PPTX slide, from 1; null where the format has no pages. */
  page: number | null
  /** The headings above it, outermost first (DOCX, HTML, Markdown; a slide's title). */
  heading: string[]
}

/** A few sentences that stay on one page and under one heading: what retrieval cites. */
export interface Passage {
  /** Its number in the document, from 0. */
  n: number
  text: string
  page: number | null
  heading: string[]
}

/** What indexing a document writes next to its data source (stored as JSON). */
export interface DocumentFile {
  version: 1
  fileType: DocumentExtension
  /** PDF pages or PPTX slides; null for formats without pages. */
  pages: number | null
  characters: number
  passages: Passage[]
  /** Tables with a header row and data (DOCX, HTML; tables.ts), offered as data sources. */
  tables?: DocTable[]
  /** The MiniSearch index over the passages (index.ts), serialized. */
  index: unknown
}

/** What indexing wrote, for the data source's details. */
export interface DocumentSummary {
  pages: number | null
  passages: number
  characters: number
  /** Its tables, numbered from 1 (the n of POST …/tables/{n}). */
  tables: { n: number; title: string; columns: number; rows: number }[]
}

/** Bounds of one extraction, so no document can hold the worker's memory or time. */
export interface ExtractBounds {
  maxPages: number
  maxChars: number
  /** The uncompressed size a DOCX/PPTX archive may declare. */
  maxUnzipped: number
}

export const DEFAULT_BOUNDS: ExtractBounds = {
  maxPages: 2000,
  maxChars: 5_000_000,
  maxUnzipped: 200 * 1024 * 1024,
}

/** A refusal in plain words, shown as the data source's reason. */
export class DocumentError extends Error {
  override name = 'DocumentError'
}
