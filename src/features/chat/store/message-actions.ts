import type { RuleViolation } from '@contract/chat-rules'
import type { Attachment } from '../attachments/types'
import { startFields } from '../fields/registry'
import { putMessages, patchConversation, putConversation, saveDraft } from '../storage/chat-repo'
import { ACTIVE_KEY, remember } from '../storage/prefs'
import { broadcast } from '../storage/sync-channel'
import { parentKey, type ChatMessageRecord, type ConversationRecord } from '../types'
import { buildRequest, checkRequest, maxTokensCeiling } from './build-request'
import type { ChatActions, GetState, MessageActionName, SetState } from './chat-state'
import type { createStreamRunner, Persist } from './stream-runner'
import { threadUpTo, withMessagesAdded, withPath } from './structure'

type Runner = ReturnType<typeof createStreamRunner>

export function newMessage(
  conversationId: string,
  parentId: string | null,
  role: ChatMessageRecord['role'],
  content: string,
  model: string | null,
): ChatMessageRecord {
  return {
    id: crypto.randomUUID(),
    conversationId,
    parentId,
    role,
    content,
    model,
    status: role === 'assistant' ? { state: 'streaming' } : { state: 'complete' },
    finishReason: null,
    createdAt: Date.now(),
    contentStartedAt: null,
    ...startFields(),
  }
}

/** A message with files attached; the key is absent when there are none. */
function withAttachments(m: ChatMessageRecord, attachments: Attachment[]): ChatMessageRecord {
  return attachments.length ? { ...m, attachments } : m
}

/**
 * A title from the first message: its first line, cut at a word near 60 characters; a message of
 * files only is named after its first file.
 */
function titleFrom(message: ChatMessageRecord): string {
  const text = message.content.trim() ? message.content : (message.attachments?.[0]?.name ?? '')
  const line = text.trim().split('\n')[0]!.replace(/\s+/g, ' ')
  if (line.length <= 60) return line
  const cut = line.slice(0, 60)
  const space = cut.lastIndexOf(' ')
  return `${space > 30 ? cut.slice(0, space) : cut}…`
}

