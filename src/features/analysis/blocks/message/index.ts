import { createElement } from 'react'
import { neutralizeHtml } from '../../export/markdown-text'
import type { BlockHead } from '../../api/normalize-block'
import type { BlockModule } from '../block-module'
import { MessageBlock } from '../message-block'

/** Our MESSAGE block: markdown, the pieces of a group joined. */
export type MessageJobBlock = BlockHead & { kind: 'message'; text: string }

/** MESSAGE: the service's markdown (streamed in pieces, which the reducer joins). */
export const messageBlock: BlockModule<MessageJobBlock> = {
  parse: (content, head) => ({
    ...head,
    kind: 'message',
    text: typeof content === 'string' ? content : JSON.stringify(content),
  }),
  View: function MessageView({ block, ctx }) {
    return createElement(MessageBlock, {
      text: block.text,
      streaming: ctx.streaming,
      sources: ctx.sources,
    })
  },
  toMarkdown: (block) => neutralizeHtml(block.text.trim()),
  toHtml: (block, { renderMarkdown }) =>
    `<div class="md" dir="auto">${renderMarkdown(block.text)}</div>`,
}
