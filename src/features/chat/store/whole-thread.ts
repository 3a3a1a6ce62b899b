// The message actions that build a request, run once their conversation's whole thread is loaded (a long one opens a window at a time).
import type { ChatActions, GetState } from './chat-state'
import type { Paging } from './paging'

type Wrapped = Pick<
  ChatActions,
  | 'messageSubmitted'
  | 'regenerateRequested'
  | 'retryRequested'
  | 'continueRequested'
  | 'messageEdited'
>

/**
 * A request's history is the whole shown thread. When only a window of it is loaded, the action
 * runs once the rest is read (typing in the composer starts that read, so usually it is done):
 * it answers true at once, and a sent message it then refuses comes back to the composer.
 */
export function withWholeThread<A extends Wrapped>(actions: A, get: GetState, paging: Paging): A {
  const reading = new Set<string>()
  function after(conversationId: string, act: () => boolean, refused?: () => void): boolean {
    if (paging.isWhole(conversationId)) return act()
    if (reading.has(conversationId)) return false
    reading.add(conversationId)
    void paging.whole(conversationId).then((ok) => {
      reading.delete(conversationId)
      if (!ok || !act()) refused?.()
    })
    return true
  }
  const ofMessage = (id: string) => get().messages[id]?.conversationId
  const onMessage = (id: string, act: () => void) => {
    const conversationId = ofMessage(id)
    if (conversationId) after(conversationId, () => (act(), true))
  }
  return {
    ...actions,
    messageSubmitted(...args) {
      const id = get().activeId
      if (!id) return false
      const send = () => get().activeId === id && actions.messageSubmitted(...args)
      return after(id, send, () => get().actions.draftChanged(id, args[0]))
    },
    regenerateRequested: (id) => onMessage(id, () => actions.regenerateRequested(id)),
    retryRequested: (id) => onMessage(id, () => actions.retryRequested(id)),
    continueRequested: (id) => onMessage(id, () => actions.continueRequested(id)),
    messageEdited(id, text) {
      const conversationId = ofMessage(id)
      return conversationId ? after(conversationId, () => actions.messageEdited(id, text)) : false
    },
  }
}
