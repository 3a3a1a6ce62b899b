import { useState } from 'react'
import type { Session } from '@contract/jobs'
import { useAnalysisT } from '../i18n'

/** One session: open it, rename it in place, or delete it after a confirmation. */
export function SessionItem({
  session,
  current,
  busy,
  onOpen,
  onRename,
  onDelete,
}: {
  session: Session
  current: boolean
  busy: boolean
  onOpen: () => void
  onRename: (name: string) => void
  onDelete: () => void
}) {
  const t = useAnalysisT()
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm'>('view')
  const [name, setName] = useState(session.name)

  if (mode === 'rename') {
    return (
      <li>
        <form
          className="flex flex-col gap-1 p-1"
          onSubmit={(e) => {
            e.preventDefault()
            if (name.trim()) onRename(name.trim())
            setMode('view')
          }}
        >
          <input
            aria-label={t('sessions.renameLabel')}
            value={name}
            maxLength={128}
            autoFocus
            dir="auto"
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setMode('view')
            }}
            className="rounded border border-(--border) bg-(--surface) px-2 py-1 text-sm"
          />
          <div className="flex gap-1">
            <button type="submit" className="btn btn-primary px-2 py-0.5 text-xs">
              {t('sessions.save')}
            </button>
            <button
              type="button"
              className="btn btn-secondary px-2 py-0.5 text-xs"
              onClick={() => setMode('view')}
            >
              {t('sessions.cancel')}
            </button>
          </div>
        </form>
      </li>
    )
  }

  if (mode === 'confirm') {
    return (
      <li className="flex flex-col gap-1 rounded-md border border-(--danger)/60 p-2 text-sm">
        <p dir="auto">{t('sessions.confirmDelete', { name: session.name })}</p>
        <div className="flex gap-1">
          <button
            type="button"
            className="btn px-2 py-0.5 text-xs text-white"
            style={{ background: 'var(--danger)' }}
            onClick={() => {
              setMode('view')
              onDelete()
            }}
          >
            {t('sessions.delete')}
          </button>
          <button
            type="button"
            className="btn btn-secondary px-2 py-0.5 text-xs"
            onClick={() => setMode('view')}
          >
            {t('sessions.keep')}
          </button>
        </div>
      </li>
    )
  }

  // Actions stay out of the way on wide screens until the row is hovered or focused.
  const reveal = current
    ? ''
    : 'md:opacity-0 md:group-focus-within:opacity-100 md:group-hover:opacity-100 md:focus:opacity-100'
  return (
    <li
      className={`group flex items-center gap-1 rounded-md ${current ? 'bg-(--surface-2)' : 'hover:bg-(--surface-2)/60'}`}
    >
      <button
        type="button"
        aria-current={current ? 'true' : undefined}
        onClick={onOpen}
        className={`min-w-0 flex-1 truncate px-2 py-1.5 text-start text-sm ${current ? 'font-medium' : ''}`}
        dir="auto"
        title={session.name}
      >
        {session.name}
      </button>
      <button
        type="button"
        disabled={busy}
        aria-label={`${t('sessions.rename')}: ${session.name}`}
        onClick={() => {
          setName(session.name)
          setMode('rename')
        }}
        className={`rounded px-1 text-xs text-(--muted) hover:text-(--fg) ${reveal}`}
      >
        {t('sessions.rename')}
      </button>
      <button
        type="button"
        disabled={busy}
        aria-label={`${t('sessions.delete')}: ${session.name}`}
        onClick={() => setMode('confirm')}
        className={`rounded px-1 text-xs text-(--muted) hover:text-(--danger) ${reveal}`}
      >
        ✕
      </button>
    </li>
  )
}
