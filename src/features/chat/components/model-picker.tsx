import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLanguage } from '@/lib/i18n/use-language'
import { useSetting } from '@/lib/settings/settings-store'
import { modelsQuery } from '../api/list-models'
import { useChatT } from '../i18n'
import { useActiveConversation, useChatActions } from '../store/chat-store'
import { modelTitle } from './model-title'

export function ModelPicker() {
  const t = useChatT()
  const language = useLanguage()
  const baseUrl = useSetting('chatBaseUrl')
  const apiKey = useSetting('chatApiKey')
  const { data: models, error } = useQuery(modelsQuery(baseUrl, apiKey))
  const conversation = useActiveConversation()
  const { modelsLoaded, conversationSettingsChanged } = useChatActions()

  useEffect(() => {
    if (models) modelsLoaded(models)
  }, [models, modelsLoaded])

  const selected = conversation?.model ?? ''
  const listed = models ?? []
  return (
    <label className="flex min-w-0 items-center gap-2 text-sm">
      <span className="sr-only sm:not-sr-only">{t('model')}</span>
      <select
        value={selected}
        disabled={!conversation}
        onChange={(e) =>
          conversation && conversationSettingsChanged(conversation.id, { model: e.target.value })
        }
        className="field min-w-0 max-w-56 truncate py-1"
        title={modelTitle(
          t,
          language,
          listed.find((m) => m.id === selected),
        )}
      >
        {selected && !listed.some((m) => m.id === selected) && (
          <option value={selected}>{selected}</option>
        )}
        {listed.map((m) => (
          <option key={m.id} value={m.id} title={modelTitle(t, language, m)}>
            {m.id}
          </option>
        ))}
      </select>
      {error && (
        <span role="alert" className="text-(--danger)" title={error.message}>
          {t('modelsFailed')}
        </span>
      )}
    </label>
  )
}
