import type { ComponentType } from 'react'
import type { ChatChunkDelta, ChatCompletion, ChatCompletionChunk } from '@contract/chat'
import type { TranslateFn } from '@/lib/i18n/use-t'
import type { ChatFileKey } from '../storage/i18n'
import type { MessageCore } from '../types'

/** A stream chunk as it arrived: the contract's shape, any field possibly missing or misspelt. */
export type LooseChunk = Partial<ChatCompletionChunk> & Record<string, unknown>

/**
 * Everything one response field (a part of the completion shown on a reply) supplies, in one
 * module: the record keys it owns (`S`) and their start value, how its value (`V`) is read off the
 * wire and merged into the message, how a stored or imported record is read, how it shows and how
 * it is exported. Registered in fields/registry.ts, from which the record's type is derived.
 */
export interface ResponseField<S extends object, V> {
  /** The keys as a new message starts with them. */
  start(): S
  /** Its value on a stream chunk, per chunk or per choice's delta; undefined when it has none. */
  fromChunk?(chunk: LooseChunk): V | undefined
  fromDelta?(delta: ChatChunkDelta): V | undefined
  /** Its value on a whole (non-streamed) completion. */
  fromCompletion(completion: Partial<ChatCompletion>): V | undefined
  /** What the message becomes with one more value; `now` for timings. Pure. */
  merge(message: MessageCore & S, value: V, now: number): Partial<MessageCore & S>
  /** Its keys from a stored or imported record, each checked (an older record may lack them). */
  read(raw: Readonly<Record<string, unknown>>): S
  /** Where it shows on a message: above the text, below it, or among the actions. */
  slot: 'before' | 'after' | 'footer'
  /** Renders nothing when the message has none of it. */
  View: ComponentType<{ message: MessageCore & S }>
  /** Its lines in the Markdown export; none when the message has none of it. */
  toMarkdown(message: S, t: TranslateFn<ChatFileKey>): string[]
}
