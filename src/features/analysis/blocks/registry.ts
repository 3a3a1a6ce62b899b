import type { BlockType } from '@contract/jobs'
import type { BlockHead } from '../api/normalize-block'
import type { BlockKind, JobBlock } from '../types'
import type { BlockModule } from './block-module'
import { codeBlock } from './code'
import { imageBlock } from './image'
import { messageBlock } from './message'
import { questionsBlock } from './questions'
import { sourcesBlock } from './sources'
import { tableBlock } from './table'
import { unknownBlock } from './unknown'

/**
 * One module per block type of the contract, our kind being its name in lower case: a type the
 * contract adds fails the build here until its module is written (docs/architecture.md).
 */
export const BLOCKS: { [T in BlockType]: BlockModule<Lowercase<T>> } = {
  MESSAGE: messageBlock,
  CODE: codeBlock,
  TABLE: tableBlock,
  IMAGE: imageBlock,
  SOURCES: sourcesBlock,
  QUESTIONS: questionsBlock,
}

/** Anything else a job sends in a block's place: shown as data, never dropped. */
export const UNKNOWN_BLOCK = unknownBlock

export const isBlockType = (name: string): name is BlockType => Object.hasOwn(BLOCKS, name)

type KnownKind = Exclude<BlockKind, 'unknown'>

/** The module of one of our blocks (a kind without a contract type fails the build here). */
export function blockModule(kind: BlockKind): BlockModule<BlockKind> {
  const module =
    kind === 'unknown' ? UNKNOWN_BLOCK : BLOCKS[kind.toUpperCase() as Uppercase<KnownKind>]
  // Each module is typed by its own kind; the caller passes a block of that same kind.
  return module as unknown as BlockModule<BlockKind>
}

/** Wire content of a contract block type to our block; an unusable one is kept as unknown. */
export function parseBlock(type: BlockType, content: unknown, head: BlockHead): JobBlock {
  return BLOCKS[type].parse(content, head, type) ?? UNKNOWN_BLOCK.parse(content, head, type)
}
