import { createElement } from 'react'
import { escapeHtml } from '../../export/html-text'
import { fence, inline } from '../../export/markdown-text'
import type { BlockHead } from '../../api/normalize-block'
import type { BlockModule } from '../block-module'
import { UnknownBlock } from '../unknown-block'

/** A type we do not know yet: shown generically, never dropped. */
export type UnknownJobBlock = BlockHead & { kind: 'unknown'; typeName: string; content: unknown }

/** A type Parley does not know (or an unusable TABLE/IMAGE): kept as data, never dropped. */
export const unknownBlock = {
  parse: (content, head, type) => ({
    ...head,
    kind: 'unknown',
    typeName: type || 'UNKNOWN',
    content,
  }),
  View: function UnknownView({ block }) {
    return createElement(UnknownBlock, { typeName: block.typeName, content: block.content })
  },
  toMarkdown: (block) =>
    `**${inline(block.typeName)}**\n\n${fence(JSON.stringify(block.content, null, 2) ?? '', 'json')}`,
  toHtml: (block) =>
    `<details><summary>${escapeHtml(block.typeName)}</summary><pre><code>${escapeHtml(JSON.stringify(block.content, null, 2) ?? '')}</code></pre></details>`,
} satisfies BlockModule<UnknownJobBlock>
