import { z } from 'zod'

/**
 * A Parley extension of the job service (docs/data-sources.md, "Documents"): the
 * passages a document data source was cut into, page by page of the list, so the workspace can
 * show what retrieval searches. Text only: a client renders it as plain text, never as HTML.
 */

/** The largest page of passages (each up to about 1,000 characters: at most ~50 KB a page). */
export const MAX_PASSAGES_PAGE = 50
export const DEFAULT_PASSAGES_PAGE = 20

export const PassagesQuery = z.object({
  user_id: z.string().trim().min(1, 'user_id is required.').max(128),
  page_number: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PASSAGES_PAGE).default(DEFAULT_PASSAGES_PAGE),
})

export const Passage = z.object({
  /** Its number in the document, from 0. */
  n: z.number().int().min(0),
  text: z.string(),
  /** PDF page or PPTX slide, from 1; null where the format has no pages. */
  page: z.number().int().min(1).nullable(),
  /** The headings above it, outermost first. */
  heading: z.array(z.string()),
})

export const PassagesPage = z.object({
  datasource_id: z.string(),
  name: z.string(),
  file_type: z.string(),
  /** PDF pages or PPTX slides; null for formats without pages. */
  pages: z.number().int().nullable(),
  total_items: z.number().int().min(0),
  page_number: z.number().int().min(1),
  page_size: z.number().int().min(1),
  records: z.array(Passage),
})

export type PassageRecord = z.infer<typeof Passage>
export type PassagesPageData = z.infer<typeof PassagesPage>
