import { useState } from 'react'
import { useFormat } from '@/lib/i18n/format'
import { useChatT } from '../i18n'
import type { ReasoningSlice } from '../fields/reasoning'
import type { MessageCore } from '../types'

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 }

/** reasoning_content, collapsed, with its length and how long the model thought. */
export function ReasoningPanel({ message }: { message: MessageCore & ReasoningSlice }) {
  const t = useChatT()
  const fmt = useFormat()
  const [open, setOpen] = useState(false)
  const thinking = message.status.state === 'streaming' && !message.contentStartedAt
  const start = message.reasoningStartedAt
  const end = message.contentStartedAt ?? message.updatedAt ?? null
  const seconds = start && end && end >= start ? (end - start) / 1000 : null
  return (
    <details className="reasoning" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <span className="font-medium">{t('reasoning')}</span>
        <span className="text-(--muted)">
          {' · '}
          {t('reasoningChars', { count: message.reasoning.length })}
          {seconds !== null &&
            ` · ${t('reasoningSeconds', { seconds: fmt.number(seconds, ONE_DECIMAL) })}`}
          {thinking && ` · ${t('thinking')}`}
        </span>
      </summary>
      {/* Rendered only while open: a long hidden reasoning stream costs nothing per token. */}
      {open && (
        <div dir="auto" className="reasoning-body bidi-lines">
          {message.reasoning}
        </div>
      )}
    </details>
  )
}
