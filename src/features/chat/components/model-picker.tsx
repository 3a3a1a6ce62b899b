import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useT } from '@/lib/i18n/use-t'
import { useSetting } from '@/lib/settings/settings-store'
import { modelsQuery } from '../api/list-models'
import { useChatActions, useSelectedModel } from '../store/chat-store'

export function ModelPicker() {
  const t = useT()
  const baseUrl = useSetting('chatBaseUrl')
  const apiKey = useSetting('chatApiKey')
  const { data: models = [], error } = useQuery(modelsQuery(baseUrl, apiKey))
  const selected = useSelectedModel()
  const { modelSelected } = useChatActions()

  useEffect(() => {
    const first = models[0]
    if (first && (!selected || !models.some((m) => m.id === selected))) modelSelected(first.id)
  }, [models, selected, modelSelected])

  return (
    <label className="flex items-center gap-2 text-sm">
      <span>{t('chat.model')}</span>
      <select
        value={selected ?? ''}
        onChange={(e) => modelSelected(e.target.value)}
        className="rounded-md border border-(--border) bg-(--surface) p-1"
      >
        {models.map((m) => (
          <option key={m.id} value={m.id} title={m.description}>
            {m.id}
          </option>
        ))}
      </select>
      {error && <span role="alert" className="text-(--danger)">{error.message}</span>}
    </label>
  )
}
