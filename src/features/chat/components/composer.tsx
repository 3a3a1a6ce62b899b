import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react'
import { Link } from 'wouter'
import { isKeyRefused } from '@/lib/http'
import { errorKeyOf, KEY_SETTINGS_HREF, useChatT } from '../i18n'
import { maxTokensCeiling } from '../store/build-request'
import {
  useActiveConversation,
  useActiveId,
  useChatActions,
  useComposerError,
  useDraft,
  useIsStreaming,
  useModels,
} from '../store/chat-store'
import { ruleWords } from './rule-words'

export const COMPOSER_ID = 'chat-composer'

/** Message box: Enter sends, Shift+Enter adds a line; the draft is kept per conversation. */
export function Composer() {
  const t = useChatT()
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

  // Grow with the text up to a limit, then scroll inside.
  useEffect(() => {
    const el = box.current
    if (!el) return
    el.style.height = 'auto'
    el.style.height = `${Math.min(el.scrollHeight + 2, 240)}px`
  }, [draft])

  const submit = () => {
    if (!conversationId || streaming || !draft.trim()) return
    if (messageSubmitted(draft)) draftChanged(conversationId, '')
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    submit()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // IME composition must not send half a word.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault()
      submit()
    }
  }

  return (
    <form onSubmit={onSubmit} className="border-t border-(--border) bg-(--bg) px-3 pt-2 pb-3">
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
          {/* The rule's exact wording is the service's (English), there on request. */}
          <details className="w-full text-xs text-(--muted)">
            <summary className="cursor-pointer">{t('serviceWords')}</summary>
            <p dir="auto">{violation.error?.message ?? violation.message}</p>
          </details>
        </div>
      )}
      <div className="mx-auto flex max-w-3xl items-end gap-2">
        <label htmlFor={COMPOSER_ID} className="sr-only">
          {t('message')}
        </label>
        <textarea
          id={COMPOSER_ID}
          ref={box}
          value={draft}
          onChange={(e) => conversationId && draftChanged(conversationId, e.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          dir="auto"
          placeholder={t('message')}
          aria-describedby={ruleError ? 'composer-error' : undefined}
          aria-invalid={ruleError ? true : undefined}
          className="field max-h-60 min-h-11 flex-1 resize-none py-2.5 leading-6"
        />
        {streaming ? (
          <button type="button" onClick={streamStopped} className="btn btn-secondary h-11">
            {t('stop')}
          </button>
        ) : (
          <button
            type="submit"
            disabled={!draft.trim() || !conversationId}
            className="btn btn-primary h-11"
          >
            {t('send')}
          </button>
        )}
      </div>
    </form>
  )
}
