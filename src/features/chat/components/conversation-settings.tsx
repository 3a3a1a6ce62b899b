import { useId } from 'react'
import { useChatT } from '../i18n'
import { maxTokensCeiling } from '../store/build-request'
import { useActiveConversation, useChatActions, useModels } from '../store/chat-store'

const toNumber = (value: string) => (value.trim() === '' ? null : Number(value))

/** Per-conversation system prompt, temperature and max_tokens, with the model's ceiling shown. */
export function ConversationSettings() {
  const t = useChatT()
  const id = useId()
  const conversation = useActiveConversation()
  const models = useModels()
  const { conversationSettingsChanged } = useChatActions()
  if (!conversation) return null
  const ceiling = maxTokensCeiling(conversation.model, models)
  const over =
    ceiling !== null && conversation.maxTokens !== null && conversation.maxTokens > ceiling
  const change = conversationSettingsChanged.bind(null, conversation.id)

  return (
    <div className="grid gap-3 border-b border-(--border) bg-(--surface-2) px-4 py-3 text-sm sm:grid-cols-[2fr_1fr_1fr]">
      <label className="flex flex-col gap-1">
        <span className="font-medium">{t('systemPrompt')}</span>
        <textarea
          value={conversation.systemPrompt}
          onChange={(e) => change({ systemPrompt: e.target.value })}
          rows={2}
          dir="auto"
          className="field resize-y p-2"
          aria-describedby={`${id}-sys`}
        />
        <span id={`${id}-sys`} className="text-xs text-(--muted)">
          {t('systemPromptHint')}
        </span>
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium">{t('temperature')}</span>
        <input
          type="number"
          min={0}
          max={2}
          step={0.1}
          value={conversation.temperature ?? ''}
          onChange={(e) => change({ temperature: toNumber(e.target.value) })}
          className="field p-2"
          aria-describedby={`${id}-temp`}
        />
        <span id={`${id}-temp`} className="text-xs text-(--muted)">
          {t('temperatureHint')}
        </span>
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium">{t('maxTokens')}</span>
        <input
          type="number"
          min={1}
          max={ceiling ?? undefined}
          step={1}
          value={conversation.maxTokens ?? ''}
          onChange={(e) => change({ maxTokens: toNumber(e.target.value) })}
          className="field p-2"
          aria-invalid={over || undefined}
          aria-describedby={`${id}-max`}
        />
        <span id={`${id}-max`} className={`text-xs ${over ? 'text-(--danger)' : 'text-(--muted)'}`}>
          {ceiling !== null ? t('maxTokensCeiling', { n: ceiling }) : t('maxTokensHint')}
        </span>
      </label>
    </div>
  )
}
