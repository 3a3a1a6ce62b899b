import { create } from 'zustand'
import { ApiError } from '@/lib/http'
import { createFrameBatcher } from '@/lib/schedule/frame-batcher'
import { streamChat } from '../api/stream-chat'
import type { ChatStreamEvent } from '../api/to-chat-events'
import type { ChatMessageRecord } from '../types'
import { applyChatEvent } from './apply-chat-event'

interface ChatState {
  conversationId: string
  messageIds: string[]
  messages: Record<string, ChatMessageRecord>
  model: string | null
  streamingId: string | null
  actions: {
    modelSelected: (model: string) => void
    messageSubmitted: (text: string) => void
    streamStopped: () => void
    retryRequested: (assistantId: string) => void
  }
}

const controllers = new Map<string, AbortController>()

function newMessage(conversationId: string, role: ChatMessageRecord['role'], content: string, model: string | null): ChatMessageRecord {
  return {
    id: crypto.randomUUID(),
    conversationId,
    role,
    content,
    reasoning: '',
    model,
    status: role === 'user' ? { state: 'complete' } : { state: 'streaming' },
    usage: null,
    citations: [],
    finishReason: null,
    createdAt: Date.now(),
    reasoningStartedAt: null,
    contentStartedAt: null,
  }
}

export const useChatStore = create<ChatState>()((set, get) => {
  const updateMessage = (id: string, update: (m: ChatMessageRecord) => ChatMessageRecord) =>
    set((s) => {
      const current = s.messages[id]
      return current ? { messages: { ...s.messages, [id]: update(current) } } : s
    })

  async function runStream(assistantId: string) {
    const { messageIds, messages, model } = get()
    const history = messageIds
      .map((id) => messages[id]!)
      .filter((m) => m.id !== assistantId && (m.role === 'user' || m.status.state === 'complete'))
      .map((m) => ({ role: m.role, content: m.content }))
    const controller = new AbortController()
    controllers.set(assistantId, controller)
    set({ streamingId: assistantId })

    const batcher = createFrameBatcher<ChatStreamEvent>((events) =>
      updateMessage(assistantId, (m) => events.reduce((acc, e) => applyChatEvent(acc, e, Date.now()), m)),
    )
    try {
      for await (const event of streamChat({ model: model ?? '', messages: history }, controller.signal)) batcher.push(event)
      batcher.flushNow()
    } catch (err) {
      batcher.flushNow()
      const error = err instanceof ApiError ? err : new ApiError({ kind: 'stream', message: String(err) })
      updateMessage(assistantId, (m) =>
        error.isAbort || controller.signal.aborted
          ? { ...m, status: { state: 'incomplete', reason: 'cancelled' } }
          : { ...m, status: { state: 'incomplete', reason: 'error', error: error.toJSON() } },
      )
    } finally {
      controllers.delete(assistantId)
      if (get().streamingId === assistantId) set({ streamingId: null })
    }
  }

  return {
    conversationId: crypto.randomUUID(),
    messageIds: [],
    messages: {},
    model: null,
    streamingId: null,
    actions: {
      modelSelected: (model) => set({ model }),
      messageSubmitted(text) {
        const { conversationId, model, streamingId } = get()
        if (streamingId || !text.trim()) return
        const user = newMessage(conversationId, 'user', text, null)
        const assistant = newMessage(conversationId, 'assistant', '', model)
        set((s) => ({
          messageIds: [...s.messageIds, user.id, assistant.id],
          messages: { ...s.messages, [user.id]: user, [assistant.id]: assistant },
        }))
        void runStream(assistant.id)
      },
      streamStopped() {
        const id = get().streamingId
        if (id) controllers.get(id)?.abort()
      },
      retryRequested(assistantId) {
        if (get().streamingId) return
        updateMessage(assistantId, (m) => ({
          ...newMessage(m.conversationId, 'assistant', '', get().model),
          id: m.id,
        }))
        void runStream(assistantId)
      },
    },
  }
})

export const useMessageIds = () => useChatStore((s) => s.messageIds)
export const useMessage = (id: string) => useChatStore((s) => s.messages[id])
export const useIsStreaming = () => useChatStore((s) => s.streamingId !== null)
export const useSelectedModel = () => useChatStore((s) => s.model)
export const useChatActions = () => useChatStore((s) => s.actions)
