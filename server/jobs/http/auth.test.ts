import { afterAll, describe, expect, it } from 'vitest'
import { JOB_ERRORS } from '@contract/jobs'
import { makeKit, USER } from '../testing/test-kit'

const kit = makeKit()
afterAll(() => kit.close())

describe('job service: auth, trace ids, CORS', () => {
  it('refuses a missing key with 1003 and HTTP 403, with a trace id', async () => {
    const res = await kit.app.request('http://127.0.0.1:8787/v2/team/sessions?user_id=u')
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ code: 1003, msg: 'insufficient.authentication', data: null })
    expect(res.headers.get('x-pd-trace-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('refuses a wrong key the same way, on every route', async () => {
    for (const [method, path] of [
      ['GET', '/v2/team/datasets'],
      ['POST', '/v2/team/jobs'],
      ['DELETE', '/v2/team/sessions/x'],
      ['POST', '/v2/team/file/init-multipart-upload'],
    ]) {
      const res = await kit.request(method!, path!, {
        headers: { 'x-pd-api-key': 'nope' },
        ...(method === 'GET' ? {} : { body: {} }),
      })
      expect(res.status, path).toBe(403)
      expect(((await res.json()) as { code: number }).code).toBe(JOB_ERRORS.AUTH_INSUFFICIENT.code)
      expect(res.headers.get('x-pd-trace-id')).toBeTruthy()
    }
  })

  it('gives each reply its own trace id and echoes an external trace id up to 128 characters', async () => {
    const a = await kit.request('GET', '/v2/team/sessions', {
      query: { user_id: USER },
      headers: { 'x-pd-external-trace-id': 'x'.repeat(128) },
    })
    const b = await kit.request('GET', '/v2/team/sessions', { query: { user_id: USER } })
    expect(a.status).toBe(200)
    expect(a.headers.get('x-pd-external-trace-id')).toBe('x'.repeat(128))
    expect(a.headers.get('x-pd-trace-id')).not.toBe(b.headers.get('x-pd-trace-id'))
  })

  it('refuses an external trace id over 128 characters with 300001', async () => {
    const res = await kit.request('GET', '/v2/team/sessions', {
      query: { user_id: USER },
      headers: { 'x-pd-external-trace-id': 'x'.repeat(129) },
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { code: number }).code).toBe(300001)
    expect(res.headers.get('x-pd-trace-id')).toBeTruthy()
  })

  it('answers a CORS preflight without a key and exposes the trace id', async () => {
    const res = await kit.app.request('http://127.0.0.1:8787/v2/team/jobs', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-pd-api-key,content-type',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-headers')).toContain('x-pd-api-key')
    const get = await kit.request('GET', '/v2/team/datasets', {
      query: { user_id: USER },
      headers: { origin: 'http://localhost:5173' },
    })
    expect(get.headers.get('access-control-expose-headers')).toContain('x-pd-trace-id')
  })

  it('answers an unknown endpoint with 300003 in the envelope', async () => {
    const { res, body } = await kit.json('GET', '/v2/team/nothing-here')
    expect(res.headers.get('x-pd-trace-id')).toBeTruthy()
    expect(body.code).toBe(300003)
  })

  it('refuses requests past the per-key rate with code 201 and HTTP 429', async () => {
    const limited = makeKit({ PARLEY_RATE_LIMIT: '3' })
    try {
      // The limit counts per calendar second (held in the database, across processes): start
      // just after a second begins, so five requests are not split across two seconds.
      await new Promise((r) => setTimeout(r, 1005 - (Date.now() % 1000)))
      const codes: number[] = []
      for (let i = 0; i < 5; i++) {
        const res = await limited.request('GET', '/v2/team/datasets', { query: { user_id: USER } })
        codes.push(res.status)
        if (res.status === 429) {
          expect(await res.json()).toMatchObject({ code: 201 })
          expect(res.headers.get('x-pd-trace-id')).toBeTruthy()
        }
      }
      expect(codes.slice(0, 3)).toEqual([200, 200, 200])
      expect(codes.slice(3)).toEqual([429, 429])
    } finally {
      limited.close()
    }
  })
})
