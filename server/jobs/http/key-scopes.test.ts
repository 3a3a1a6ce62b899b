import { Hono } from 'hono'
import { afterAll, describe, expect, it as plainIt } from 'vitest'
import { JOB_ERRORS, type Paged, type Session } from '@contract/jobs'
import { jobsContext } from './context'
import { fail } from './envelope'
import { ApiError } from './errors'
import type { JobsEnv } from './http-env'
import { authorize, requireUserScope } from './middleware'
import { describeOnStores, KEY, type Kit, makeKit, uploadSource, USER } from '../testing/test-kit'

/**
 * A key's scopes on the job service (docs/api-keys.md), on both stores: a key limited to chat
 * models cannot touch job data; `jobs=alice` acts only for alice; `jobs-read` only reads. Every
 * refusal is the no-permission envelope, said before any lookup, and changes nothing.
 */

const MODEL_KEY = 'sk-test-model-only'
const ALICE_KEY = 'sk-test-alice-only'
const READ_KEY = 'sk-test-read-only'
const KEYS = [
  KEY,
  `${MODEL_KEY}:deepseek-ai/DeepSeek-V3`,
  `${ALICE_KEY}@jobs=alice|carol`,
  `${READ_KEY}@jobs-read`,
].join(',')
const env = { env: { PARLEY_API_KEYS: KEYS } }

const NO_PERMISSION = JOB_ERRORS.NO_PERMISSION.code
const NOT_JOBS = 'This API key may not use the job service.'
const ONLY_ALICE = 'This API key may only act for the users alice, carol.'
const ONLY_READ = 'This API key may only read.'

type Init = { body?: unknown; query?: Record<string, string> }
const as = (kit: Kit, key: string, method: string, path: string, init: Init = {}) =>
  kit.json<unknown>(method, `/v2/team${path}`, { ...init, headers: { 'x-pd-api-key': key } })

async function refused(
  kit: Kit,
  key: string,
  method: string,
  path: string,
  init: Init,
  msg: string,
) {
  const { body } = await as(kit, key, method, path, init)
  expect(body, `${method} ${path}`).toEqual({ code: NO_PERMISSION, msg, data: null })
}

async function sessionsOf(kit: Kit, user: string): Promise<string[]> {
  const { body } = await kit.json<Paged<Session>>('GET', '/v2/team/sessions', {
    query: { user_id: user },
  })
  return body.data.records.map((s) => s.id)
}

/** A user's datasets, without the samples everyone sees. */
async function ownDatasets(kit: Kit, user: string): Promise<string[]> {
  const { body } = await kit.json<Paged<{ id: string }>>('GET', '/v2/team/datasets', {
    query: { user_id: user },
  })
  return body.data.records.map((d) => d.id).filter((id) => !id.startsWith('dset-sample'))
}

