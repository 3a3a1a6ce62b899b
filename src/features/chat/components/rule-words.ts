import type { RuleViolation } from '@contract/chat-rules'
import type { TranslateFn } from '@/lib/i18n/use-t'
import type { ChatKey } from '../i18n'

/**
 * A request rule the composer's message broke, in the UI language. The rule's own message is the
 * service's English wording (the server says the same words); here it is said from its code and
 * param, with the numbers that apply.
 */
export function ruleWords(
  t: TranslateFn<ChatKey>,
  violation: RuleViolation,
  context: { model: string | null; maxTokens: number | null; ceiling: number | null },
): string {
  if (violation.param === 'model') return t('ruleNoModel')
  if (violation.param === 'max_tokens') {
    return violation.code === 'characters_too_long' &&
      context.maxTokens !== null &&
      context.ceiling !== null
      ? t('ruleMaxTokensOver', {
          value: context.maxTokens,
          model: context.model ?? '',
          max: context.ceiling,
        })
      : t('ruleMaxTokensInvalid')
  }
  return t('ruleMessages', { param: violation.param ?? '' })
}
