import { useMemo } from 'react'
import { create } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { storageProblem } from '@/lib/storage/db'
import { parentKey, type ConversationRecord } from '../types'
import type { ChatData, ChatState } from './chat-state'
import { siblingInfo, type SiblingInfo } from './conversation-tree'
import { createConversationActions } from './conversation-actions'
import { keepLeaves } from './leaf-keeper'
import { createMessageActions } from './message-actions'
import { createPaging } from './paging'
import { createStreamRunner, type Persist } from './stream-runner'
import { withWholeThread } from './whole-thread'

const initial: ChatData = {
  ready: false,
  conversations: {},
  activeId: null,
  unsavedId: null,
  messages: {},
  loaded: {},
  children: {},
  paths: {},
  pathFrom: {},
  streams: {},
  drafts: {},
  models: [],
  modelsError: null,
  search: { query: '', hits: null },
  composerError: null,
  storageError: null,
  pendingDelete: null,
  announcement: null,
}

export const useChatStore = create<ChatState>()((set, get) => {
  // Storage failures are shown (quota, private mode), never swallowed; the app keeps working in memory.
  const persist: Persist = async (op) => {
    try {
      return await op()
    } catch (err) {
      set({ storageError: storageProblem(err) })
      return undefined
    }
  }
  const runner = createStreamRunner(set, get, persist)
  const paging = createPaging({ set, get, persist, isRunning: runner.isRunning })
  return {
    ...initial,
    actions: {
      ...createConversationActions(set, get, persist, runner.isRunning, paging),
      ...withWholeThread(createMessageActions(set, get, runner, persist), get, paging),
    },
  }
})

keepLeaves(useChatStore)

const EMPTY: string[] = []

export const useChatActions = () => useChatStore((s) => s.actions)
export const useChatReady = () => useChatStore((s) => s.ready)
export const useActiveId = () => useChatStore((s) => s.activeId)
export const useActiveConversation = () =>
  useChatStore((s) => (s.activeId ? s.conversations[s.activeId] : undefined))
export const usePath = (conversationId: string | null) =>
  useChatStore((s) => (conversationId ? (s.paths[conversationId] ?? EMPTY) : EMPTY))
/** Whether older messages of the shown thread are still in storage only (paged in on scrolling up). */
export const useHasOlder = (conversationId: string | null) =>
  useChatStore((s) => conversationId !== null && (s.pathFrom[conversationId] ?? 'root') !== 'root')
export const useMessage = (id: string) => useChatStore((s) => s.messages[id])
export const useModels = () => useChatStore((s) => s.models)
export const useDraft = (conversationId: string) => useChatStore((s) => s.drafts[conversationId])
export const useComposerError = (conversationId: string | null) =>
  useChatStore((s) => (s.composerError?.conversationId === conversationId ? s.composerError : null))
export const useModelsError = () => useChatStore((s) => s.modelsError)
export const useStorageError = () => useChatStore((s) => s.storageError)
export const usePendingDelete = () => useChatStore((s) => s.pendingDelete)
export const useAnnouncement = () => useChatStore((s) => s.announcement)
export const useSearch = () => useChatStore((s) => s.search)

/** Whether a reply of this conversation is streaming in this tab (Stop is shown). */
export const useIsStreaming = (conversationId: string | null) =>
  useChatStore((s) => conversationId !== null && Object.values(s.streams).includes(conversationId))

export const useSiblings = (id: string): SiblingInfo | null =>
  useChatStore(
    useShallow((s) => {
      const m = s.messages[id]
      if (!m) return null
      return siblingInfo(s.children[m.conversationId] ?? {}, m)
    }),
  )

/** Tokens spent in a conversation, over every branch (what the calls cost). */
export const useConversationUsage = (conversationId: string | null) =>
  useChatStore((s) => {
    if (!conversationId) return 0
    let total = 0
    for (const ids of Object.values(s.children[conversationId] ?? {})) {
      for (const id of ids) total += s.messages[id]?.usage?.total_tokens ?? 0
    }
    return total
  })

/** The conversation list: pinned first, then most recently active; filtered by the search. */
export function useConversationList(): ConversationRecord[] {
  const { conversations, unsavedId, search } = useChatStore(
    useShallow((s) => ({
      conversations: s.conversations,
      unsavedId: s.unsavedId,
      search: s.search,
    })),
  )
  return useMemo(() => {
    const q = search.query.trim().toLocaleLowerCase()
    return Object.values(conversations)
      .filter((c) => !c.deletedAt && c.id !== unsavedId)
      .filter((c) => !q || c.title.toLocaleLowerCase().includes(q) || search.hits?.has(c.id))
      .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.updatedAt - a.updatedAt)
  }, [conversations, unsavedId, search])
}

/** The id of the last assistant reply shown in the active conversation (copy-last-reply shortcut). */
export function getLastReply() {
  const s = useChatStore.getState()
  const path = s.activeId ? (s.paths[s.activeId] ?? []) : []
  for (let i = path.length - 1; i >= 0; i--) {
    const m = s.messages[path[i]!]
    if (m?.role === 'assistant') return m
  }
  return undefined
}

export { parentKey }
