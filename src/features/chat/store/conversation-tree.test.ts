import { describe, expect, it } from 'vitest'
import type { ChatMessageRecord } from '../types'
import { activePath, buildChildIndex, siblingInfo } from './conversation-tree'

const msg = (id: string, parentId: string | null, createdAt: number): ChatMessageRecord => ({
  id,
  conversationId: 'c',
  parentId,
  role: 'user',
  content: id,
  reasoning: '',
  model: null,
  status: { state: 'complete' },
  usage: null,
  citations: [],
  finishReason: null,
  createdAt,
  reasoningStartedAt: null,
  contentStartedAt: null,
})

describe('conversation tree', () => {
  const messages = [
    msg('u1', null, 1),
    msg('a1', 'u1', 2),
    msg('a1b', 'u1', 5),
    msg('u2', 'a1', 3),
    msg('a2', 'u2', 4),
  ]
  const children = buildChildIndex(messages)

  it('follows the newest branch by default', () => {
    expect(activePath(children, {})).toEqual(['u1', 'a1b'])
  })

  it('follows the selected branch', () => {
    expect(activePath(children, { u1: 'a1' })).toEqual(['u1', 'a1', 'u2', 'a2'])
  })

  it('ignores a selection that no longer exists', () => {
    expect(activePath(children, { u1: 'gone' })).toEqual(['u1', 'a1b'])
  })

  it('reports siblings for the < 1/2 > control', () => {
    expect(siblingInfo(children, messages[1]!)).toEqual({
      index: 0,
      count: 2,
      previousId: null,
      nextId: 'a1b',
    })
    expect(siblingInfo(children, messages[2]!)).toEqual({
      index: 1,
      count: 2,
      previousId: 'a1',
      nextId: null,
    })
  })

  it('stops on a cycle from corrupt data', () => {
    const loop = buildChildIndex([msg('x', 'y', 1), msg('y', 'x', 2), msg('r', null, 0)])
    expect(activePath(loop, {})).toEqual(['r'])
  })
})
