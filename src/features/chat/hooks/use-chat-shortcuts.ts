import { useEffect } from 'react'
import { copyText } from '@/components/copy-button/copy-text'
import { getLastReply, useChatStore } from '../store/chat-store'

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
const mod = isMac ? '⌘' : 'Ctrl'

/** Shown in the shortcuts dialog; `e.code` keeps them working on any keyboard layout. */
export const SHORTCUTS = [
  { label: 'scNewChat', keys: 'Alt+Shift+N' },
  { label: 'scFocus', keys: 'Shift+Esc' },
  { label: 'scStop', keys: 'Esc' },
  { label: 'scCopy', keys: 'Alt+Shift+C' },
  { label: 'scSearch', keys: `${mod}+K` },
  { label: 'scHelp', keys: `${mod}+/` },
  { label: 'scSend', keys: 'Enter' },
] as const

/** Escape in another field (rename, edit) belongs to that field, not to Stop. */
function inOtherField(target: EventTarget | null, composerId: string) {
  if (!(target instanceof HTMLElement) || target.id === composerId) return false
  return target.matches('input, textarea, select')
}

export function useChatShortcuts(
  ids: { composer: string; search: string },
  onHelp: () => void,
  onSearch: () => void,
) {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const { actions, activeId, streams } = useChatStore.getState()
      const primary = isMac ? e.metaKey : e.ctrlKey
      const focus = (id: string) => document.getElementById(id)?.focus()
      if (e.altKey && e.shiftKey && e.code === 'KeyN') {
        e.preventDefault()
        actions.conversationCreated()
        requestAnimationFrame(() => focus(ids.composer))
      } else if (e.shiftKey && e.key === 'Escape') {
        e.preventDefault()
        focus(ids.composer)
      } else if (
        e.key === 'Escape' &&
        !document.querySelector('dialog[open]') &&
        !inOtherField(e.target, ids.composer)
      ) {
        if (Object.values(streams).includes(activeId ?? '')) {
          e.preventDefault()
          actions.streamStopped()
        }
      } else if (e.altKey && e.shiftKey && e.code === 'KeyC') {
        e.preventDefault()
        const reply = getLastReply()
        if (reply) void copyText(reply.content).then((ok) => ok && actions.replyCopied())
      } else if (primary && !e.shiftKey && e.code === 'KeyK') {
        e.preventDefault()
        onSearch()
        requestAnimationFrame(() => focus(ids.search))
      } else if (primary && e.code === 'Slash') {
        e.preventDefault()
        onHelp()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [ids.composer, ids.search, onHelp, onSearch])
}
