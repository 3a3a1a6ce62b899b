import { afterAll, describe, expect, it } from 'vitest'
import type { HistoryRecord, Paged, Session } from '@contract/jobs'
import { job, makeKit, USER } from '../testing/test-kit'

const kit = makeKit()
afterAll(() => kit.close())

describe('sessions (docs/wire-formats.md)', () => {
  it('creates a session with the documented defaults and truncates long names to 128', async () => {
    const id = await kit.session('n'.repeat(200))
    const { res, body } = await kit.json<Session>('GET', `/v2/team/sessions/${id}`, {
      query: { user_id: USER },
    })
    expect(res.headers.get('x-pd-trace-id')).toBeTruthy()
    expect(body).toMatchObject({ code: 0, msg: null })
    expect(body.data).toEqual({
      id,
      name: 'n'.repeat(128),
      output_language: 'AUTO',
      job_mode: 'AUTO',
      max_contextual_job_history: 10,
      agent_id: 'DATA_ANALYSIS_AGENT',
    })
  })

  it('validates the body: user_id and name required, enums checked, history 0–10', async () => {
    for (const bad of [
      { name: 'x' },
      { user_id: USER },
      { name: 'x', user_id: USER, output_language: 'XX' },
      { name: 'x', user_id: USER, job_mode: 'DATA_ANALYSIS' },
      { name: 'x', user_id: USER, max_contextual_job_history: 11 },
    ]) {
      const { res, body } = await kit.json('POST', '/v2/team/sessions', { body: bad })
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(body.code).toBe(300001)
    }
  })

  it('lists newest first with paging and search, and only the caller’s sessions', async () => {
    const own = makeKit()
    try {
      for (const name of ['alpha', 'beta', 'gamma']) await own.session(name)
      await own.json('POST', '/v2/team/sessions', {
        body: { name: 'other user', user_id: 'tmm-someone-else' },
      })
      const { body } = await own.json<Paged<Session>>('GET', '/v2/team/sessions', {
        query: { user_id: USER, page_size: '2' },
      })
      expect(body.data).toMatchObject({ total_items: 3, page_number: 1, page_size: 2 })
      expect(body.data.records.map((s) => s.name)).toEqual(['gamma', 'beta'])
      const page2 = await own.json<Paged<Session>>('GET', '/v2/team/sessions', {
        query: { user_id: USER, page_size: '2', page_number: '2' },
      })
      expect(page2.body.data.records.map((s) => s.name)).toEqual(['alpha'])
      const search = await own.json<Paged<Session>>('GET', '/v2/team/sessions', {
        query: { user_id: USER, search: 'ET' },
      })
      expect(search.body.data.records.map((s) => s.name)).toEqual(['beta'])
      const missingUser = await own.json('GET', '/v2/team/sessions')
      expect(missingUser.body.code).toBe(300001)
      const badPage = await own.json('GET', '/v2/team/sessions', {
        query: { user_id: USER, page_number: '0' },
      })
      expect(badPage.body.code).toBe(300001)
    } finally {
      own.close()
    }
  })

  it('modifies with POST, deletes with a JSON body, and hides other users’ sessions (300003)', async () => {
    const id = await kit.session('before')
    const mod = await kit.json('POST', `/v2/team/sessions/${id}`, {
      body: { name: 'after', user_id: USER, job_mode: 'DATA_ANALYTICS', output_language: 'ZH-CN' },
    })
    expect(mod.body).toEqual({ code: 0, msg: null, data: null })
    const got = await kit.json<Session>('GET', `/v2/team/sessions/${id}`, {
      query: { user_id: USER },
    })
    expect(got.body.data).toMatchObject({
      name: 'after',
      job_mode: 'DATA_ANALYTICS',
      output_language: 'ZH-CN',
    })
    const stranger = await kit.json('GET', `/v2/team/sessions/${id}`, {
      query: { user_id: 'tmm-stranger' },
    })
    expect(stranger.res.status).toBe(200)
    expect(stranger.body.code).toBe(300003)
    const noBody = await kit.json('DELETE', `/v2/team/sessions/${id}`)
    expect(noBody.body.code).toBe(300001)
    const del = await kit.json('DELETE', `/v2/team/sessions/${id}`, { body: { user_id: USER } })
    expect(del.body.code).toBe(0)
    const gone = await kit.json('GET', `/v2/team/sessions/${id}`, { query: { user_id: USER } })
    expect(gone.body.code).toBe(300003)
  })

  it('refuses the 151st session with 300009 (HTTP 200)', async () => {
    const full = makeKit()
    try {
      for (let i = 0; i < 150; i++) await full.session(`s${i}`)
      const { res, body } = await full.json('POST', '/v2/team/sessions', {
        body: { name: 'one too many', user_id: USER },
      })
      expect(res.status).toBe(200)
      expect(body.code).toBe(300009)
      // Another user is not affected.
      const other = await full.json('POST', '/v2/team/sessions', {
        body: { name: 'fine', user_id: 'tmm-other' },
      })
      expect(other.body.code).toBe(0)
    } finally {
      full.close()
    }
  })

  it('returns job history newest first, with paging, and deletes it with the session', async () => {
    const id = await kit.session('history')
    await job(kit, { session_id: id, question: 'hello', dataset_id: 'dset-sample-cars' })
    await job(kit, {
      session_id: id,
      question: 'How many cars per cylinders?',
      dataset_id: 'dset-sample-cars',
    })
    const { body } = await kit.json<Paged<HistoryRecord>>(
      'GET',
      `/v2/team/sessions/${id}/history`,
      { query: { user_id: USER } },
    )
    expect(body.data.total_items).toBe(2)
    expect(body.data.records.map((r) => r.question.blocks[0]?.content)).toEqual([
      'How many cars per cylinders?',
      'hello',
    ])
    expect(body.data.records[0]?.status).toBe('done')
    const table = body.data.records[0]?.answer.blocks.find((b) => b.type === 'TABLE')
    expect(table?.type === 'TABLE' && table.content.url).toMatch(
      /^http:\/\/127\.0\.0\.1:8787\/artifacts\/jobs\//,
    )
    const page = await kit.json<Paged<HistoryRecord>>('GET', `/v2/team/sessions/${id}/history`, {
      query: { user_id: USER, page_size: '1', page_number: '2' },
    })
    expect(page.body.data.records.map((r) => r.question.blocks[0]?.content)).toEqual(['hello'])
    await kit.json('DELETE', `/v2/team/sessions/${id}`, { body: { user_id: USER } })
    const after = await kit.json('GET', `/v2/team/sessions/${id}/history`, {
      query: { user_id: USER },
    })
    expect(after.body.code).toBe(300003)
  })
})
