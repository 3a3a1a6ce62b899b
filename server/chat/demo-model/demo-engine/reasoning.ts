import type { ChatRequest } from '@contract/chat'
import { languageName } from './answer'
import { formulaFor } from './formulas'
import type { Question } from './question'

/**
 * The reasoning model's "thinking": a short plan derived from the question, as a DeepSeek-R1 style
 * model would stream in reasoning_content before the answer. `reasoning_effort` sets its length.
 */
export function composeReasoning(q: Question, effort: ChatRequest['reasoning_effort']): string {
  const ratio = q.words ? (q.tokens / q.words).toFixed(2) : '0'
  const terms = q.keywords.length ? q.keywords.join(', ') : 'none that stand out'
  const first = [
    q.fromTool
      ? `A tool result came back (${q.chars} characters); I should summarise it rather than answer from scratch.`
      : `The user asks: "${q.topic}".`,
    q.turn > 1 ? `This is turn ${q.turn} of the conversation.` : '',
    `Key terms: ${terms}.`,
  ]
  const plan = [
    q.wantsCode
      ? `They want code; ${languageName(q.language)} fits what they named, and a keyword counter keeps it short and runnable.`
      : 'No code was asked for, so prose, a list and a table will do.',
    q.wantsMath
      ? `There is a quantitative angle; ${formulaFor(q).name.toLowerCase()} is the relevant relation.`
      : 'I will include the tokens-per-word ratio as a worked formula.',
    'Plan: a heading, a one-line intro, key points, steps, a numbers table, the formula' +
      (q.wantsCode ? ', the code' : '') +
      ', then next steps.',
  ]
  const check = [
    `Check the numbers: ${q.words} words, ${q.tokens} tokens, ratio ${ratio}.`,
    'This is the offline demo, so the answer must say plainly that no model produced it.',
  ]
  const sentences = (list: string[]) => list.filter(Boolean).join(' ')
  if (effort === 'none' || effort === 'minimal') return sentences(first.slice(0, 1))
  if (effort === 'low') return sentences([...first, plan[2]!])
  const paragraphs = [sentences(first), sentences(plan), sentences(check)]
  if (effort === 'high' || effort === 'xhigh') {
    paragraphs.push(
      'Double-check: every section should use the question\u2019s own words, and nothing should claim facts the demo cannot know.',
    )
  }
  return paragraphs.join('\n\n')
}
