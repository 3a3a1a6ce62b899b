import { createElement } from 'react'
import { escapeHtml } from '../../export/html-text'
import { fence } from '../../export/markdown-text'
import type { BlockHead } from '../../api/normalize-block'
import type { BlockModule } from '../block-module'
import { CodeBlock } from '../code-block'

const FENCE = /^\s*(`{3,}|~{3,})([^\n`]*)\n([\s\S]*?)\n?\s*\1\s*$/

/** CODE content is a fenced markdown snippet; without a fence it is the code itself. */
export function parseCode(content: unknown): { code: string; language: string } {
  const text = typeof content === 'string' ? content : JSON.stringify(content, null, 2)
  const match = FENCE.exec(text)
  if (!match) return { code: text, language: '' }
  return {
    code: match[3] ?? '',
    language: (match[2] ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? '',
  }
}

/** Our CODE block: the snippet without its fence. */
export type CodeJobBlock = BlockHead & { kind: 'code'; code: string; language: string }

/** CODE: the query or script a step ran (a vega-lite one is a chart spec, see job-layout). */
export const codeBlock: BlockModule<CodeJobBlock> = {
  parse: (content, head) => ({ ...head, kind: 'code', ...parseCode(content) }),
  View: function CodeView({ block }) {
    return createElement(CodeBlock, { code: block.code, language: block.language })
  },
  toMarkdown: (block) => fence(block.code, block.language),
  toHtml: (block) => `<pre><code>${escapeHtml(block.code)}</code></pre>`,
}
