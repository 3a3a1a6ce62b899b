import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { useFormat } from '@/lib/i18n/format'
import {
  JOB_MODES,
  MAX_QUESTION_LENGTH,
  OUTPUT_LANGUAGES,
  type JobMode,
  type OutputLanguage,
} from '@contract/jobs'
import { useAsk } from '../hooks/use-ask'
import { useAnalysisT } from '../i18n'
import { LANGUAGE_NAMES } from '../languages'
import { useAnalysisActions, useAskContext, useRunningJobId } from '../store/analysis-store'

/** The question box with its limit, output language, job mode, and Ask / Stop. */
export function AskForm() {
  const t = useAnalysisT()
  const fmt = useFormat()
  const languageLabel = ({ name, lang, named }: { name: string; lang: string; named?: string }) => {
    const gloss = fmt.languageName(named ?? lang)
    return gloss === name ? name : t('outputLanguage.name', { name, gloss })
  }
  const [draft, setDraft] = useState('')
  const ask = useAsk()
  const context = useAskContext()
  const running = useRunningJobId()
  const { askContextChanged, jobStopped } = useAnalysisActions()
  const length = draft.length
  const tooLong = length > MAX_QUESTION_LENGTH
  const canAsk = !running && draft.trim() !== '' && !tooLong

  const submit = () => {
    if (!canAsk) return
    void ask(draft)
    setDraft('')
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    submit()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter asks, Shift+Enter adds a line; an IME composition must not send half a word.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault()
      submit()
    }
  }
  const selectClass =
    'min-w-0 max-w-36 sm:max-w-48 rounded-md border border-(--border) bg-(--surface) px-2 py-1 text-sm'

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-2 border-t border-(--border) bg-(--bg) p-3"
    >
      <label htmlFor="analysis-question" className="sr-only">
        {t('question')}
      </label>
      <span id="analysis-question-hint" className="sr-only">
        {t('question.hint')}
      </span>
      <div className="flex items-end gap-2">
        <textarea
          id="analysis-question"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          dir="auto"
          placeholder={t('question.placeholder')}
          aria-describedby="analysis-question-count analysis-question-hint"
          aria-invalid={tooLong || undefined}
          className="min-h-14 w-full resize-y rounded-md border border-(--border) bg-(--surface) p-2"
        />
        {running ? (
          <button
            type="button"
            onClick={() => jobStopped(running)}
            className="btn btn-secondary shrink-0 whitespace-nowrap"
          >
            {t('stop')}
          </button>
        ) : (
          <button
            type="submit"
            disabled={!canAsk}
            className="btn btn-primary shrink-0 whitespace-nowrap"
          >
            {t('ask')}
          </button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-1 text-xs text-(--muted)">
          <span className="sr-only sm:not-sr-only">{t('outputLanguage')}</span>
          <select
            value={context.outputLanguage}
            onChange={(e) =>
              askContextChanged({ outputLanguage: e.target.value as OutputLanguage })
            }
            className={selectClass}
          >
            {OUTPUT_LANGUAGES.map((code) =>
              code === 'AUTO' ? (
                <option key={code} value={code}>
                  {t('outputLanguage.auto')}
                </option>
              ) : (
                <option key={code} value={code} lang={LANGUAGE_NAMES[code].lang}>
                  {languageLabel(LANGUAGE_NAMES[code])}
                </option>
              ),
            )}
          </select>
        </label>
        <label className="flex items-center gap-1 text-xs text-(--muted)">
          <span className="sr-only sm:not-sr-only">{t('jobMode')}</span>
          <select
            value={context.jobMode}
            onChange={(e) => askContextChanged({ jobMode: e.target.value as JobMode })}
            className={selectClass}
          >
            {JOB_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`jobMode.${mode}`)}
              </option>
            ))}
          </select>
        </label>
        <span
          id="analysis-question-count"
          className={`ms-auto text-xs tabular-nums ${tooLong ? 'font-medium text-(--danger)' : 'text-(--muted)'}`}
        >
          {fmt.number(length)} / {fmt.number(MAX_QUESTION_LENGTH)}
          {tooLong && (
            <span role="alert"> · {t('question.tooLong', { max: MAX_QUESTION_LENGTH })}</span>
          )}
        </span>
      </div>
    </form>
  )
}
