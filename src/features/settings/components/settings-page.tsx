import { useEffect, useId, useState, type FormEvent } from 'react'
import { LOCALE, ownName } from '@/lib/i18n/locale'
import { useT } from '@/lib/i18n/use-t'
import type { MessageKey } from '@/lib/i18n/messages'
import { checkBaseUrl, LANGUAGES, THEMES, type Settings } from '@/lib/settings/settings'
import { useSettings, useSettingsActions, useSettingsStatus } from '@/lib/settings/settings-store'
import { checkChat, checkJobs } from '../api/test-connection'
import { useSettingsT } from '../i18n'
import { ConnectionTest } from './connection-test'

type TextField = 'chatBaseUrl' | 'chatApiKey' | 'jobsBaseUrl' | 'jobsApiKey' | 'userId'
type FieldSpec = { key: TextField; label: MessageKey; secret?: boolean; url?: boolean }

const SERVICES: { service: 'chat' | 'jobs'; fields: FieldSpec[] }[] = [
  {
    service: 'chat',
    fields: [
      { key: 'chatBaseUrl', label: 'settings.chatBaseUrl', url: true },
      { key: 'chatApiKey', label: 'settings.chatApiKey', secret: true },
    ],
  },
  {
    service: 'jobs',
    fields: [
      { key: 'jobsBaseUrl', label: 'settings.jobsBaseUrl', url: true },
      { key: 'jobsApiKey', label: 'settings.jobsApiKey', secret: true },
      { key: 'userId', label: 'settings.userId' },
    ],
  },
]

/** Stable ids for the fields, so a link like /settings#chatApiKey lands on (and focuses) one. */
const fieldId = (key: TextField) => `settings-${key}`

export function SettingsPage() {
  const t = useT()
  const saved = useSettings()
  const storageError = useSettingsStatus()
  const { settingsChanged } = useSettingsActions()
  const [form, setForm] = useState(saved)
  const [justSaved, setJustSaved] = useState(false)
  const idPrefix = useId()
  const st = useSettingsT()
  const unsaved = (Object.keys(form) as (keyof Settings)[]).some((k) => form[k] !== saved[k])

  // "Open Settings" from a refused key links to #chatApiKey: focus that field.
  useEffect(() => {
    const key = window.location.hash.slice(1)
    if (key) document.getElementById(fieldId(key as TextField))?.focus()
  }, [])

  const errors = {
    chatBaseUrl: checkBaseUrl(form.chatBaseUrl),
    jobsBaseUrl: checkBaseUrl(form.jobsBaseUrl),
  }
  const invalid = Object.values(errors).some(Boolean)

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (invalid) return
    void settingsChanged(form).then(() => setJustSaved(true))
  }

  // The page scrolls inside the shell (taller than a phone's screen once both connection tests
  // show), so nothing is drawn past the shell's background.
  return (
    <div className="h-full overflow-y-auto">
      <section aria-labelledby={`${idPrefix}-title`} className="mx-auto w-full max-w-xl p-4">
        <h1 id={`${idPrefix}-title`} className="mb-4 text-xl font-semibold">
          {t('settings.title')}
        </h1>
        {storageError && (
          <p role="alert" className="mb-4 rounded-md border border-(--danger) p-2 text-sm">
            {t(`storage.${storageError.reason}`)}
            {storageError.detail && ` ${storageError.detail}`}
          </p>
        )}
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          {SERVICES.map(({ service, fields }) => (
            <fieldset
              key={service}
              className="flex flex-col gap-4 rounded-md border border-(--border) p-3"
            >
              <legend className="px-1 text-sm font-semibold">
                {st(service === 'chat' ? 'chatService' : 'jobsService')}
              </legend>
              {fields.map((field) => {
                const id = fieldId(field.key)
                const error = field.url ? errors[field.key as 'chatBaseUrl' | 'jobsBaseUrl'] : null
                return (
                  <div key={field.key} className="flex flex-col gap-1">
                    <label htmlFor={id} className="text-sm font-medium">
                      {t(field.label)}
                    </label>
                    <input
                      id={id}
                      type={field.secret ? 'password' : 'text'}
                      autoComplete="off"
                      spellCheck={false}
                      value={form[field.key]}
                      placeholder={field.url ? t('settings.baseUrlHint') : undefined}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      onChange={(e) => {
                        setJustSaved(false)
                        setForm({ ...form, [field.key]: e.target.value })
                      }}
                      className="rounded-md border border-(--border) bg-(--surface) p-2"
                    />
                    {error && (
                      <p id={`${id}-error`} className="text-sm text-(--danger)">
                        {t(error === 'scheme' ? 'settings.urlScheme' : 'settings.urlInvalid')}
                      </p>
                    )}
                  </div>
                )
              })}
              <ConnectionTest
                service={service}
                unsaved={unsaved}
                run={(signal) =>
                  service === 'chat' ? checkChat(form, signal) : checkJobs(form, signal)
                }
              />
            </fieldset>
          ))}
          <div className="flex flex-col gap-1">
            <label htmlFor={`${idPrefix}-language`} className="text-sm font-medium">
              {t('settings.language')}
            </label>
            <select
              id={`${idPrefix}-language`}
              value={form.language}
              onChange={(e) =>
                setForm({ ...form, language: e.target.value as Settings['language'] })
              }
              className="rounded-md border border-(--border) bg-(--surface) p-2"
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l} lang={LOCALE[l]}>
                  {ownName(l)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${idPrefix}-theme`} className="text-sm font-medium">
              {t('settings.theme')}
            </label>
            <select
              id={`${idPrefix}-theme`}
              value={form.theme}
              onChange={(e) => setForm({ ...form, theme: e.target.value as Settings['theme'] })}
              className="rounded-md border border-(--border) bg-(--surface) p-2"
            >
              {THEMES.map((theme) => (
                <option key={theme} value={theme}>
                  {t(`settings.theme.${theme}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-center gap-3">
            <button type="submit" className="btn btn-primary" disabled={invalid}>
              {t('settings.save')}
            </button>
            {justSaved && !storageError && (
              <span role="status" className="text-sm text-(--muted)">
                {t('settings.saved')}
              </span>
            )}
          </div>
        </form>
      </section>
    </div>
  )
}
