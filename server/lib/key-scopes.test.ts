import { describe, expect, it } from 'vitest'
import { DEFAULT_KEY, loadConfig, parseKeys } from '../config'
import {
  isJobsRead,
  jobsServiceRefusal,
  jobsUserRefusal,
  mayUseChat,
  scopesOf,
  type Scope,
} from './key-scopes'

const FULL_JOBS: Scope = { kind: 'jobs', users: null, readOnly: false }

describe('PARLEY_API_KEYS grammar', () => {
  it('a bare key may use chat and the whole job service, as before scopes', () => {
    expect(parseKeys('sk-a')).toEqual([
      { key: 'sk-a', models: null, scopes: [{ kind: 'chat' }, FULL_JOBS] },
    ])
    expect(parseKeys(undefined)).toEqual([
      { key: DEFAULT_KEY, models: null, scopes: [{ kind: 'chat' }, FULL_JOBS] },
    ])
    expect(parseKeys('  ')[0]!.key).toBe(DEFAULT_KEY)
  })

  it('a key limited to models, with no scopes, is chat only', () => {
    expect(parseKeys('sk-b:m1|m2')).toEqual([
      { key: 'sk-b', models: ['m1', 'm2'], scopes: [{ kind: 'chat' }] },
    ])
    // An empty model list limits nothing, as before.
    expect(parseKeys('sk-b:')[0]!.scopes).toEqual([{ kind: 'chat' }, FULL_JOBS])
  })

  it('a key with @ has exactly the scopes it names', () => {
    const [a, b, c, d, e] = parseKeys(
      'sk-a@jobs, sk-b@jobs=alice|bob ,sk-c@jobs-read,sk-d:m1@chat+jobs-read=alice,sk-e@chat',
    )
    expect(a).toEqual({ key: 'sk-a', models: null, scopes: [FULL_JOBS] })
    expect(b!.scopes).toEqual([{ kind: 'jobs', users: ['alice', 'bob'], readOnly: false }])
    expect(c!.scopes).toEqual([{ kind: 'jobs', users: null, readOnly: true }])
    expect(d).toEqual({
      key: 'sk-d',
      models: ['m1'],
      scopes: [{ kind: 'chat' }, { kind: 'jobs', users: ['alice'], readOnly: true }],
    })
    expect(e!.scopes).toEqual([{ kind: 'chat' }])
  })

  it('user ids and models may percent-encode the characters the grammar uses', () => {
    const [k] = parseKeys('sk-a:vendor%2Fm%40v2@chat+jobs=alice%40example.com|b%2Bc%7Cd')
    expect(k!.models).toEqual(['vendor/m@v2'])
    expect(scopesOf(k!)[1]).toEqual({
      kind: 'jobs',
      users: ['alice@example.com', 'b+c|d'],
      readOnly: false,
    })
  })

  it('keys may hold the characters of base64 before the first : or @', () => {
    expect(parseKeys('AbC+/x==@jobs')[0]).toMatchObject({ key: 'AbC+/x==', scopes: [FULL_JOBS] })
  })

  const SECRET = 'sk-topsecret-0123456789'
  const errorOf = (raw: string) => {
    try {
      parseKeys(raw)
    } catch (e) {
      return (e as Error).message
    }
    throw new Error('no error')
  }

  it.each([
    [
      `sk-ok,${SECRET}@jbos`,
      /^PARLEY_API_KEYS entry 2 \(key sk-top…\): unknown scope "jbos"; the scopes are chat, jobs/,
    ],
    [`${SECRET}@jobs+sk-other-key-999`, /entry 1 \(key sk-top…\): unknown scope "sk-oth…"/],
    [`${SECRET}@`, /entry 1 \(key sk-top…\): names no scope after "@"/],
    [`${SECRET}@jobs=`, /jobs= names no user/],
    [`${SECRET}@chat=alice`, /the scope chat takes no list/],
    [`${SECRET}:m1@jobs`, /limits chat models but has no chat scope/],
    [`${SECRET}@jobs=al%zzice`, /"al%zzi…" has a % that is not a percent-encoded character/],
    [':m1', /^PARLEY_API_KEYS entry 1: has no key before ":" or "@"\.$/],
    [
      `${SECRET},${SECRET}@jobs`,
      /lists the key sk-top… twice; give it one entry with all its scopes/,
    ],
  ])('refuses %s at startup, naming the entry but never the key', (raw, message) => {
    const text = errorOf(raw)
    expect(text).toMatch(message)
    expect(text).not.toContain(SECRET)
    expect(text).not.toContain('sk-other-key-999')
  })

  it('stops loadConfig, so the server does not start with a list it misreads', () => {
    expect(() => loadConfig({ PARLEY_API_KEYS: 'sk-a@jobs+chats' })).toThrow(/unknown scope/)
  })
})

describe('what a scope allows', () => {
  const scopes = (raw: string) => scopesOf(parseKeys(raw)[0]!)

  it('chat needs the chat scope; a hand-built grant without scopes is a bare key', () => {
    expect(mayUseChat(scopes('sk-a'))).toBe(true)
    expect(mayUseChat(scopes('sk-a:m1'))).toBe(true)
    expect(mayUseChat(scopes('sk-a@jobs'))).toBe(false)
    expect(scopesOf({})).toEqual([{ kind: 'chat' }, FULL_JOBS])
  })

  it('reads are GET, HEAD and the download link', () => {
    expect(isJobsRead('GET', '/v2/team/sessions')).toBe(true)
    expect(isJobsRead('HEAD', '/v2/team/sessions')).toBe(true)
    expect(isJobsRead('POST', '/v2/team/datasets/d1/datasources/s1/presign')).toBe(true)
    expect(isJobsRead('POST', '/v2/team/datasets/d1/datasources')).toBe(false)
    expect(isJobsRead('DELETE', '/v2/team/sessions/s1')).toBe(false)
    expect(isJobsRead('PUT', '/v2/team/datasets/d1/columns')).toBe(false)
  })

  it('refuses the job service, then writes, then other users, in plain words', () => {
    expect(jobsServiceRefusal(scopes('sk-a:m1'), true)).toBe(
      'This API key may not use the job service.',
    )
    expect(jobsServiceRefusal(scopes('sk-a@jobs-read'), false)).toBe('This API key may only read.')
    expect(jobsServiceRefusal(scopes('sk-a@jobs-read'), true)).toBeNull()
    const alice = scopes('sk-a@jobs=alice')
    expect(jobsUserRefusal(alice, false, ['alice'])).toBeNull()
    expect(jobsUserRefusal(alice, false, ['bob'])).toBe(
      'This API key may only act for the user alice.',
    )
    expect(jobsUserRefusal(alice, true, ['alice', 'bob'])).not.toBeNull()
    expect(jobsUserRefusal(alice, true, [])).not.toBeNull()
    expect(jobsUserRefusal(scopes('sk-a@jobs'), true, [])).toBeNull()
  })

  it('scopes add up: read everyone, change only alice', () => {
    const s = scopes('sk-a@jobs-read+jobs=alice')
    expect(jobsUserRefusal(s, true, ['bob'])).toBeNull()
    expect(jobsUserRefusal(s, false, ['alice'])).toBeNull()
    expect(jobsUserRefusal(s, false, ['bob'])).toBe('This API key may only act for the user alice.')
  })
})
