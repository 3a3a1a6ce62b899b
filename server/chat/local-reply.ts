import type { Context } from 'hono'
import { composeReply } from './demo-engine'
import { createRng, hashString } from './demo-engine/rng'
import { chatError } from './errors'
import { applyStreamFault, type StreamFault } from './faults'
import { planGeneration } from './generation-plan'
import { responseModelName, type DemoModel } from './models'
import { benchPacing, defaultPacing, slowPacing } from './pacing'
import { buildCompletion, newIdentity } from './response-shapes'
import { streamFrames } from './stream-frames'
import { streamReply } from './stream-reply'
import { countPromptTokens } from './tokens'
import type { ValidRequest } from './validate'

/** Answers a valid request with the offline demo engine, in one piece or streamed. */
export function localReply(
  c: Context,
  req: ValidRequest & { demoModel: DemoModel },
  options: { paceFactor: number; fault: StreamFault | null },
) {
  const model = req.demoModel
  const composed = composeReply(model, {
    messages: req.messages,
    reasoning_effort: req.reasoningEffort,
  })
  if (!composed.ok) return chatError(c, 'invalid_request', composed.message, 'messages')
  const reply = composed.reply

  // Same conversation, same reply, same chunking: the seed comes from the request alone.
  const seed = hashString(`${model.id}\n${JSON.stringify(req.messages)}`)
  const splitting = options.fault === 'slow' ? 'token' : 'natural'
  const plan = planGeneration(reply, req.maxTokens, splitting, seed)
  const promptTokens = req.promptTokens ?? countPromptTokens(req.messages)
  const who = newIdentity(responseModelName(model))
  const reasoningModel = model.kind === 'reasoning'

  if (!req.stream) {
    return c.json(
      buildCompletion(who, plan, promptTokens, {
        reasoningModel,
        searchResults: reply.searchResults,
      }),
    )
  }

  const base = reply.bench ? benchPacing(reply.bench) : defaultPacing(options.paceFactor)
  const frames = streamFrames({
    who,
    plan,
    promptTokens,
    includeUsage: req.includeUsage,
    reasoningModel,
    searchResults: reply.searchResults,
    pacing: options.fault === 'slow' ? slowPacing(base) : base,
    rng: createRng(seed ^ 0x9e3779b9),
  })
  return streamReply(
    c,
    options.fault
      ? applyStreamFault(frames, options.fault, who, plan.contentPieces.length)
      : frames,
  )
}
