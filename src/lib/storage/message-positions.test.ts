import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { openDB } from 'idb'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb, resetDbForTests } from './db'
import { positionsOf } from './message-positions'

const msg = (id: string, parentId: string | null, conversationId = 'c1') => ({
  id,
  conversationId,
  parentId,
  content: id,
})

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
  resetDbForTests()
})

describe('message positions', () => {
  it('are depths in the tree: siblings share one, a lost parent or a loop starts at 0', () => {
    const positions = positionsOf([
      msg('a3', 'u2'),
      msg('u1', null),
      msg('a1', 'u1'),
      msg('a1b', 'u1'),
      msg('u2', 'a1'),
      msg('orphan', 'gone'),
      msg('x', 'y'),
      msg('y', 'x'),
    ])
    expect(Object.fromEntries(positions)).toMatchObject({ u1: 0, a1: 1, a1b: 1, u2: 2, a3: 3 })
    expect(positions.get('orphan')).toBe(0)
    expect([positions.get('x'), positions.get('y')].sort()).toEqual([0, 1])
  })

  it('the upgrade from schema 1 gives stored messages their positions and the index reads them', async () => {
    // A database as schema 1 left it: no positions, no byPosition index.
    const old = await openDB('parley', 1, {
      upgrade(db) {
        db.createObjectStore('settings')
        db.createObjectStore('conversations', { keyPath: 'id' })
        db.createObjectStore('messages', { keyPath: 'id' }).createIndex(
          'byConversation',
          'conversationId',
        )
        db.createObjectStore('drafts')
        db.createObjectStore('artifacts')
        db.createObjectStore('jobs', { keyPath: 'id' }).createIndex('bySession', 'sessionId')
      },
    })
    for (const m of [
      msg('u1', null),
      msg('a1', 'u1'),
      msg('a1b', 'u1'),
      msg('u2', 'a1'),
      msg('other', null, 'c2'),
    ])
      await old.put('messages', m)
    await old.put('drafts', 'kept', 'c1')
    old.close()

    const db = await getDb()
    expect(db.version).toBe(2)
    const second = await db.getAllFromIndex('messages', 'byPosition', IDBKeyRange.only(['c1', 1]))
    expect(second.map((m) => m.id).sort()).toEqual(['a1', 'a1b'])
    expect((await db.get('messages', 'u2'))?.position).toBe(2)
    expect((await db.get('messages', 'other'))?.position).toBe(0)
    expect(await db.get('drafts', 'c1')).toBe('kept')
    expect(await db.getAllFromIndex('messages', 'byConversation', 'c1')).toHaveLength(4)
  })
})
