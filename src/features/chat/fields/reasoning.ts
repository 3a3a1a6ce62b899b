import { createElement } from 'react'
import { ReasoningPanel } from '../components/reasoning-panel'
import type { ResponseField } from './response-field'

export interface ReasoningSlice {
  reasoning: string
  /** When the first reasoning arrived, for "thought for N s". */
  reasoningStartedAt: number | null
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined)

/** reasoning_content (`reasoning` tolerated): the model's thinking, streamed before the answer. */
export const reasoningField: ResponseField<ReasoningSlice, string> = {
  start: () => ({ reasoning: '', reasoningStartedAt: null }),
  fromDelta: (delta) => text(delta.reasoning_content ?? delta.reasoning),
  fromCompletion: (c) => text(c.choices?.[0]?.message?.reasoning_content),
  merge: (message, value, now) => ({
    reasoning: message.reasoning + value,
    reasoningStartedAt: message.reasoningStartedAt ?? now,
    updatedAt: now,
  }),
  read: (raw) => ({
    reasoning: typeof raw.reasoning === 'string' ? raw.reasoning : '',
    reasoningStartedAt:
      typeof raw.reasoningStartedAt === 'number' && Number.isFinite(raw.reasoningStartedAt)
        ? raw.reasoningStartedAt
        : null,
  }),
  slot: 'before',
  View: function ReasoningView({ message }) {
    return message.reasoning ? createElement(ReasoningPanel, { message }) : null
  },
  toMarkdown: (m, t) =>
    m.reasoning
      ? [`<details><summary>${t('reasoning')}</summary>`, '', m.reasoning, '', '</details>', '']
      : [],
}
