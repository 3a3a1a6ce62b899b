import type { ResponseFormat, ToolCall, ToolDefinition } from '@contract/chat'
import { composeReply, type DemoReply } from './demo-engine'
import { findContinuation, remainderAfter } from './demo-engine/continuation'
import { exampleFor } from './demo-engine/json-example'
import { keywordsOf } from './demo-engine/question'
import { hashString } from './demo-engine/rng'
import { answeredIndex } from './messages'
import type { ValidRequest } from './valid-request'

/**
 * What the demo model answers, before it is cut into pieces: text (the demo engine's reply, then
 * the request's options applied in a fixed order), or a tool call. docs/chat-service.md.
 */
export type LocalAnswer = { kind: 'text'; reply: DemoReply } | { kind: 'tool-call'; call: ToolCall }

export type AnswerResult = { ok: true; answer: LocalAnswer } | { ok: false; message: string }

export const NO_IMAGES = 'This demo model cannot see images.'

export function localAnswer(req: ValidRequest): AnswerResult {
  const continuation = findContinuation(req.messages)
  const messages = continuation ? continuation.messages : req.messages
  const answered = answeredIndex(messages)
  const question = messages[answered]

  const tool = !continuation && question?.role === 'user' ? chosenTool(req) : null
  if (tool && question)
    return { ok: true, answer: { kind: 'tool-call', call: toolCall(tool, req, question.content) } }

  const composed = composeReply(req.demoModel, {
    messages,
    reasoning_effort: req.reasoningEffort,
    questionTokens: answered >= 0 ? req.messageTokens[answered] : undefined,
  })
  if (!composed.ok) return composed
  let { content, reasoning } = composed.reply

  if (question && question.images > 0) {
    content = question.content.trim()
      ? `${NO_IMAGES} It answers the text only.\n\n${content}`
      : NO_IMAGES
  }
  content = formatted(content, req.responseFormat, question?.content ?? '')
  content = cutAtStop(content, req.stop)
  if (continuation) {
    content = remainderAfter(content, continuation.partial)
    reasoning = ''
  }
  return { ok: true, answer: { kind: 'text', reply: { ...composed.reply, content, reasoning } } }
}

/** The reply ends just before the first stop sequence it contains (OpenAI semantics). */
export function cutAtStop(content: string, stop: readonly string[]): string {
  let end = content.length
  for (const s of stop) {
    const at = content.indexOf(s)
    if (at !== -1 && at < end) end = at
  }
  return content.slice(0, end)
}

function formatted(content: string, format: ResponseFormat | null, question: string): string {
  if (!format || format.type === 'text') return content
  if (format.type === 'json_object') return JSON.stringify({ answer: content }, null, 2)
  const schema = format.json_schema.schema ?? { type: 'object', properties: {} }
  return JSON.stringify(exampleFor(schema, keywordsOf(question)), null, 2)
}

/**
 * tool_choice "required" picks the tool whose name and description share most words with the
 * question; "auto" calls that tool only if it shares at least one word; a named function is called.
 */
function chosenTool(req: ValidRequest): ToolDefinition | null {
  const choice = req.toolChoice ?? 'auto'
  if (choice === 'none' || req.tools.length === 0) return null
  if (typeof choice === 'object')
    return req.tools.find((t) => t.function.name === choice.function.name) ?? null
  const question = req.messages[answeredIndex(req.messages)]?.content ?? ''
  const words = new Set(keywordsOf(question, 20))
  let best = req.tools[0]!
  let bestScore = -1
  for (const tool of req.tools) {
    const about = keywordsOf(
      `${tool.function.name.replace(/[_-]/g, ' ')} ${tool.function.description ?? ''}`,
      20,
    )
    const score = about.filter((w) => words.has(w)).length
    if (score > bestScore) {
      best = tool
      bestScore = score
    }
  }
  return choice === 'required' || bestScore > 0 ? best : null
}

function toolCall(tool: ToolDefinition, req: ValidRequest, question: string): ToolCall {
  const schema = tool.function.parameters ?? { type: 'object', properties: {} }
  const args = JSON.stringify(exampleFor(schema, keywordsOf(question)) ?? {})
  const id = `call_${hashString(`${req.demoModel.id}\n${tool.function.name}\n${question}`).toString(36).padStart(8, '0')}`
  return { id, type: 'function', function: { name: tool.function.name, arguments: args } }
}
