import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useConnectionKey } from '../api/connection-key'
import { deleteSession } from '../api/delete-session'
import { sessionsQuery } from '../api/list-sessions'
import { renameSession } from '../api/rename-session'
import { useAnalysisT } from '../i18n'
import { useOpenSession } from '../hooks/use-session-route'
import { useAnalysisActions, useSessionId } from '../store/analysis-store'
import { SessionItem } from './session-item'

/** The session list: create, open, rename, delete. Sessions live on the job service. */
export function SessionList({ onOpened }: { onOpened?: () => void }) {
  const t = useAnalysisT()
  const key = useConnectionKey()
  const queryClient = useQueryClient()
  const { data: sessions = [], error, isPending } = useQuery(sessionsQuery(key))
  const current = useSessionId()
  const { sessionDeleted } = useAnalysisActions()
  const openSession = useOpenSession()
  const [actionError, setActionError] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['analysis', 'sessions'] })
  const onError = (err: Error) => setActionError(err.message)

  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameSession(id, name),
    onSuccess: () => {
      setActionError(null)
      return refresh()
    },
    onError,
  })
  const remove = useMutation({
    mutationFn: async (id: string) => {
      await deleteSession(id)
      await sessionDeleted(id)
      if (id === current) openSession(null)
    },
    onSuccess: () => {
      setActionError(null)
      return refresh()
    },
    onError,
  })

  return (
    <nav aria-label={t('sessions.title')} className="flex min-h-0 flex-1 flex-col gap-2 p-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">{t('sessions.title')}</h2>
        <button
          type="button"
          className="btn btn-secondary px-2 py-1 text-xs"
          disabled={!current}
          onClick={() => {
            // A blank session: the first question creates it, named after that question.
            openSession(null)
            onOpened?.()
          }}
        >
          {t('sessions.new')}
        </button>
      </div>
      {(error || actionError) && (
        <p role="alert" className="text-xs text-(--danger)">
          {error
            ? t('sessions.loadError', { message: error.message })
            : t('sessions.actionError', { message: actionError! })}
        </p>
      )}
      {!isPending && sessions.length === 0 && !error && (
        <p className="text-xs text-(--muted)">{t('sessions.empty')}</p>
      )}
      <ul className="-mx-1 flex min-h-0 flex-1 flex-col gap-0.5 overflow-y-auto px-1">
        {sessions.map((s) => (
          <SessionItem
            key={s.id}
            session={s}
            current={s.id === current}
            busy={rename.isPending || remove.isPending}
            onOpen={() => {
              if (s.id !== current) openSession(s.id)
              onOpened?.()
            }}
            onRename={(name) => rename.mutate({ id: s.id, name })}
            onDelete={() => remove.mutate(s.id)}
          />
        ))}
      </ul>
    </nav>
  )
}
