import type { ChatChunkDelta, ChatCompletion } from '@contract/chat'
import type { MessageCore } from '../types'
import { citationsField } from './citations'
import { reasoningField } from './reasoning'
import type { LooseChunk, ResponseField } from './response-field'
import { usageField } from './usage'

/**
 * One module per response field, in the order they are read and shown: the record's type, its
 * start value, the events, the reducer, import and export all come from here (docs/architecture.md).
 */
export const FIELDS = {
  reasoning: reasoningField,
  citations: citationsField,
  usage: usageField,
}

type Fields = typeof FIELDS
export type FieldName = keyof Fields
type SliceOf<F> = F extends { start(): infer S } ? S : never
type ValueOf<F> = F extends { fromCompletion(c: never): infer V } ? NonNullable<V> : never
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never

/** The keys every field owns on a message record, all together. */
export type FieldSlices = Intersection<SliceOf<Fields[FieldName]>>

/** One value of one field, as the converter reads it and the reducer merges it. */
export type FieldEvent = {
  [K in FieldName]: { type: 'field'; name: K; value: ValueOf<Fields[K]> }
}[FieldName]

type AnyField = ResponseField<object, unknown>
// Each module is typed by its own keys; the functions below hand it a record that has them.
const LIST = Object.entries(FIELDS) as [FieldName, AnyField][]

/** The fields that show in one place of a message, in registry order. */
export const fieldsIn = (slot: AnyField['slot']) => LIST.filter(([, f]) => f.slot === slot)

export const startFields = (): FieldSlices =>
  Object.assign({}, ...LIST.map(([, f]) => f.start())) as FieldSlices

/** The fields' keys of a stored or imported record, each checked. */
export const readFields = (raw: Readonly<Record<string, unknown>>): FieldSlices =>
  Object.assign({}, ...LIST.map(([, f]) => f.read(raw))) as FieldSlices

function eventsOf(read: (f: AnyField) => unknown): FieldEvent[] {
  const events: FieldEvent[] = []
  for (const [name, field] of LIST) {
    const value = read(field)
    if (value !== undefined) events.push({ type: 'field', name, value } as FieldEvent)
  }
  return events
}

/** The fields a stream chunk carries outside its choices, and those of a choice's delta. */
export const chunkFieldEvents = (chunk: LooseChunk) => eventsOf((f) => f.fromChunk?.(chunk))
export const deltaFieldEvents = (delta: ChatChunkDelta) => eventsOf((f) => f.fromDelta?.(delta))
export const completionFieldEvents = (c: Partial<ChatCompletion>) =>
  eventsOf((f) => f.fromCompletion(c))

/** A message with one more value of a field. Pure. */
export function mergeField<M extends MessageCore & FieldSlices>(
  message: M,
  event: FieldEvent,
  now: number,
): M {
  const field = FIELDS[event.name] as AnyField
  return { ...message, ...field.merge(message, event.value, now) }
}