describeOnStores('API key scopes', (it) => {
  it(
    'a key limited to chat models can neither read nor delete job data',
    async (kit) => {
      const session = await kit.session('mine')
      const ds = await uploadSource(kit, 'prices.csv', 'fruit,price\napple,3\n')
      const q = { query: { user_id: USER } }
      const b = { body: { user_id: USER } }
      await refused(kit, MODEL_KEY, 'GET', '/sessions', q, NOT_JOBS)
      // However the header is spelled.
      const shouted = await kit.app.request(
        `http://127.0.0.1:8787/v2/team/sessions?user_id=${USER}`,
        { headers: { 'X-PD-API-KEY': MODEL_KEY } },
      )
      expect(await shouted.json()).toEqual({ code: NO_PERMISSION, msg: NOT_JOBS, data: null })
      await refused(kit, MODEL_KEY, 'GET', `/sessions/${session}`, q, NOT_JOBS)
      await refused(kit, MODEL_KEY, 'GET', `/sessions/${session}/history`, q, NOT_JOBS)
      await refused(kit, MODEL_KEY, 'GET', '/datasets', q, NOT_JOBS)
      await refused(kit, MODEL_KEY, 'GET', `/datasets/${ds.dataset_id}/datasources`, q, NOT_JOBS)
      await refused(kit, MODEL_KEY, 'GET', `/jobs/some-job/stream`, q, NOT_JOBS)
      await refused(kit, MODEL_KEY, 'DELETE', `/sessions/${session}`, b, NOT_JOBS)
      await refused(kit, MODEL_KEY, 'DELETE', `/datasets/${ds.dataset_id}`, b, NOT_JOBS)
      await refused(
        kit,
        MODEL_KEY,
        'POST',
        '/sessions',
        { body: { name: 'x', ...b.body } },
        NOT_JOBS,
      )
      // Nothing was deleted or added.
      expect(await sessionsOf(kit, USER)).toEqual([session])
      const d = await kit.json('GET', `/v2/team/datasets/${ds.dataset_id}`, q)
      expect(d.body.code).toBe(0)
    },
    env,
  )

  it(
    'a jobs=alice key acts for alice and is refused for anyone else',
    async (kit) => {
      const created = await as(kit, ALICE_KEY, 'POST', '/sessions', {
        body: { name: 'a', user_id: 'alice' },
      })
      expect(created.body.code).toBe(0)
      const aliceSession = (created.body.data as { id: string }).id
      const listed = await as(kit, ALICE_KEY, 'GET', '/sessions', { query: { user_id: 'alice' } })
      expect((listed.body.data as Paged<Session>).records.map((s) => s.id)).toEqual([aliceSession])

      // bob's data, made by the team key: alice's key can neither see nor change it.
      const bobSession = await kit.session('b', { user_id: 'bob' })
      const bob = { query: { user_id: 'bob' } }
      await refused(kit, ALICE_KEY, 'GET', '/sessions', bob, ONLY_ALICE)
      await refused(kit, ALICE_KEY, 'GET', `/sessions/${bobSession}`, bob, ONLY_ALICE)
      // The same words whether the record exists or not: nothing leaks about bob's data.
      await refused(kit, ALICE_KEY, 'GET', '/sessions/no-such-id', bob, ONLY_ALICE)
      await refused(kit, ALICE_KEY, 'GET', '/jobs/some-job/stream', bob, ONLY_ALICE)
      // A second user_id in the address is refused too, whichever one the route would read.
      const both = await kit.app.request(
        'http://127.0.0.1:8787/v2/team/sessions?user_id=alice&user_id=bob',
        { headers: { 'x-pd-api-key': ALICE_KEY } },
      )
      expect(await both.json()).toEqual({ code: NO_PERMISSION, msg: ONLY_ALICE, data: null })
      const bobBody = (extra: Record<string, unknown> = {}) => ({
        body: { user_id: 'bob', ...extra },
      })
      await refused(kit, ALICE_KEY, 'POST', '/sessions', bobBody({ name: 'b2' }), ONLY_ALICE)
      await refused(kit, ALICE_KEY, 'DELETE', `/sessions/${bobSession}`, bobBody(), ONLY_ALICE)
      await refused(kit, ALICE_KEY, 'POST', '/datasets', bobBody({ name: 'd' }), ONLY_ALICE)
      const init = bobBody({ file_name: 'a.csv', file_size: 10 })
      await refused(kit, ALICE_KEY, 'POST', '/file/init-multipart-upload', init, ONLY_ALICE)
      const ask = bobBody({ session_id: bobSession, question: 'how many rows?' })
      await refused(kit, ALICE_KEY, 'POST', '/jobs', ask, ONLY_ALICE)
      // A request naming no user at all is refused by a user-limited key.
      await refused(kit, ALICE_KEY, 'GET', '/datasets', {}, ONLY_ALICE)
      // Nothing happened to bob.
      expect(await sessionsOf(kit, 'bob')).toEqual([bobSession])
      expect(await ownDatasets(kit, 'bob')).toEqual([])

      // alice's own data, through the same routes.
      const gone = await as(kit, ALICE_KEY, 'DELETE', `/sessions/${aliceSession}`, {
        body: { user_id: 'alice' },
      })
      expect(gone.body.code).toBe(0)
    },
    env,
  )

  it(
    'a jobs-read key lists and reads but cannot create, ask, upload or delete',
    async (kit) => {
      const session = await kit.session('kept')
      const ds = await uploadSource(kit, 'prices.csv', 'fruit,price\napple,3\n')
      const q = { query: { user_id: USER } }
      const list = await as(kit, READ_KEY, 'GET', '/sessions', q)
      expect(list.body.code).toBe(0)
      expect(await as(kit, READ_KEY, 'GET', `/datasets/${ds.dataset_id}`, q)).toMatchObject({
        body: { code: 0 },
      })
      // A download link is a read.
      const presign = await as(
        kit,
        READ_KEY,
        'POST',
        `/datasets/${ds.dataset_id}/datasources/${ds.id}/presign`,
        { body: { user_id: USER } },
      )
      expect(presign.body.code).toBe(0)

      const b = (extra: Record<string, unknown> = {}) => ({ body: { user_id: USER, ...extra } })
      await refused(kit, READ_KEY, 'POST', '/sessions', b({ name: 'new' }), ONLY_READ)
      await refused(
        kit,
        READ_KEY,
        'POST',
        `/sessions/${session}`,
        b({ name: 'renamed' }),
        ONLY_READ,
      )
      await refused(kit, READ_KEY, 'POST', '/datasets', b({ name: 'd' }), ONLY_READ)
      const src = b({ name: 's', type: 'FILE', url: 'https://example.com/a.csv' })
      await refused(kit, READ_KEY, 'POST', '/datasources', src, ONLY_READ)
      const ask = b({ session_id: session, question: 'how many rows?' })
      await refused(kit, READ_KEY, 'POST', '/jobs', ask, ONLY_READ)
      await refused(kit, READ_KEY, 'DELETE', `/sessions/${session}`, b(), ONLY_READ)
      await refused(kit, READ_KEY, 'DELETE', `/datasets/${ds.dataset_id}`, b(), ONLY_READ)
      // The upload form, whose body the check never reads.
      const form = new FormData()
      form.set('user_id', USER)
      form.set('file', new File(['a,b\n1,2\n'], 'x.csv'))
      const up = await kit.app.request('http://127.0.0.1:8787/v2/team/file/upload-datasource', {
        method: 'POST',
        headers: { 'x-pd-api-key': READ_KEY },
        body: form,
      })
      expect(await up.json()).toEqual({ code: NO_PERMISSION, msg: ONLY_READ, data: null })

      expect(await sessionsOf(kit, USER)).toEqual([session])
      const renamed = await kit.json<Session>('GET', `/v2/team/sessions/${session}`, q)
      expect(renamed.body.data.name).toBe('kept')
      expect(await ownDatasets(kit, USER)).toEqual([ds.dataset_id])
    },
    env,
  )
})

