import { useLanguage } from '@/lib/i18n/use-language'
import { useChatT } from '../i18n'
import { useActiveConversation, useConversationUsage } from '../store/chat-store'
import { exportConversations } from '../storage/export-actions'
import { Icon } from './icons'
import { ModelPicker } from './model-picker'

interface Props {
  settingsOpen: boolean
  onToggleSettings: () => void
  onOpenDrawer: () => void
  onShortcuts: () => void
  onError: (message: string) => void
}

export function ChatHeader({
  settingsOpen,
  onToggleSettings,
  onOpenDrawer,
  onShortcuts,
  onError,
}: Props) {
  const t = useChatT()
  const language = useLanguage()
  const conversation = useActiveConversation()
  const tokens = useConversationUsage(conversation?.id ?? null)
  const exportOne = (format: 'json' | 'markdown') =>
    conversation &&
    exportConversations([conversation.id], format, language).catch((e: unknown) =>
      onError(e instanceof Error ? e.message : String(e)),
    )

  return (
    <header className="flex items-center gap-2 border-b border-(--border) px-3 py-2">
      <button
        type="button"
        className="btn-icon md:hidden"
        aria-label={t('conversations')}
        onClick={onOpenDrawer}
      >
        <Icon name="menu" />
      </button>
      <h1
        className="hidden min-w-0 flex-1 truncate text-sm font-medium lg:block"
        title={conversation?.title}
        dir="auto"
      >
        {conversation?.title || t('untitled')}
      </h1>
      <div className="flex min-w-0 flex-1 items-center justify-end gap-2 lg:flex-none">
        <ModelPicker />
        {tokens > 0 && (
          <span
            className="hidden text-xs text-(--muted) tabular-nums sm:inline"
            title={t('conversationTokens')}
            aria-label={`${t('conversationTokens')}: ${t('tokenCount', { count: tokens })}`}
          >
            Σ {t('tokenCount', { count: tokens })}
          </span>
        )}
        <button
          type="button"
          className="btn-icon"
          aria-expanded={settingsOpen}
          aria-controls="chat-settings"
          aria-label={t('settings')}
          title={t('settings')}
          onClick={onToggleSettings}
        >
          <Icon name="gear" />
        </button>
        <details className="menu">
          <summary className="btn-icon" aria-label={t('exportMenu')} title={t('exportMenu')}>
            <Icon name="download" />
          </summary>
          <div className="menu-panel">
            <button
              type="button"
              className="btn-ghost w-full text-start"
              disabled={!conversation}
              onClick={() => void exportOne('json')}
            >
              {t('exportJson')}
            </button>
            <button
              type="button"
              className="btn-ghost w-full text-start"
              disabled={!conversation}
              onClick={() => void exportOne('markdown')}
            >
              {t('exportMarkdown')}
            </button>
          </div>
        </details>
        <button
          type="button"
          className="btn-icon"
          aria-label={t('shortcuts')}
          title={t('shortcuts')}
          onClick={onShortcuts}
        >
          <Icon name="keyboard" />
        </button>
      </div>
    </header>
  )
}
