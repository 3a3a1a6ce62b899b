import type { ComponentType } from 'react'
import type { BlockHead } from '../api/normalize-block'
import type { BlockExport, HtmlBlockExport } from '../export/export-model'
import type { BlockKind, JobBlock } from '../types'

export interface BlockContext {
  question: string
  /** The job is still streaming (the last message may be cut mid-sentence). */
  streaming: boolean
  /** Asks the same question again; null while a job is running. */
  onRerun: (() => void) | null
  onFollowUp: (question: string) => void
  followUpsDisabled: boolean
  datasetName: (id: string) => string
  /** The chart spec an IMAGE was drawn from, by its artifact key (see job-layout). */
  chartSpecs: Map<string, string>
}

export type BlockOf<K extends BlockKind> = Extract<JobBlock, { kind: K }>

/**
 * Everything one block type supplies, in one module: how its wire content is read, how it shows,
 * and how it is exported. Registered in blocks/registry.ts.
 */
export interface BlockModule<K extends BlockKind> {
  /**
   * Wire content to our block; null when it is unusable (then it is kept as an unknown block).
   * `type` is the wire type name as normalised (SOURCE read as SOURCES).
   */
  parse(content: unknown, head: BlockHead, type: string): BlockOf<K> | null
  View: ComponentType<{ block: BlockOf<K>; ctx: BlockContext }>
  toMarkdown(block: BlockOf<K>, ex: BlockExport): string
  /** Safe HTML: every service string escaped, MESSAGE markdown through `ex.renderMarkdown`. */
  toHtml(block: BlockOf<K>, ex: HtmlBlockExport): string
}
