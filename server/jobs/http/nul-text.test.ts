import { expect, vi } from 'vitest'
import type { Paged } from '@contract/jobs'
import { jobsContext } from './context'
import { describeOnStores, KEY, upload, USER, type Kit } from '../testing/test-kit'

/**
 * Text holding a NUL character (\u0000) is refused in plain words on both stores (PostgreSQL's
 * text cannot hold one: it was a 500 there), and nothing is half-created (docs/limits.md, "Text").
 */

const NUL = '\u0000'

async function ownDatasets(kit: Kit) {
  const repo = jobsContext(kit.config).repo
  return { datasets: await repo.allDatasets(USER), synching: await repo.synchingSources() }
}

describeOnStores('NUL characters', (it) => {
  it('refuses NUL in names, descriptions and user_id with 300001', async (kit) => {
    const refused = async (method: string, p: string, body?: unknown) => {
      const r = await kit.json(method, p, body === undefined ? {} : { body })
      expect(r.res.status, p).toBe(400)
      expect(r.body.code, p).toBe(300001)
      return r.body.msg
    }
    expect(await refused('POST', '/v2/team/datasets', { name: `a${NUL}b`, user_id: USER })).toBe(
      'name contains a NUL character (\\u0000), which text here cannot hold.',
    )
    await refused('POST', '/v2/team/datasets', { name: 'ok', description: NUL, user_id: USER })
    expect(await refused('POST', '/v2/team/datasets', { name: 'ok', user_id: `u${NUL}` })).toBe(
      'user_id contains a NUL character (\\u0000), which text here cannot hold.',
    )
    await refused('POST', '/v2/team/sessions', { name: `s${NUL}`, user_id: USER })
    await refused('GET', `/v2/team/datasets?user_id=u%00`)
    await refused('GET', `/v2/team/sessions?user_id=${USER}&search=%00`)
    expect(await refused('GET', `/v2/team/sessions/%00?user_id=${USER}`)).toBe(
      'The address contains a NUL character (%00), which it cannot hold.',
    )

    // A data source whose name holds a NUL: refused before anything is written.
    const up = await upload(kit, 'prices.csv', 'fruit,price\napple,3\n')
    await refused('POST', '/v2/team/datasources', {
      name: `prices${NUL}.csv`,
      type: 'FILE',
      file_object_key: up.data.file_object_key,
      user_id: USER,
    })
    expect(await ownDatasets(kit)).toEqual({ datasets: [], synching: [] })

    // An upload form's user_id too.
    const form = new FormData()
    form.set('user_id', `u${NUL}`)
    form.set('file', new File(['a,b\n1,2\n'], 'x.csv'))
    const res = await kit.app.request('http://127.0.0.1:8787/v2/team/file/upload-datasource', {
      method: 'POST',
      headers: { 'x-pd-api-key': KEY },
      body: form,
    })
    expect(((await res.json()) as { code: number }).code).toBe(300001)
  })

  it('leaves no data source without its dataset when a write fails (injected)', async (kit) => {
    const repo = jobsContext(kit.config).repo
    const up = await upload(kit, 'prices.csv', 'fruit,price\napple,3\n')
    const body = {
      name: 'prices.csv',
      type: 'FILE',
      file_object_key: up.data.file_object_key,
      user_id: USER,
    }
    // Every source written is seen here, so none can be left behind unseen.
    const putSource = vi.spyOn(repo, 'putSource')
    const putDataset = vi.spyOn(repo, 'putDataset')
    for (const failing of [putDataset, putSource]) {
      failing.mockRejectedValueOnce(new Error('injected'))
      const r = await kit.json('POST', '/v2/team/datasources', { body })
      expect(r.body.code).toBe(9999)
      await kit.settle()
      expect(await ownDatasets(kit)).toEqual({ datasets: [], synching: [] })
      for (const [s] of putSource.mock.calls) expect(await repo.getSource(s.id)).toBeUndefined()
    }
    vi.restoreAllMocks()
    const listed = await kit.json<Paged<unknown>>('GET', '/v2/team/datasets', {
      query: { user_id: USER, page_size: '100' },
    })
    expect(listed.body.code).toBe(0)
  })
})