describeOnStores('the upload form of a key limited to some users', (it) => {
  it(
    'stores a file for its users and refuses one for anyone else, keeping nothing',
    async (kit) => {
      const upload = async (user: string) => {
        const form = new FormData()
        form.set('file', new File(['a,b\n1,2\n'], 'x.csv'))
        form.set('user_id', user)
        const res = await kit.app.request('http://127.0.0.1:8787/v2/team/file/upload-datasource', {
          method: 'POST',
          headers: { 'x-pd-api-key': ALICE_KEY },
          body: form,
        })
        return (await res.json()) as { code: number; msg: string | null }
      }
      expect(await upload('alice')).toMatchObject({ code: 0 })
      expect(await upload('bob')).toEqual({ code: NO_PERMISSION, msg: ONLY_ALICE, data: null })
    },
    env,
  )
})

describe('a route that reads user_id itself (the upload form)', () => {
  const kit = makeKit({ PARLEY_API_KEYS: KEYS })
  afterAll(() => kit.close())
  // What routes/files.ts does, whichever way it reads the form: requireUserScope(c, user) before
  // anything is written.
  const app = new Hono<JobsEnv>()
  app.onError((e, c) => (e instanceof ApiError ? fail(c, e.kind, e.message) : fail(c, 'INTERNAL')))
  app.use('*', authorize(jobsContext(kit.config)))
  app.post('/form', async (c) => {
    const form = await c.req.parseBody()
    requireUserScope(c, form.user_id as string)
    return c.json({ code: 0, msg: null, data: 'written' })
  })
  const post = async (key: string, user: string) => {
    const form = new FormData()
    form.set('user_id', user)
    form.set('file', new File(['a\n'], 'a.csv'))
    const res = await app.request('http://127.0.0.1/form', {
      method: 'POST',
      headers: { 'x-pd-api-key': key },
      body: form,
    })
    return (await res.json()) as unknown
  }

  plainIt('lets a key act for its users and refuses others', async () => {
    expect(await post(ALICE_KEY, 'alice')).toMatchObject({ code: 0 })
    expect(await post(KEY, 'bob')).toMatchObject({ code: 0 })
    expect(await post(ALICE_KEY, 'bob')).toEqual({
      code: NO_PERMISSION,
      msg: ONLY_ALICE,
      data: null,
    })
    // authorize refuses before the route for the service and read-only scopes.
    expect(await post(READ_KEY, USER)).toEqual({ code: NO_PERMISSION, msg: ONLY_READ, data: null })
    expect(await post(MODEL_KEY, USER)).toEqual({ code: NO_PERMISSION, msg: NOT_JOBS, data: null })
  })

  plainIt('refuses when authorize never saw the request', async () => {
    const bare = new Hono()
    bare.post('/form', (c) => {
      requireUserScope(c, 'alice')
      return c.text('written')
    })
    bare.onError((e) => new Response(e.message))
    const res = await bare.request('http://127.0.0.1/form', { method: 'POST' })
    expect(await res.text()).toBe(NOT_JOBS)
  })
})
