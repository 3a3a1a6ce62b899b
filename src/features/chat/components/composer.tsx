import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Link } from 'wouter'
import { isKeyRefused, useErrorWords } from '@/lib/http'
import type { Attachment } from '../attachments/types'
import { useFileDrop } from '../hooks/use-file-drop'
import { usePendingAttachments } from '../hooks/use-pending-attachments'
import { errorKeyOf, KEY_SETTINGS_HREF, useChatT } from '../i18n'
import { contextLimitOf } from '../lib/context-check'
import { checkPromptContext, type LoadedCheck } from '../lib/load-context-check'
import { buildRequest, maxTokensCeiling } from '../store/build-request'
import {
  useActiveConversation,
  useActiveId,
  useChatActions,
  useChatStore,
  useComposerError,
  useDraft,
  useIsStreaming,
  useModels,
} from '../store/chat-store'
import { AttachButton, PendingChips } from './composer-attachments'
import { ruleWords } from './rule-words'

interface ContextWarning {
  conversationId: string
  tokens: number
  limit: number
  model: string
}

/**
 * The texts that sending `text` with its files would put in the request (system prompt, the
 * thread, the new message, the text of attached files) and the model's context length, or null
 * when the list gives none.
 */
function promptToCheck(text: string, attachments: Attachment[]) {
  const s = useChatStore.getState()
  const conversation = s.activeId ? s.conversations[s.activeId] : undefined
  const limit = contextLimitOf(conversation?.model ?? null, s.models)
  if (!conversation?.model || limit === null) return null
  const path = s.paths[conversation.id] ?? []
  const history = [
    ...path.flatMap((id) => s.messages[id] ?? []),
    { role: 'user' as const, content: text, attachments },
  ]
  const texts = buildRequest(conversation, history).messages.map((m) =>
    typeof m.content === 'string'
      ? m.content
      : (m.content ?? []).map((p) => (p.type === 'text' ? p.text : '')).join('\n'),
  )
  return { texts, limit, model: conversation.model }
}

export const COMPOSER_ID = 'chat-composer'
/** The textarea fits its text by CSS (field-sizing: content; Chromium 123+, Safari 26+). */
const SIZES_ITSELF = typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content')

