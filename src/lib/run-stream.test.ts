import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/http'
import { runStream, type StreamRun } from './run-stream'

interface Rec {
  text: string
  status: string
}

async function* events(items: string[], failWith?: Error) {
  for (const item of items) {
    await Promise.resolve()
    yield item
  }
  if (failWith !== undefined) throw failWith
}

/** A store of one record and a log of what runStream called, in order. */
function harness(overrides: Partial<StreamRun<string, Rec>> = {}) {
  let state: Rec = { text: '', status: 'streaming' }
  const log: string[] = []
  const controller = new AbortController()
  const run: StreamRun<string, Rec> = {
    signal: controller.signal,
    open: () => events(['a', 'b', 'c']),
    reduce: (s, e) => ({ ...s, text: s.text + e }),
    update: (change) => {
      state = change(state)
    },
    persist: () => log.push(`persist:${state.text}`),
    fail: (s, error, aborted) => ({
      ...s,
      status: aborted ? 'cancelled' : `failed:${error.kind}:${error.message}`,
    }),
    settle: () => {
      log.push(`settle:${state.status}`)
    },
    ...overrides,
  }
  return { run, controller, log, state: () => state }
}

describe('runStream', () => {
  it('applies the events in order, persists each batch and settles last', async () => {
    const seen: string[] = []
    const h = harness({ onEvent: (e) => seen.push(e) })
    await runStream(h.run)
    expect(h.state()).toEqual({ text: 'abc', status: 'streaming' })
    expect(seen).toEqual(['a', 'b', 'c'])
    expect(h.log.at(-2)).toBe('persist:abc')
    expect(h.log.at(-1)).toBe('settle:streaming')
  })

  it('passes the signal to open and awaits an open that resolves to the events', async () => {
    const h = harness()
    const open = vi.fn(() => Promise.resolve(events(['x'])))
    await runStream({ ...h.run, open })
    expect(open).toHaveBeenCalledWith(h.run.signal)
    expect(h.state().text).toBe('x')
  })

  it('keeps what arrived and marks a stopped stream as aborted', async () => {
    const h = harness()
    const open = async function* (signal: AbortSignal) {
      yield 'a'
      h.controller.abort()
      await Promise.resolve()
      if (signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError')
      yield 'never'
    }
    await runStream({ ...h.run, open })
    expect(h.state()).toEqual({ text: 'a', status: 'cancelled' })
    expect(h.log.at(-1)).toBe('settle:cancelled')
  })

  it('turns a failure into data on the record, after the events that came before it', async () => {
    const h = harness({ open: () => events(['a', 'b'], new Error('socket closed')) })
    await runStream(h.run)
    expect(h.state()).toEqual({ text: 'ab', status: 'failed:stream:socket closed' })
    expect(h.log.at(-1)).toBe('settle:failed:stream:socket closed')
  })

  it('keeps an ApiError as it is and lets the caller word any other failure', async () => {
    const service = new ApiError({ kind: 'service', code: 7, message: 'quota' })
    const a = harness({ open: () => events([], service) })
    await runStream(a.run)
    expect(a.state().status).toBe('failed:service:quota')

    const b = harness({ open: () => events([], new Error('x')), describe: String })
    await runStream(b.run)
    expect(b.state().status).toBe('failed:stream:Error: x')
  })

  it('fails the same way when the request cannot be opened', async () => {
    const h = harness({ open: () => Promise.reject(new TypeError('offline')) })
    await expect(runStream(h.run)).resolves.toBeUndefined()
    expect(h.state()).toEqual({ text: '', status: 'failed:stream:offline' })
    expect(h.log).toEqual(['settle:failed:stream:offline'])
  })
})
