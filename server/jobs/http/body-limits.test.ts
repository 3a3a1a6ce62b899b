import { afterAll, describe, expect, it } from 'vitest'
import { makeKit, USER } from '../testing/test-kit'
import { JSON_BODY_LIMIT } from './body-limits'

const kit = makeKit()
afterAll(() => kit.close())

describe('job service: request body limits', () => {
  it('answers an oversized JSON body with 413 in the envelope, not a crash', async () => {
    const res = await kit.request('POST', '/v2/team/sessions', {
      body: { name: 'x', user_id: USER, padding: 'a'.repeat(JSON_BODY_LIMIT + 10) },
    })
    expect(res.status).toBe(413)
    const body = (await res.json()) as { code: number; msg: string }
    expect(body.code).toBe(300001)
    expect(body.msg).toMatch(/too large/)
    expect(res.headers.get('x-pd-trace-id')).toBeTruthy()
  })

  it('still accepts a normal body', async () => {
    const res = await kit.request('POST', '/v2/team/sessions', {
      body: { name: 'ok', user_id: USER },
    })
    expect(res.status).toBe(200)
  })
})