export function createMessageActions(
  set: SetState,
  get: GetState,
  runner: Runner,
  persist: Persist,
): Pick<ChatActions, MessageActionName> {
  const isStreaming = (conversationId: string) =>
    Object.values(get().streams).includes(conversationId)

  /** Says why nothing was sent; with no model because the list failed, the list's own error. */
  const refuse = (conversationId: string, violation: RuleViolation) => {
    const listError = violation.param === 'model' ? get().modelsError : null
    set({
      composerError: { conversationId, ...violation, ...(listError ? { error: listError } : {}) },
    })
  }

  /** Checks the rules, adds the new messages on their branch, saves them and starts the reply. */
  function startReply(
    conversation: ConversationRecord,
    history: Pick<ChatMessageRecord, 'role' | 'content' | 'attachments'>[],
    added: ChatMessageRecord[],
    select: Record<string, string>,
  ): boolean {
    const s = get()
    const body = buildRequest(conversation, history)
    const ceiling = maxTokensCeiling(conversation.model, s.models)
    const violation = checkRequest(body, ceiling)
    if (violation) {
      refuse(conversation.id, violation)
      return false
    }
    const firstMessage = (s.paths[conversation.id] ?? []).length === 0
    const wasUnsaved = s.unsavedId === conversation.id
    const next: ConversationRecord = {
      ...conversation,
      updatedAt: Date.now(),
      selection: { ...conversation.selection, ...select },
      title:
        !conversation.titleEdited && firstMessage && added[0]?.role === 'user'
          ? titleFrom(added[0])
          : conversation.title,
    }
    set((st) => {
      const conversations = { ...st.conversations, [next.id]: next }
      return {
        conversations,
        ...withMessagesAdded({ ...st, conversations }, added),
        composerError: null,
        unsavedId: wasUnsaved ? null : st.unsavedId,
      }
    })
    if (wasUnsaved) remember(ACTIVE_KEY, next.id)
    // Every save is queued now, before the reply starts, so the stream's own saves (even an
    // error that comes back at once) are queued after these and can never be overwritten by them.
    const saves: Promise<unknown>[] = [
      wasUnsaved
        ? putConversation(next)
        : patchConversation(next.id, {
            updatedAt: next.updatedAt,
            title: next.title,
            selection: select,
          }),
      putMessages(added),
    ]
    if (wasUnsaved) saves.push(saveDraft('new', ''))
    void persist(async () => {
      await Promise.all(saves)
      broadcast({ kind: 'conversation', id: next.id })
      for (const m of added)
        broadcast({ kind: 'message', id: m.id, conversationId: m.conversationId })
    })
    const assistant = added[added.length - 1]!
    void runner.run(assistant.id, body, { ceiling })
    return true
  }

  function regenerate(assistantId: string) {
    const s = get()
    const old = s.messages[assistantId]
    const conversation = old && s.conversations[old.conversationId]
    if (!old?.parentId || !conversation || isStreaming(conversation.id)) return
    const history = threadUpTo(s, conversation.id, old.parentId)
    const reply = newMessage(conversation.id, old.parentId, 'assistant', '', conversation.model)
    startReply(conversation, history, [reply], { [old.parentId]: reply.id })
  }

  return {
    messageSubmitted(text, attachments = []) {
      const s = get()
      const conversation = s.activeId ? s.conversations[s.activeId] : undefined
      if (!conversation || isStreaming(conversation.id)) return false
      if (!text.trim() && !attachments.length) return false
      const path = s.paths[conversation.id] ?? []
      const user = withAttachments(
        newMessage(conversation.id, path.at(-1) ?? null, 'user', text, null),
        attachments,
      )
      const history = [...path.map((id) => s.messages[id]!), user]
      const reply = newMessage(conversation.id, user.id, 'assistant', '', conversation.model)
      return startReply(conversation, history, [user, reply], {})
    },

    streamStopped() {
      const { activeId, streams } = get()
      for (const [messageId, conversationId] of Object.entries(streams)) {
        if (conversationId === activeId) runner.stop(messageId)
      }
    },

    regenerateRequested: regenerate,

    retryRequested(assistantId) {
      const s = get()
      const m = s.messages[assistantId]
      const conversation = m && s.conversations[m.conversationId]
      if (!m?.parentId || !conversation || isStreaming(conversation.id)) return
      // Nothing arrived: retry in place. Something arrived: keep it as a branch and retry beside it.
      if (m.content || m.reasoning) return regenerate(assistantId)
      const history = threadUpTo(s, conversation.id, m.parentId)
      const body = buildRequest(conversation, history)
      const ceiling = maxTokensCeiling(conversation.model, s.models)
      const violation = checkRequest(body, ceiling)
      if (violation) return refuse(conversation.id, violation)
      const fresh = {
        ...newMessage(conversation.id, m.parentId, 'assistant', '', conversation.model),
        id: m.id,
        createdAt: m.createdAt,
      }
      set((st) => ({ messages: { ...st.messages, [m.id]: fresh } }))
      void runner.run(m.id, body, { ceiling })
    },

    continueRequested(assistantId) {
      const s = get()
      const m = s.messages[assistantId]
      const conversation = m && s.conversations[m.conversationId]
      if (!m?.parentId || !conversation || !m.content || isStreaming(conversation.id)) return
      const history = threadUpTo(s, conversation.id, m.parentId)
      const body = buildRequest(conversation, history, m.content)
      const ceiling = maxTokensCeiling(conversation.model, s.models)
      const violation = checkRequest(body, ceiling)
      if (violation) return refuse(conversation.id, violation)
      set((st) => ({
        messages: {
          ...st.messages,
          [m.id]: { ...m, status: { state: 'streaming' }, finishReason: null },
        },
      }))
      void runner.run(m.id, body, { ceiling, baseUsage: m.usage })
    },

    messageEdited(userMessageId, text) {
      const s = get()
      const old = s.messages[userMessageId]
      const conversation = old && s.conversations[old.conversationId]
      if (!old || !conversation || isStreaming(conversation.id)) return false
      // The edited message keeps the files of the one it replaces.
      if (!text.trim() && !old.attachments?.length) return false
      const before = old.parentId ? threadUpTo(s, conversation.id, old.parentId) : []
      const user = withAttachments(
        newMessage(conversation.id, old.parentId, 'user', text, null),
        old.attachments ?? [],
      )
      const reply = newMessage(conversation.id, user.id, 'assistant', '', conversation.model)
      return startReply(conversation, [...before, user], [user, reply], {
        [parentKey(old.parentId)]: user.id,
      })
    },

    branchSelected(messageId) {
      const s = get()
      const m = s.messages[messageId]
      const conversation = m && s.conversations[m.conversationId]
      if (!m || !conversation) return
      const patch = { [parentKey(m.parentId)]: messageId }
      const selection = { ...conversation.selection, ...patch }
      set((st) => ({
        conversations: { ...st.conversations, [conversation.id]: { ...conversation, selection } },
        ...withPath(st, conversation.id, selection),
      }))
      if (s.unsavedId !== conversation.id) {
        void persist(async () => {
          await patchConversation(conversation.id, { selection: patch })
          broadcast({ kind: 'conversation', id: conversation.id })
        })
      }
    },
  }
}
