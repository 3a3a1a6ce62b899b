import { createElement } from 'react'
import type { Usage } from '@contract/chat'
import { UsageLine } from '../components/usage-line'
import type { ResponseField } from './response-field'

export interface UsageSlice {
  usage: Usage | null
}

const usageOf = (v: unknown) => (v && typeof v === 'object' ? (v as Usage) : undefined)

/** usage: the tokens a reply cost (a continued reply adds its parts: see stream-runner). */
export const usageField: ResponseField<UsageSlice, Usage> = {
  start: () => ({ usage: null }),
  fromChunk: (c) => usageOf(c.usage),
  fromCompletion: (c) => usageOf(c.usage),
  merge: (_message, value) => ({ usage: value }),
  read: (raw) => ({
    usage:
      raw.usage && typeof raw.usage === 'object' && !Array.isArray(raw.usage)
        ? (raw.usage as Usage)
        : null,
  }),
  slot: 'footer',
  View: function UsageView({ message }) {
    return message.usage ? createElement(UsageLine, { usage: message.usage }) : null
  },
  toMarkdown: () => [],
}
