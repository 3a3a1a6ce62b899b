import { memo, useState } from 'react'
import { CopyButton } from '@/components/copy-button/copy-button'
import { LazyMarkdown } from '@/components/markdown/lazy-markdown'
import { FieldViews } from '../fields/field-views'
import { useChatT } from '../i18n'
import { useChatActions, useIsStreaming, useMessage } from '../store/chat-store'
import { MessageAttachments } from './attachment-chips'
import { BranchSwitcher } from './branch-switcher'
import { MessageEdit } from './message-edit'
import { MessageStatus } from './message-status'

/** One message; memo'd and selected by id, so a streaming delta re-renders only its own item. */
export const MessageItem = memo(function MessageItem({ id }: { id: string }) {
  const t = useChatT()
  const message = useMessage(id)
  const busy = useIsStreaming(message?.conversationId ?? null)
  const { regenerateRequested, replyCopied } = useChatActions()
  const [editing, setEditing] = useState(false)
  if (!message) return null
  const streaming = message.status.state === 'streaming'
  const isUser = message.role === 'user'
  const label = isUser ? t('you') : message.role === 'system' ? t('system') : t('assistant')

  return (
    <article
      aria-label={label}
      aria-busy={streaming}
      data-status={message.status.state}
      className={isUser ? 'message message-user' : 'message message-assistant'}
    >
      <FieldViews slot="before" message={message} />
      <MessageAttachments attachments={message.attachments} />
      {editing ? (
        <MessageEdit id={id} initial={message.content} onDone={() => setEditing(false)} />
      ) : isUser || message.role === 'system' ? (
        <p dir="auto" className="bidi-lines whitespace-pre-wrap break-words">
          {message.content}
        </p>
      ) : (
        <LazyMarkdown
          text={message.content}
          streaming={streaming}
          citePrefix={`cite-${id}`}
          citeMax={
            message.citations.length ? Math.max(...message.citations.map((c) => c.index)) : 0
          }
        />
      )}
      {streaming && !message.content && !message.reasoning && (
        <p className="typing text-sm text-(--muted)">{t('streaming')}</p>
      )}
      <FieldViews slot="after" message={message} />
      <MessageStatus message={message} />
      {!editing && !streaming && (
        <footer className={`message-actions ${isUser ? 'justify-end' : ''}`}>
          <BranchSwitcher id={id} />
          <CopyButton
            text={message.content}
            label={t('copy')}
            copiedLabel={t('copied')}
            className="btn-ghost"
            onCopied={replyCopied}
          />
          {isUser && (
            <button
              type="button"
              className="btn-ghost"
              disabled={busy}
              onClick={() => setEditing(true)}
            >
              {t('edit')}
            </button>
          )}
          {/* An interrupted reply offers Regenerate in its status box already. */}
          {message.role === 'assistant' &&
            !(message.status.state === 'incomplete' && message.status.reason === 'interrupted') && (
              <button
                type="button"
                className="btn-ghost"
                disabled={busy}
                onClick={() => regenerateRequested(id)}
              >
                {t('regenerate')}
              </button>
            )}
          <FieldViews slot="footer" message={message} />
          {message.role === 'assistant' && message.model && (
            <bdi className="truncate text-xs text-(--muted)">{message.model}</bdi>
          )}
        </footer>
      )}
    </article>
  )
})
