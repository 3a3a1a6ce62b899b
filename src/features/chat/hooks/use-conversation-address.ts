import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { useActiveId, useChatActions, useChatReady, useChatStore } from '../store/chat-store'

/**
 * Keeps the address and the open conversation in step: /chat/:conversationId opens that
 * conversation (a bookmark, a reload, Back and Forward), and opening one changes the address. The
 * new, still empty chat lives at /chat until its first message saves it.
 * Both effects read the store fresh (not this render's values), so neither undoes the other.
 */
export function useConversationAddress(urlId: string | null) {
  const [, navigate] = useLocation()
  const ready = useChatReady()
  const activeId = useActiveId()
  const unsavedId = useChatStore((s) => s.unsavedId)
  const { conversationOpened } = useChatActions()

  // Address -> conversation.
  useEffect(() => {
    if (!ready || !urlId) return
    const s = useChatStore.getState()
    if (urlId === s.activeId) return
    if (s.conversations[urlId] && !s.conversations[urlId].deletedAt) conversationOpened(urlId)
    else navigate('/chat', { replace: true }) // gone or never here: show the chat list's pick
  }, [ready, urlId, conversationOpened, navigate])

  // Conversation -> address.
  useEffect(() => {
    if (!ready) return
    const s = useChatStore.getState()
    if (!s.activeId) return
    const want = s.activeId === s.unsavedId ? null : s.activeId
    const current = /^\/chat\/([^/?#]+)/.exec(window.location.pathname)?.[1] ?? null
    if (want === current) return
    // From the bare /chat (first open, a new chat just saved) the address is filled in, not added.
    navigate(want ? `/chat/${want}` : '/chat', { replace: current === null })
  }, [ready, activeId, unsavedId, navigate])
}
