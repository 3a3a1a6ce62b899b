import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import { addPositions } from './message-positions'

/**
 * The browser's IndexedDB database. Stores hold plain records owned by one feature each; the
 * feature's own repository module gives them types.
 */
interface Record_ {
  id: string
  [field: string]: unknown
}

export interface ParleySchema extends DBSchema {
  settings: { key: string; value: unknown }
  conversations: { key: string; value: Record_ }
  messages: {
    key: string
    value: Record_ & { conversationId: string }
    /** byPosition: [conversationId, position], the depth in the conversation's tree. */
    indexes: { byConversation: string; byPosition: [string, number] }
  }
  drafts: { key: string; value: string }
  artifacts: { key: string; value: unknown }
  jobs: { key: string; value: Record_ & { sessionId: string }; indexes: { bySession: string } }
}

const DB_NAME = 'parley'
// 1: the stores. 2: messages get a position and the byPosition index (a window of a long
// conversation is read without reading the rest).
const DB_VERSION = 2

let dbPromise: Promise<IDBPDatabase<ParleySchema>> | null = null

export function getDb(): Promise<IDBPDatabase<ParleySchema>> {
  dbPromise ??= openDB<ParleySchema>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        db.createObjectStore('settings')
        db.createObjectStore('conversations', { keyPath: 'id' })
        db.createObjectStore('messages', { keyPath: 'id' }).createIndex(
          'byConversation',
          'conversationId',
        )
        db.createObjectStore('drafts')
        db.createObjectStore('artifacts')
        db.createObjectStore('jobs', { keyPath: 'id' }).createIndex('bySession', 'sessionId')
      }
      if (oldVersion < 2) {
        const messages = tx.objectStore('messages')
        messages.createIndex('byPosition', ['conversationId', 'position'])
        // The upgrade's transaction stays open while its requests run; a failure undoes it all.
        addPositions(messages).catch(() => tx.abort())
      }
    },
    blocking() {
      // A newer tab wants to upgrade the schema: let it, and reopen on next use.
      void dbPromise?.then((db) => db.close())
      dbPromise = null
    },
  }).catch((err: unknown) => {
    dbPromise = null
    throw toStorageError(err)
  })
  return dbPromise
}

/** Storage failures in plain words, so the UI can show them instead of swallowing them. */
export class StorageError extends Error {
  readonly reason: 'quota' | 'unavailable' | 'unknown'
  /** The underlying error's own words (unknown failures), shown after the plain words. */
  readonly detail: string
  constructor(reason: StorageError['reason'], message: string, detail = '') {
    super(message)
    this.name = 'StorageError'
    this.reason = reason
    this.detail = detail
  }
}

function toStorageError(err: unknown): StorageError {
  if (err instanceof StorageError) return err
  const name = err instanceof DOMException || err instanceof Error ? err.name : ''
  if (name === 'QuotaExceededError') {
    return new StorageError(
      'quota',
      'Browser storage is full, so recent changes were not saved. Delete old conversations or free up disk space.',
    )
  }
  if (
    name === 'InvalidStateError' ||
    name === 'SecurityError' ||
    name === 'UnknownError' ||
    typeof indexedDB === 'undefined'
  ) {
    return new StorageError(
      'unavailable',
      'This browser is not letting Parley save data (private mode or storage disabled). Changes last only until the tab closes.',
    )
  }
  const detail = err instanceof Error ? err.message : String(err)
  return new StorageError('unknown', `Saving failed: ${detail}`, detail)
}

/** A storage failure as UI state: the reason picks the words (per UI language). */
export interface StorageProblem {
  reason: StorageError['reason']
  message: string
  detail: string
}

export function storageProblem(err: unknown): StorageProblem {
  const error = toStorageError(err)
  return { reason: error.reason, message: error.message, detail: error.detail }
}

/** Runs a storage operation and converts its failure into a StorageError. */
export async function withStorage<T>(
  op: (db: IDBPDatabase<ParleySchema>) => Promise<T>,
): Promise<T> {
  try {
    return await op(await getDb())
  } catch (err) {
    throw toStorageError(err)
  }
}

/** Test hook: forget the open connection (fake-indexeddb is reset between tests). */
export function resetDbForTests() {
  dbPromise = null
}
