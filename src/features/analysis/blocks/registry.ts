import type { BlockType } from '@contract/jobs'
import type { BlockHead } from '../api/normalize-block'
import type { AnyBlock, BlockModule, BlockOfModule } from './block-module'
import { codeBlock } from './code'
import { imageBlock } from './image'
import { messageBlock } from './message'
import { questionsBlock } from './questions'
import { sourcesBlock } from './sources'
import { tableBlock } from './table'
import { unknownBlock } from './unknown'

/** What the registry asks of the module of type `T`: its blocks' kind is `T` in lower case. */
interface ModuleOfType<T extends BlockType> {
  parse(content: unknown, head: BlockHead, type: string): (AnyBlock & { kind: Lowercase<T> }) | null
}

/**
 * One module per block type of the contract, our kind being its name in lower case: a type the
 * contract adds fails the build here until its module is written (docs/architecture.md).
 */
export const BLOCKS = {
  MESSAGE: messageBlock,
  CODE: codeBlock,
  TABLE: tableBlock,
  IMAGE: imageBlock,
  SOURCES: sourcesBlock,
  QUESTIONS: questionsBlock,
} satisfies { [T in BlockType]: ModuleOfType<T> }

/** Anything else a job sends in a block's place: shown as data, never dropped. */
export const UNKNOWN_BLOCK = unknownBlock

/** Our block shape: one per rendered piece, each the block of its type's module. */
export type JobBlock = BlockOfModule<(typeof BLOCKS)[BlockType] | typeof UNKNOWN_BLOCK>

export type BlockKind = JobBlock['kind']

export const isBlockType = (name: string): name is BlockType => Object.hasOwn(BLOCKS, name)

type KnownKind = Exclude<BlockKind, 'unknown'>

/** The module of one of our blocks (a kind without a contract type fails the build here). */
export function blockModule(kind: BlockKind): BlockModule<JobBlock> {
  const module =
    kind === 'unknown' ? UNKNOWN_BLOCK : BLOCKS[kind.toUpperCase() as Uppercase<KnownKind>]
  // Each module is typed by its own kind; the caller passes a block of that same kind.
  return module as unknown as BlockModule<JobBlock>
}

/** Wire content of a contract block type to our block; an unusable one is kept as unknown. */
export function parseBlock(type: BlockType, content: unknown, head: BlockHead): JobBlock {
  return BLOCKS[type].parse(content, head, type) ?? UNKNOWN_BLOCK.parse(content, head, type)
}
