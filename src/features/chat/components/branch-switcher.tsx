import { useChatT } from '../i18n'
import { useChatActions, useSiblings } from '../store/chat-store'

/** `< 1/2 >`: earlier versions of a message (edits, regenerations) stay one click away. */
export function BranchSwitcher({ id }: { id: string }) {
  const t = useChatT()
  const siblings = useSiblings(id)
  const { branchSelected } = useChatActions()
  if (!siblings || siblings.count < 2) return null
  const { previousId, nextId, index, count } = siblings
  return (
    <div
      role="group"
      aria-label={t('version')}
      className="flex items-center text-xs text-(--muted)"
    >
      <button
        type="button"
        className="btn-icon"
        aria-label={t('previousVersion')}
        disabled={!previousId}
        onClick={() => previousId && branchSelected(previousId)}
      >
        ‹
      </button>
      <span aria-live="polite" className="tabular-nums">
        {index + 1}/{count}
      </span>
      <button
        type="button"
        className="btn-icon"
        aria-label={t('nextVersion')}
        disabled={!nextId}
        onClick={() => nextId && branchSelected(nextId)}
      >
        ›
      </button>
    </div>
  )
}
