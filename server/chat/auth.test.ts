import { describe, expect, it } from 'vitest'
import { parseKeys } from '../config'
import { bearerKey, findKeyGrant, mayUseModel } from './auth'

describe('bearer auth', () => {
  it('reads the key of a Bearer header, any case of the scheme', () => {
    expect(bearerKey('Bearer sk-1')).toBe('sk-1')
    expect(bearerKey('bearer   sk-1 ')).toBe('sk-1')
    expect(bearerKey('Basic sk-1')).toBeNull()
    expect(bearerKey('Bearer')).toBeNull()
    expect(bearerKey('Bearer a b')).toBeNull()
    expect(bearerKey(undefined)).toBeNull()
  })

  it('finds the grant of a key and limits it to its models', () => {
    const keys = parseKeys('sk-a,sk-b:m1|m2')
    expect(findKeyGrant(keys, 'sk-a')).toEqual({ key: 'sk-a', models: null })
    expect(findKeyGrant(keys, 'sk-')).toBeUndefined()
    expect(findKeyGrant(keys, null)).toBeUndefined()
    const b = findKeyGrant(keys, 'sk-b')!
    expect(mayUseModel(b, 'm2')).toBe(true)
    expect(mayUseModel(b, 'm3')).toBe(false)
  })
})
