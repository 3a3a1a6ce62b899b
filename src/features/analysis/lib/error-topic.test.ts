import { describe, expect, it } from 'vitest'
import { errorActions, errorTopic } from './error-topic'

describe('errorTopic', () => {
  it('maps every documented code to its topic', () => {
    const cases: [number, string][] = [
      [1003, 'auth'],
      [1002, 'auth'],
      [210020, 'job-failed'],
      [210021, 'quota'],
      [210022, 'too-long'],
      [210023, 'not-synched'],
      [300001, 'invalid'],
      [201, 'rate-limit'],
    ]
    for (const [code, topic] of cases)
      expect(errorTopic({ kind: 'service', code, message: 'x' })).toBe(topic)
  })
  it('falls back on the kind and HTTP status', () => {
    expect(errorTopic({ kind: 'network', message: 'x' })).toBe('network')
    expect(errorTopic({ kind: 'stream', code: 'stream_dropped', message: 'x' })).toBe('dropped')
    expect(errorTopic({ kind: 'stream', code: 'interrupted', message: 'x' })).toBe('interrupted')
    expect(errorTopic({ kind: 'http', status: 429, message: 'x' })).toBe('rate-limit')
    expect(errorTopic({ kind: 'http', status: 403, message: 'x' })).toBe('auth')
    expect(errorTopic({ kind: 'http', status: 502, message: 'x' })).toBe('internal')
    expect(errorTopic({ kind: 'service', code: '210021', message: 'x' })).toBe('quota')
    expect(errorTopic({ kind: 'service', code: 123, message: 'x' })).toBe('unknown')
  })
  it('sends auth problems to Settings', () => {
    expect(errorActions('auth')).toEqual({ settings: true, retry: true })
    expect(errorActions('too-long').retry).toBe(false)
  })
})
