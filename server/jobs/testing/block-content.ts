// Reading a reply's blocks (an artifact, the text): apart, as it needs no kit.
import type { ArtifactContent, Block, Stage } from '@contract/jobs'

/** The content of the first TABLE (or IMAGE) block. */
export function artifactOf(blocks: Block[], type: 'TABLE' | 'IMAGE' = 'TABLE'): ArtifactContent {
  const block = blocks.find((b) => b.type === type)
  if (!block || (block.type !== 'TABLE' && block.type !== 'IMAGE'))
    throw new Error(`no ${type} block`)
  return block.content
}

/** The text of the MESSAGE (or CODE) blocks, optionally of one stage, joined. */
export function textOf(
  blocks: Block[],
  opts: { type?: 'MESSAGE' | 'CODE'; stage?: Stage } = {},
): string {
  return blocks
    .flatMap((b) =>
      b.type === (opts.type ?? 'MESSAGE') &&
      (!opts.stage || b.stage === opts.stage) &&
      typeof b.content === 'string'
        ? [b.content]
        : [],
    )
    .join('')
}
