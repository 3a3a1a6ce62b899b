import type { Usage } from '@contract/chat'
import { useChatT } from '../i18n'

/** The tokens a reply cost, among its actions. */
export function UsageLine({ usage }: { usage: Usage }) {
  const t = useChatT()
  const reasoning = usage.completion_tokens_details?.reasoning_tokens
  return (
    <span
      className="text-xs text-(--muted) tabular-nums"
      title={t('tokenCount', { count: usage.total_tokens })}
    >
      {t('usage', { prompt: usage.prompt_tokens, completion: usage.completion_tokens })}
      {reasoning ? ` ${t('usageReasoning', { count: reasoning })}` : ''}
    </span>
  )
}
