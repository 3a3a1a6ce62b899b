import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import type { DataSource, DatasetStatus, Paged, PresignResult } from '@contract/jobs'
import { execute } from '../../engine/db'
import { literal } from '../../engine/sql'
import { getSource, job, makeKit, textOf, upload, uploadSource, USER } from '../testing/test-kit'

const kit = makeKit()
afterAll(() => kit.close())

describe('uploads and data sources (docs/wire-formats.md)', () => {
  it('turns CSV, TSV, JSON and Parquet uploads into synched data sources', async () => {
    const parquet = path.join(tmpdir(), `parley-test-${process.pid}.parquet`)
    await execute(
      `COPY (SELECT range AS n, range * 2 AS twice FROM range(50)) TO ${literal(parquet)} (FORMAT parquet)`,
    )
    const files: [string, string | Uint8Array][] = [
      ['a.csv', 'city,amount\nOslo,3\nRome,4\n'],
      ['b.tsv', 'city\tamount\nOslo\t3\nRome\t4\n'],
      [
        'c.json',
        JSON.stringify([
          { city: 'Oslo', amount: 3 },
          { city: 'Rome', amount: 4 },
        ]),
      ],
      ['d.parquet', new Uint8Array(readFileSync(parquet))],
    ]
    for (const [name, content] of files) {
      const ds = await uploadSource(kit, name, content)
      expect(ds.status, name).toBe('synching')
      const after = await getSource(kit, ds.dataset_id, ds.id)
      expect(after.body.data, name).toMatchObject({
        status: 'synched',
        name,
        type: 'FILE',
        reason: null,
      })
      expect(after.body.data.size).toBeGreaterThan(0)
    }
  })

  it('refuses unsupported extensions with 300004 and empty files with 300005', async () => {
    expect((await upload(kit, 'notes.doc', 'x')).code).toBe(300004)
    expect((await upload(kit, 'noext', 'x')).code).toBe(300004)
    expect((await upload(kit, 'empty.csv', '')).code).toBe(300005)
    const init = await kit.json('POST', '/v2/team/file/init-multipart-upload', {
      body: { file_name: 'x.ppt', file_size: 10, user_id: USER },
    })
    expect(init.body.code).toBe(300004)
    const empty = await kit.json('POST', '/v2/team/file/init-multipart-upload', {
      body: { file_name: 'x.csv', file_size: 0, user_id: USER },
    })
    expect(empty.body.code).toBe(300005)
    const form = new FormData()
    form.set('file', new File(['a'], 'a.csv'))
    const noUser = await kit.app.request('http://127.0.0.1:8787/v2/team/file/upload-datasource', {
      method: 'POST',
      headers: { 'x-pd-api-key': 'sk-test-jobs' },
      body: form,
    })
    expect(((await noUser.json()) as { code: number }).code).toBe(300001)
  })

  it('marks an unparseable file invalid with a reason, and counts it in the dataset status', async () => {
    const ds = await uploadSource(kit, 'broken.json', '{"this is": not json at all')
    const after = await getSource(kit, ds.dataset_id, ds.id)
    expect(after.body.data.status).toBe('invalid')
    expect(after.body.data.reason).toBeTruthy()
    expect(after.body.data.reason).not.toContain(kit.dir)
    const status = await kit.json<DatasetStatus>(
      'GET',
      `/v2/team/datasets/${ds.dataset_id}/status`,
      { query: { user_id: USER } },
    )
    expect(status.body.data).toEqual({ synched_count: 0, invalid_count: 1, synching_count: 0 })
    const filtered = await kit.json<Paged<DataSource>>(
      'GET',
      `/v2/team/datasets/${ds.dataset_id}/datasources`,
      { query: { user_id: USER, status: 'synching,invalid' } },
    )
    expect(filtered.body.data.records.map((s) => s.id)).toEqual([ds.id])
    const badFilter = await kit.json('GET', `/v2/team/datasets/${ds.dataset_id}/datasources`, {
      query: { user_id: USER, status: 'pending' },
    })
    expect(badFilter.body.code).toBe(300001)
  })

  it('creates a data source inside an existing dataset, presigns a download, and deletes it', async () => {
    const d = await kit.json<{ id: string }>('POST', '/v2/team/datasets', {
      body: { name: 'mine', user_id: USER },
    })
    const up = await upload(kit, 'ok.csv', 'k,v\na,1\nb,2\n')
    const ds = await kit.json<{ id: string; status: string }>(
      'POST',
      `/v2/team/datasets/${d.body.data.id}/datasources`,
      {
        body: {
          name: 'ok.csv',
          type: 'FILE',
          file_object_key: up.data.file_object_key,
          user_id: USER,
        },
      },
    )
    expect(ds.body.data.status).toBe('synching')
    await kit.settle()
    const both = await kit.json('POST', `/v2/team/datasets/${d.body.data.id}/datasources`, {
      body: {
        name: 'x.csv',
        type: 'FILE',
        file_object_key: up.data.file_object_key,
        url: 'http://example.invalid/x.csv',
        user_id: USER,
      },
    })
    expect(both.body.code).toBe(300001)
    const unknownKey = await kit.json('POST', `/v2/team/datasets/${d.body.data.id}/datasources`, {
      body: {
        name: 'x.csv',
        type: 'FILE',
        file_object_key: 'temp/user/x/00000000-0000-0000-0000-000000000000.csv',
        user_id: USER,
      },
    })
    expect(unknownKey.body.code).toBe(300003)
    const tooShort = await kit.json(
      'POST',
      `/v2/team/datasets/${d.body.data.id}/datasources/${ds.body.data.id}/presign`,
      { body: { expires_in: 10, user_id: USER } },
    )
    expect(tooShort.body.code).toBe(300001)
    const presign = await kit.json<PresignResult>(
      'POST',
      `/v2/team/datasets/${d.body.data.id}/datasources/${ds.body.data.id}/presign`,
      { body: { user_id: USER } },
    )
    expect(Date.parse(presign.body.data.expires_at) - Date.now()).toBeGreaterThan(590_000)
    const file = await kit.app.request(presign.body.data.presigned_url)
    expect(await file.text()).toBe('k,v\na,1\nb,2\n')
    const del = await kit.json(
      'DELETE',
      `/v2/team/datasets/${d.body.data.id}/datasources/${ds.body.data.id}`,
      { body: { user_id: USER } },
    )
    expect(del.body.code).toBe(0)
    expect((await getSource(kit, d.body.data.id, ds.body.data.id)).body.code).toBe(300003)
  })

  it('fetches a data source given by URL from an allow-listed host', async () => {
    const local = makeKit({ PARLEY_URL_SOURCES_ALLOW: '127.0.0.1' })
    const server = serve({
      fetch: () => new Response('fruit,kg\napple,3\npear,5\n'),
      port: 0,
      hostname: '127.0.0.1',
    })
    await new Promise((r) => server.once('listening', r))
    try {
      const port = (server.address() as AddressInfo).port
      const created = await local.json<{ id: string; dataset_id: string }>(
        'POST',
        '/v2/team/datasources',
        {
          body: {
            name: 'fruit.csv',
            type: 'FILE',
            url: `http://127.0.0.1:${port}/fruit.csv`,
            user_id: USER,
          },
        },
      )
      await local.settle()
      const after = await getSource(local, created.body.data.dataset_id, created.body.data.id)
      expect(after.body.data.status).toBe('synched')
      const session = await local.session()
      const answer = await job(local, {
        session_id: session,
        question: 'total kg',
        dataset_id: created.body.data.dataset_id,
      })
      const text = textOf(answer.body.data.blocks, { stage: 'Respond' })
      expect(text).toContain('**8**')
    } finally {
      server.close()
      local.close()
    }
  })

  it('answers 210023 while a chosen source is still synching', async () => {
    const slow = makeKit({ PARLEY_PACE: '100' })
    try {
      const up = await upload(slow, 'wait.csv', 'a\n1\n')
      const ds = await slow.json<{ id: string; dataset_id: string }>(
        'POST',
        '/v2/team/datasources',
        {
          body: {
            name: 'wait.csv',
            type: 'FILE',
            file_object_key: up.data.file_object_key,
            user_id: USER,
          },
        },
      )
      const status = await slow.json<DatasetStatus>(
        'GET',
        `/v2/team/datasets/${ds.body.data.dataset_id}/status`,
        { query: { user_id: USER } },
      )
      expect(status.body.data).toEqual({ synched_count: 0, invalid_count: 0, synching_count: 1 })
      const session = await slow.session()
      for (const ids of [undefined, [ds.body.data.id]]) {
        const r = await job(slow, {
          session_id: session,
          question: 'count rows',
          dataset_id: ds.body.data.dataset_id,
          ...(ids ? { datasource_ids: ids } : {}),
        })
        expect(r.res.status).toBe(400)
        expect(r.body.code).toBe(210023)
      }
    } finally {
      slow.close()
    }
  })
})
