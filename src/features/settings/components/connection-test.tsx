import { useEffect, useRef, useState } from 'react'
import { isKeyRefused } from '@/lib/http'
import type { ConnectionCheck } from '../api/test-connection'
import { useSettingsT, type SettingsKey } from '../i18n'

interface Props {
  service: 'chat' | 'jobs'
  /** Runs the check with the form's current values (saved or not). */
  run: (signal: AbortSignal) => Promise<ConnectionCheck>
  /** Whether the form differs from what is saved (the result then says so). */
  unsaved: boolean
}

/** "Test connection": what the service listed, or why it failed, in plain words. */
export function ConnectionTest({ service, run, unsaved }: Props) {
  const t = useSettingsT()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<ConnectionCheck | null>(null)
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const test = async () => {
    controller.current?.abort()
    const c = new AbortController()
    controller.current = c
    setBusy(true)
    setResult(null)
    const found = await run(c.signal)
    if (c.signal.aborted) return
    setResult(found)
    setBusy(false)
  }

  let summary: SettingsKey | null = null
  if (result && !result.ok) {
    const e = result.error
    summary = isKeyRefused(e)
      ? service === 'chat'
        ? 'chatKeyRefused'
        : 'jobsKeyRefused'
      : e.kind === 'network'
        ? 'unreachable'
        : e.status === 404
          ? 'notFound'
          : 'failed'
  }

  return (
    <div className="flex flex-col gap-2">
      <div>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => void test()}
        >
          {busy ? t('testing') : t('testConnection')}
        </button>
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {result?.ok && (
          <div className="rounded-md border border-(--border) p-2">
            <p className="font-medium">
              {t(service === 'chat' ? 'chatOk' : 'jobsOk').replace('{count}', String(result.total))}
            </p>
            {result.names.length > 0 && (
              <ul className="mt-1 list-disc ps-5 text-(--muted)">
                {result.names.map((name) => (
                  <li key={name} dir="auto" className="break-all">
                    {name}
                  </li>
                ))}
              </ul>
            )}
            {unsaved && <p className="mt-1 text-(--muted)">{t('notSavedYet')}</p>}
          </div>
        )}
        {result && !result.ok && summary && (
          <div role="alert" className="rounded-md border border-(--danger) p-2">
            <p className="font-medium">{t(summary)}</p>
            <p className="mt-1 text-xs text-(--muted)" dir="auto">
              {t('detail')} {result.error.message}
              {result.error.code !== null && result.error.code !== undefined
                ? ` (${result.error.code}${result.error.status ? `, HTTP ${result.error.status}` : ''})`
                : result.error.status
                  ? ` (HTTP ${result.error.status})`
                  : ''}
            </p>
          </div>
        )}
      </div>
    </div>
  )
}
