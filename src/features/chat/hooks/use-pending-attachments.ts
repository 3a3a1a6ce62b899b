import { useCallback, useState } from 'react'
import { readAttachment } from '../attachments/read-file'
import {
  AttachmentError,
  LIMITS,
  type Attachment,
  type AttachmentProblem,
  type PickedFile,
} from '../attachments/types'

/** A file in the composer: being read, ready to send, or refused with its reason. */
export type Pending = { id: string; name: string; size: number } & (
  | { state: 'reading' }
  | { state: 'ready'; attachment: Attachment }
  | { state: 'error'; problem: AttachmentProblem }
)

const NONE: Pending[] = []

const problemOf = (error: unknown): AttachmentProblem =>
  error instanceof AttachmentError
    ? error.problem
    : { code: 'unreadable', detail: error instanceof Error ? error.message : String(error) }

/**
 * The files the composer holds for each conversation until its message is sent. Files are read
 * as they come (the text of a PDF or DOCX, an image's bytes); a refusal stays on its chip.
 */
export function usePendingAttachments(conversationId: string | null) {
  const [byConversation, setAll] = useState<Record<string, Pending[]>>({})
  const list = (conversationId && byConversation[conversationId]) || NONE

  const update = useCallback(
    (id: string, f: (list: Pending[]) => Pending[]) =>
      setAll((all) => ({ ...all, [id]: f(all[id] ?? []) })),
    [],
  )

  const add = useCallback(
    (files: readonly PickedFile[]) => {
      if (!conversationId || !files.length) return
      const at = conversationId
      // Counted from what the composer shows now; reading starts outside the state update.
      let kept = list.filter((p) => p.state !== 'error').length
      const next = files.map((file): Pending & { file: PickedFile } => {
        const base = { id: crypto.randomUUID(), name: file.name || 'file', size: file.size, file }
        if (kept >= LIMITS.perMessage)
          return { ...base, state: 'error', problem: { code: 'tooMany', limit: LIMITS.perMessage } }
        kept++
        return { ...base, state: 'reading' }
      })
      update(at, (l) => [...l, ...next.map(({ file: _file, ...p }) => p)])
      for (const { file, ...p } of next) {
        if (p.state !== 'reading') continue
        const settle = (done: Pending) =>
          update(at, (l) => l.map((q) => (q.id === p.id ? done : q)))
        readAttachment(file).then(
          (attachment) => settle({ ...p, state: 'ready', attachment }),
          (error: unknown) => settle({ ...p, state: 'error', problem: problemOf(error) }),
        )
      }
    },
    [conversationId, list, update],
  )

  const remove = useCallback(
    (id: string) => conversationId && update(conversationId, (l) => l.filter((p) => p.id !== id)),
    [conversationId, update],
  )
  const clear = useCallback(
    () => conversationId && update(conversationId, () => []),
    [conversationId, update],
  )

  return {
    list,
    ready: list.flatMap((p) => (p.state === 'ready' ? [p.attachment] : [])),
    reading: list.some((p) => p.state === 'reading'),
    add,
    remove,
    clear,
  }
}
