import type { ChatModel } from '@contract/chat'
import type { Language } from '@/lib/settings/settings'
import type { TranslateFn } from '@/lib/i18n/use-t'
import type { ChatKey } from '../i18n'

/**
 * A model's tooltip: its full id and limits in the UI language. The service's own description is
 * English prose, so it is added only when the UI is English; other languages get catalog words.
 */
export function modelTitle(
  t: TranslateFn<ChatKey>,
  language: Language,
  model: ChatModel | undefined,
): string | undefined {
  if (!model) return undefined
  return [
    model.id,
    model.context_length ? t('modelContext', { count: model.context_length }) : null,
    model.max_tokens_ceiling ? t('modelMaxReply', { count: model.max_tokens_ceiling }) : null,
    language === 'en' ? model.description : null,
  ]
    .filter(Boolean)
    .join('\n')
}
