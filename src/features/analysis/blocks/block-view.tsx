import { memo } from 'react'
import type { JobBlock } from '../types'
import type { BlockContext } from './block-module'
import { blockModule } from './registry'

export type { BlockContext }

/** One block, by its type's module. */
export const BlockView = memo(function BlockView({
  block,
  ctx,
}: {
  block: JobBlock
  ctx: BlockContext
}) {
  const { View } = blockModule(block.kind)
  return <View block={block} ctx={ctx} />
})