/** Message box: Enter sends, Shift+Enter adds a line; the draft is kept per conversation. */
export function Composer() {
  const t = useChatT()
  const words = useErrorWords()
  const conversationId = useActiveId()
  const draft = useDraft(conversationId ?? '') ?? ''
  const streaming = useIsStreaming(conversationId)
  const violation = useComposerError(conversationId)
  const conversation = useActiveConversation()
  const models = useModels()
  const ruleError =
    violation &&
    ruleWords(t, violation, {
      model: conversation?.model ?? null,
      maxTokens: conversation?.maxTokens ?? null,
      ceiling: maxTokensCeiling(conversation?.model ?? null, models),
    })
  const { messageSubmitted, streamStopped, draftChanged } = useChatActions()
  const box = useRef<HTMLTextAreaElement>(null)
  const [raised, setWarning] = useState<ContextWarning | null>(null)
  // A warning belongs to the conversation it was raised in.
  const warning = raised?.conversationId === conversationId ? raised : null
  const [checking, setChecking] = useState(false)
  const files = usePendingAttachments(conversationId)
  const { over, onPaste } = useFileDrop(files)
  const hasInput = !!draft.trim() || files.ready.length > 0

  // Grow with the text up to a limit (max-h-60), then scroll inside: CSS does it where it can;
  // measuring here forces a layout of the whole page in the middle of the first render.
  useEffect(() => {
    const el = box.current
    if (!el || SIZES_ITSELF) return
    el.style.height = 'auto'
    el.style.height = `${Math.min(el.scrollHeight + 2, 240)}px`
  }, [draft])

  const send = () => {
    setWarning(null)
    if (!conversationId || streaming || !hasInput || files.reading) return
    if (messageSubmitted(draft, files.ready)) {
      draftChanged(conversationId, '')
      files.clear()
    }
  }
  // Over the model's context length: warn in place first; the user may still send (the service
  // has the last word, and its own tokenizer may count differently).
  const submit = async () => {
    if (!conversationId || streaming || !hasInput || files.reading || checking || warning) return
    const prompt = promptToCheck(draft, files.ready)
    if (!prompt) return send()
    setChecking(true)
    let check: LoadedCheck | null = null
    try {
      check = await checkPromptContext(prompt.texts, prompt.limit)
    } catch {
      // The tokenizer chunk did not load: send, and let the service check.
    } finally {
      setChecking(false)
    }
    if (check && !check.verdict.fits)
      setWarning({
        conversationId,
        tokens: check.verdict.tokens,
        limit: prompt.limit,
        model: prompt.model,
      })
    else send()
  }
  const cancelWarning = () => {
    setWarning(null)
    box.current?.focus()
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    void submit()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // IME composition must not send half a word.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault()
      void submit()
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      data-drop-over={over || undefined}
      className={`border-t bg-(--bg) px-3 pt-2 pb-3 ${over ? 'border-(--accent) outline-2 outline-(--accent) outline-dashed' : 'border-(--border)'}`}
    >
      {ruleError && (
        <div
          role="alert"
          id="composer-error"
          className="mx-auto mb-2 flex max-w-3xl flex-wrap items-center gap-2 rounded-md border border-(--danger) px-3 py-2 text-sm"
        >
          <p className="min-w-0 flex-1">
            <strong>{t('ruleBroken')}</strong>{' '}
            {/* No model because the list failed: the list's reason, e.g. the refused key. */}
            {violation.error ? t(errorKeyOf(violation.error)) : ruleError}
          </p>
          {violation.error && isKeyRefused(violation.error) && (
            <Link href={KEY_SETTINGS_HREF} className="btn btn-secondary">
              {t('openSettings')}
            </Link>
          )}
          {violation.error?.detail ? (
            // Words of ours (the service could not be reached): in the UI language.
            <p className="w-full text-xs text-(--muted)">{words(violation.error)}</p>
          ) : (
            // The rule's exact wording is the service's (English), there on request.
            <details className="w-full text-xs text-(--muted)">
              <summary className="cursor-pointer">{t('serviceWords')}</summary>
              <p dir="auto">{violation.error?.message ?? violation.message}</p>
            </details>
          )}
        </div>
      )}
      {warning && (
        <div
          role="alert"
          id="composer-context-warning"
          className="mx-auto mb-2 flex max-w-3xl flex-wrap items-center gap-2 rounded-md border border-(--danger) px-3 py-2 text-sm"
        >
          <p className="min-w-0 flex-1">
            {t('contextOver', { count: warning.tokens, limit: warning.limit, name: warning.model })}
          </p>
          <button type="button" onClick={send} className="btn btn-primary">
            {t('sendAnyway')}
          </button>
          <button type="button" onClick={cancelWarning} className="btn btn-secondary">
            {t('cancel')}
          </button>
        </div>
      )}
      <PendingChips files={files} over={over} />
      <div className="mx-auto flex max-w-3xl items-end gap-2">
        <AttachButton files={files} disabled={!conversationId} />
        <label htmlFor={COMPOSER_ID} className="sr-only">
          {t('message')}
        </label>
        <textarea
          id={COMPOSER_ID}
          ref={box}
          value={draft}
          onChange={(e) => {
            setWarning(null)
            if (conversationId) draftChanged(conversationId, e.target.value)
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          rows={1}
          dir="auto"
          placeholder={t('message')}
          aria-describedby={
            warning ? 'composer-context-warning' : ruleError ? 'composer-error' : undefined
          }
          aria-invalid={ruleError ? true : undefined}
          className="field max-h-60 min-h-11 flex-1 resize-none py-2.5 leading-6 [field-sizing:content]"
        />
        {streaming ? (
          <button type="button" onClick={streamStopped} className="btn btn-secondary h-11">
            {t('stop')}
          </button>
        ) : (
          <button
            type="submit"
            disabled={!hasInput || !conversationId || checking || files.reading}
            aria-busy={checking || files.reading || undefined}
            title={checking ? t('contextChecking') : undefined}
            className="btn btn-primary h-11"
          >
            {t('send')}
          </button>
        )}
      </div>
    </form>
  )
}
