import { useEffect, useRef } from 'react'
import { useChatT, type ChatKey } from '../i18n'
import { SHORTCUTS } from '../hooks/use-chat-shortcuts'

/** The shortcut list, in a native modal dialog (focus trap and Escape come with it). */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useChatT()
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (open && !el.open) el.showModal()
    if (!open && el.open) el.close()
  }, [open])
  return (
    <dialog ref={dialog} onClose={onClose} aria-labelledby="shortcuts-title" className="dialog">
      <h2 id="shortcuts-title" className="mb-3 text-lg font-semibold">
        {t('shortcuts')}
      </h2>
      <table className="w-full text-sm">
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.label} className="border-t border-(--border)">
              <td className="py-1.5 pe-4">{t(s.label as ChatKey)}</td>
              <td className="py-1.5 text-end">
                <kbd>{s.keys}</kbd>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form method="dialog" className="mt-4 text-end">
        <button className="btn btn-secondary">{t('close')}</button>
      </form>
    </dialog>
  )
}
