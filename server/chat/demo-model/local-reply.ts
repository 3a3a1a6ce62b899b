import type { Context } from 'hono'
import type { ToolCall } from '@contract/chat'
import { createRng, hashString } from './demo-engine/rng'
import { chatError } from '../errors'
import { applyStreamFault, type StreamFault } from './faults'
import { planGeneration } from './generation-plan'
import { localAnswer } from './local-answer'
import { responseModelName } from './models'
import { benchPacing, defaultPacing, slowPacing, type Pacing } from './pacing'
import {
  buildCompletion,
  buildToolCallCompletion,
  newIdentity,
  type ReplyIdentity,
} from './response-shapes'
import { streamFrames, toolCallFrames } from './stream-frames'
import { streamReply } from './stream-reply'
import { countTextTokens, encodeText, tokenPieces } from './tokens'
import type { ValidRequest } from './valid-request'

/** Answers a valid request with the offline demo engine, in one piece or streamed. */
export function localReply(
  c: Context,
  req: ValidRequest,
  options: { paceFactor: number; fault: StreamFault | null },
) {
  const model = req.demoModel
  const answered = localAnswer(req)
  if (!answered.ok) return chatError(c, 'invalid_request', answered.message, 'messages')
  const answer = answered.answer

  // Same conversation, same reply, same chunking: the seed comes from the request alone.
  const seed = hashString(`${model.id}\n${JSON.stringify(req.messages)}`)
  const who = newIdentity(responseModelName(model))
  const pacing = (bench: Parameters<typeof benchPacing>[0] | null): Pacing => {
    const base = bench ? benchPacing(bench) : defaultPacing(options.paceFactor)
    return options.fault === 'slow' ? slowPacing(base) : base
  }
  const rng = createRng(seed ^ 0x9e3779b9)

  if (answer.kind === 'tool-call') return toolCallReply(c, req, who, answer.call, pacing(null), rng)

  const reply = answer.reply
  const splitting = options.fault === 'slow' ? 'token' : 'natural'
  const plan = planGeneration(reply, req.maxTokens, splitting, seed)
  const reasoningModel = model.kind === 'reasoning'

  if (!req.stream) {
    return c.json(
      buildCompletion(who, plan, req.promptTokens, {
        reasoningModel,
        searchResults: reply.searchResults,
      }),
    )
  }

  const frames = streamFrames({
    who,
    plan,
    promptTokens: req.promptTokens,
    includeUsage: req.includeUsage,
    reasoningModel,
    searchResults: reply.searchResults,
    pacing: pacing(reply.bench),
    rng,
  })
  return streamReply(
    c,
    options.fault
      ? applyStreamFault(frames, options.fault, who, plan.contentPieces.length)
      : frames,
  )
}

function toolCallReply(
  c: Context,
  req: ValidRequest,
  who: ReplyIdentity,
  call: ToolCall,
  pacing: Pacing,
  rng: ReturnType<typeof createRng>,
) {
  const completionTokens = countTextTokens(call.function.arguments) + 4
  const usage = {
    prompt_tokens: req.promptTokens,
    completion_tokens: completionTokens,
    total_tokens: req.promptTokens + completionTokens,
    prompt_tokens_details: { cached_tokens: 0 },
    completion_tokens_details: { reasoning_tokens: 0 },
  }
  if (!req.stream) return c.json(buildToolCallCompletion(who, call, usage))
  const argumentPieces = tokenPieces(encodeText(call.function.arguments))
  return streamReply(
    c,
    toolCallFrames({
      who,
      call,
      argumentPieces,
      usage,
      includeUsage: req.includeUsage,
      pacing,
      rng,
    }),
  )
}
