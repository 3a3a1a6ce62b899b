// What the conversation actions' factories share (the store's set/get, persist, running streams): one type for the split factories.
import type { GetState, SetState } from './chat-state'
import type { Persist } from './stream-runner'

export interface ConversationDeps {
  set: SetState
  get: GetState
  persist: Persist
  isRunning: (messageId: string) => boolean
}
