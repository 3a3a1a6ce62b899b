import { useState, type FormEvent } from 'react'
import { useChatT } from '../i18n'
import { useChatActions } from '../store/chat-store'
import type { ConversationRecord } from '../types'
import { Icon } from './icons'

/** One row of the list: open, rename in place, pin, delete (undoable). */
export function ConversationItem({
  conversation,
  active,
  onOpened,
}: {
  conversation: ConversationRecord
  active: boolean
  onOpened: () => void
}) {
  const t = useChatT()
  const { conversationOpened, conversationRenamed, conversationPinToggled, conversationDeleted } =
    useChatActions()
  const [renaming, setRenaming] = useState(false)
  const [title, setTitle] = useState(conversation.title)
  const shown = conversation.title || t('untitled')

  const save = (e: FormEvent) => {
    e.preventDefault()
    if (title.trim()) conversationRenamed(conversation.id, title)
    setRenaming(false)
  }

  if (renaming) {
    return (
      <li>
        <form onSubmit={save} className="px-2 py-1">
          <input
            aria-label={t('renameTitle')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            onBlur={save}
            onKeyDown={(e) => e.key === 'Escape' && setRenaming(false)}
            autoFocus
            className="field w-full py-1 text-sm"
          />
        </form>
      </li>
    )
  }

  return (
    <li className={`conversation-item group ${active ? 'is-active' : ''}`}>
      <button
        type="button"
        aria-current={active ? 'true' : undefined}
        className="min-w-0 flex-1 truncate py-2 ps-3 text-start text-sm"
        dir="auto"
        onClick={() => {
          conversationOpened(conversation.id)
          onOpened()
        }}
      >
        {conversation.pinned && (
          <>
            <Icon
              name="pin"
              className="me-1 inline-block align-[-3px] text-(--accent)"
              width={14}
              height={14}
            />
            <span className="sr-only">{t('pinned')}: </span>
          </>
        )}
        {shown}
      </button>
      <span className="conversation-tools">
        <button
          type="button"
          className="btn-icon"
          aria-label={`${conversation.pinned ? t('unpin') : t('pin')}: ${shown}`}
          aria-pressed={conversation.pinned}
          title={conversation.pinned ? t('unpin') : t('pin')}
          onClick={() => conversationPinToggled(conversation.id)}
        >
          <Icon name="pin" className={conversation.pinned ? 'text-(--accent)' : undefined} />
        </button>
        <button
          type="button"
          className="btn-icon"
          aria-label={`${t('rename')}: ${shown}`}
          title={t('rename')}
          onClick={() => {
            setTitle(conversation.title)
            setRenaming(true)
          }}
        >
          <Icon name="pencil" />
        </button>
        <button
          type="button"
          className="btn-icon"
          aria-label={`${t('delete')}: ${shown}`}
          title={t('delete')}
          onClick={() => conversationDeleted(conversation.id)}
        >
          <Icon name="trash" />
        </button>
      </span>
    </li>
  )
}
