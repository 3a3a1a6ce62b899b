import { createElement } from 'react'
import { escapeHtml } from '../../export/html-text'
import { inline } from '../../export/markdown-text'
import type { BlockHead } from '../../api/normalize-block'
import type { BlockModule } from '../block-module'
import { QuestionsBlock } from '../questions-block'

/** Our QUESTIONS block: the follow-ups. */
export type QuestionsJobBlock = BlockHead & { kind: 'questions'; questions: string[] }

/**
 * QUESTIONS: follow-ups, one click asks one. Like SOURCES, the job view and the exports gather
 * them into one list (see job-layout).
 */
export const questionsBlock: BlockModule<QuestionsJobBlock> = {
  parse: (content, head) => {
    const list = Array.isArray(content) ? content : [content]
    const questions = list.filter((q): q is string => typeof q === 'string' && q.trim() !== '')
    return { ...head, kind: 'questions', questions }
  },
  View: function QuestionsView({ block, ctx }) {
    return createElement(QuestionsBlock, {
      questions: block.questions,
      disabled: ctx.followUpsDisabled,
      onAsk: ctx.onFollowUp,
    })
  },
  toMarkdown: (block) => block.questions.map((q) => `- ${inline(q)}`).join('\n'),
  toHtml: (block) =>
    `<ul>\n${block.questions.map((q) => `<li dir="auto">${escapeHtml(q)}</li>`).join('\n')}\n</ul>`,
}
