import { afterAll, describe, expect, it } from 'vitest'
import {
  SAMPLE_DATASET_NAMES,
  type DataSource,
  type Dataset,
  type DatasetOverview,
  type DatasetStatus,
  type Paged,
} from '@contract/jobs'
import { makeKit, USER } from '../testing/test-kit'

const kit = makeKit()
afterAll(() => kit.close())

describe('datasets (docs/wire-formats.md)', () => {
  it('preloads the six sample tables for every user, each with one synched source named after its file, then the sample documents', async () => {
    for (const user of [USER, 'tmm-another']) {
      const { body } = await kit.json<Paged<Dataset>>('GET', '/v2/team/datasets', {
        query: { user_id: user, page_size: '100' },
      })
      expect(body.data.records.map((d) => d.name)).toEqual([
        ...SAMPLE_DATASET_NAMES,
        'Sample documents',
      ])
    }
    const files: Record<string, string> = {
      'Seattle weather': 'seattle-weather.csv',
      Cars: 'cars.json',
      Gapminder: 'gapminder.json',
      Stocks: 'stocks.csv',
      Superstore: 'superstore.csv',
      'Flights 3M': 'flights-3m.parquet',
    }
    const { body } = await kit.json<Paged<Dataset>>('GET', '/v2/team/datasets', {
      query: { user_id: USER, page_size: '100' },
    })
    // The sample documents: routes/passages.test.ts.
    for (const d of body.data.records.filter((x) => x.name !== 'Sample documents')) {
      const sources = await kit.json<Paged<DataSource>>(
        'GET',
        `/v2/team/datasets/${d.id}/datasources`,
        { query: { user_id: USER } },
      )
      expect(sources.body.data.records).toHaveLength(1)
      expect(sources.body.data.records[0]).toMatchObject({
        name: files[d.name],
        status: 'synched',
        type: 'FILE',
        dataset_id: d.id,
      })
      expect(sources.body.data.records[0]?.size).toBeGreaterThan(0)
    }
  })

  it('creates, gets, modifies, searches and deletes a dataset', async () => {
    const created = await kit.json<{ id: string }>('POST', '/v2/team/datasets', {
      body: { name: 'Sales 2024', description: 'quarterly numbers', user_id: USER },
    })
    const id = created.body.data.id
    expect(id).toMatch(/^dset-c[a-z0-9]+$/)
    const got = await kit.json<Dataset>('GET', `/v2/team/datasets/${id}`, {
      query: { user_id: USER },
    })
    expect(got.body.data).toEqual({ id, name: 'Sales 2024', description: 'quarterly numbers' })
    const search = await kit.json<Paged<Dataset>>('GET', '/v2/team/datasets', {
      query: { user_id: USER, search: 'QUARTERLY' },
    })
    expect(search.body.data.records.map((d) => d.id)).toEqual([id])
    const blank = await kit.json('POST', `/v2/team/datasets/${id}`, {
      body: { name: ' ', description: '', user_id: USER },
    })
    expect(blank.body.code).toBe(300001)
    await kit.json('POST', `/v2/team/datasets/${id}`, {
      body: { description: 'renamed', user_id: USER },
    })
    const after = await kit.json<Dataset>('GET', `/v2/team/datasets/${id}`, {
      query: { user_id: USER },
    })
    expect(after.body.data.description).toBe('renamed')
    const stranger = await kit.json('GET', `/v2/team/datasets/${id}`, {
      query: { user_id: 'tmm-stranger' },
    })
    expect(stranger.body.code).toBe(300003)
    expect(
      (await kit.json('DELETE', `/v2/team/datasets/${id}`, { body: { user_id: USER } })).body.code,
    ).toBe(0)
    expect(
      (await kit.json('GET', `/v2/team/datasets/${id}`, { query: { user_id: USER } })).body.code,
    ).toBe(300003)
  })

  it('validates dataset bodies and keeps samples read-only (300002)', async () => {
    expect(
      (await kit.json('POST', '/v2/team/datasets', { body: { user_id: USER } })).body.code,
    ).toBe(300001)
    expect(
      (
        await kit.json('POST', '/v2/team/datasets', {
          body: { name: 'x'.repeat(129), user_id: USER },
        })
      ).body.code,
    ).toBe(300001)
    const del = await kit.json('DELETE', '/v2/team/datasets/dset-sample-cars', {
      body: { user_id: USER },
    })
    expect(del.body.code).toBe(300002)
  })

  it('counts source statuses and gives an overview with a summary and answerable questions', async () => {
    const status = await kit.json<DatasetStatus>(
      'GET',
      '/v2/team/datasets/dset-sample-seattle-weather/status',
      { query: { user_id: USER } },
    )
    expect(status.body.data).toEqual({ synched_count: 1, invalid_count: 0, synching_count: 0 })
    const o = await kit.json<DatasetOverview>(
      'GET',
      '/v2/team/datasets/dset-sample-seattle-weather/overview',
      { query: { user_id: USER } },
    )
    expect(o.body.data).toMatchObject({
      id: 'dset-sample-seattle-weather',
      name: 'Seattle weather',
    })
    expect(o.body.data.summary).toContain('1,461 rows')
    expect(o.body.data.summary).toContain('2012-01-01')
    expect(o.body.data.keywords).toEqual(
      expect.arrayContaining(['date', 'precipitation', 'weather']),
    )
    expect(o.body.data.exploration_questions.length).toBeGreaterThanOrEqual(3)
    expect(o.body.data.exploration_questions.length).toBeLessThanOrEqual(5)
    // Every column, the row count and the first rows, for the first screen and the preview.
    expect(o.body.data.row_count).toBe(1461)
    expect(o.body.data.columns?.map((c) => c.name)).toEqual([
      'date',
      'precipitation',
      'temp_max',
      'temp_min',
      'wind',
      'weather',
    ])
    expect(o.body.data.preview?.rows).toHaveLength(20)
    expect(o.body.data.preview?.rows[0]?.[0]).toMatch(/^2012-01-01/)
    expect(
      (await kit.json('GET', '/v2/team/datasets/dset-nope/overview', { query: { user_id: USER } }))
        .body.code,
    ).toBe(300003)
  })
})
