import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '@/lib/http'
import { useLanguage } from '@/lib/i18n/use-language'
import { useSetting } from '@/lib/settings/settings-store'
import { modelsQuery } from '../api/list-models'
import { useChatT } from '../i18n'
import { shortModelNames } from '../lib/model-names'
import { useActiveConversation, useChatActions } from '../store/chat-store'
import { modelTitle } from './model-title'

/**
 * The model of the open chat. Closed, it shows a short name ("DeepSeek-V3") so it fits at 375 px;
 * the full id is on hover and in the list, so models that share a prefix are told apart. The
 * native select sits transparent over the short name: keyboard, screen readers and the phone's
 * own picker work as with any select.
 */
export function ModelPicker() {
  const t = useChatT()
  const language = useLanguage()
  const baseUrl = useSetting('chatBaseUrl')
  const apiKey = useSetting('chatApiKey')
  const { data: models, error } = useQuery(modelsQuery(baseUrl, apiKey))
  const conversation = useActiveConversation()
  const { modelsLoaded, modelsFailed, conversationSettingsChanged } = useChatActions()

  useEffect(() => {
    if (models) modelsLoaded(models)
  }, [models, modelsLoaded])
  useEffect(() => {
    if (error)
      modelsFailed(
        error instanceof ApiError ? error.toJSON() : { kind: 'network', message: String(error) },
      )
  }, [error, modelsFailed])

  const selected = conversation?.model ?? ''
  const listed = models ?? []
  const ids = listed.map((m) => m.id)
  if (selected && !ids.includes(selected)) ids.unshift(selected)
  const short = shortModelNames(ids)
  // The full id and limits in the UI language (the service's English description only in English).
  const hover =
    modelTitle(
      t,
      language,
      listed.find((m) => m.id === selected),
    ) ?? selected

  return (
    <label className="flex min-w-0 items-center gap-2 text-sm">
      <span className="sr-only sm:not-sr-only">{t('model')}</span>
      <span
        className="field relative flex min-w-0 max-w-44 items-center py-1 pe-7 has-focus-visible:outline-2 has-focus-visible:outline-(--accent)"
        title={hover}
      >
        <span aria-hidden="true" className="truncate" data-testid="model-short-name">
          {short.get(selected) ?? selected}
        </span>
        <span aria-hidden="true" className="pointer-events-none absolute end-2 text-(--muted)">
          ▾
        </span>
        <select
          value={selected}
          disabled={!conversation}
          onChange={(e) =>
            conversation && conversationSettingsChanged(conversation.id, { model: e.target.value })
          }
          className="absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-default"
          title={hover}
        >
          {ids.map((id) => (
            <option
              key={id}
              value={id}
              title={modelTitle(
                t,
                language,
                listed.find((m) => m.id === id),
              )}
            >
              {id}
            </option>
          ))}
        </select>
      </span>
    </label>
  )
}
