import type { ComponentType } from 'react'
import type { BlockHead } from '../api/normalize-block'
import type { BlockExport, HtmlBlockExport } from '../export/export-model'
import type { SourceRef } from '../types'

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
  /** The job's sources (every SOURCES block): a message's `[n]` opens the passage cited as n. */
  sources: SourceRef[]
}

/** The shape every block of ours has: its group, and its kind (the wire type in lower case). */
export type AnyBlock = BlockHead & { kind: string }

/**
 * Everything one block type supplies, in one module: our block's shape (`B`, declared beside the
 * module), how its wire content is read, how it shows, and how it is exported. Registered in
 * blocks/registry.ts, from which `JobBlock` is derived.
 */
export interface BlockModule<B extends AnyBlock> {
  /**
   * Wire content to our block; null when it is unusable (then it is kept as an unknown block).
   * `type` is the wire type name as normalised (SOURCE read as SOURCES).
   */
  parse(content: unknown, head: BlockHead, type: string): B | null
  View: ComponentType<{ block: B; ctx: BlockContext }>
  toMarkdown(block: B, ex: BlockExport): string
  /** Safe HTML: every service string escaped, MESSAGE markdown through `ex.renderMarkdown`. */
  toHtml(block: B, ex: HtmlBlockExport): string
}

/** The block a module reads (read off `parse`, so the union needs no line per type). */
export type BlockOfModule<M> = M extends { parse(...args: never[]): infer B }
  ? NonNullable<B>
  : never
