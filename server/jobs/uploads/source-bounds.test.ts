import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import type { DataSource, DatasetOverview, Paged } from '@contract/jobs'
import { makeKit, uploadSource, USER } from '../testing/test-kit'

/**
 * Issue 22, holes 1 and 2, through the job service (docs/limits.md, "Data sources"): a Parquet
 * bomb and a 5,000-column CSV become `invalid` sources whose reason names the size or count and
 * the limit (and no server path); cells of a megabyte never reach an overview reply. The files
 * are server/engine/fixtures/'s (make-fixtures.mjs); catalog-bounds.test.ts measures the memory.
 */

const kit = makeKit()
afterAll(() => kit.close())

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../engine/fixtures/${name}`, import.meta.url)))

async function sourceOf(datasetId: string): Promise<DataSource> {
  const { body } = await kit.json<Paged<DataSource>>(
    'GET',
    `/v2/team/datasets/${datasetId}/datasources`,
    { query: { user_id: USER } },
  )
  return body.data.records[0]!
}

describe('data source bounds', () => {
  it('gives a dataset with a megabyte in each cell an overview of a few KB', async () => {
    const ds = await uploadSource(kit, 'notes.parquet', fixture('cells-20x1mb.parquet'))
    expect((await sourceOf(ds.dataset_id)).status).toBe('synched')
    const before = process.memoryUsage().rss
    const res = await kit.request('GET', `/v2/team/datasets/${ds.dataset_id}/overview`, {
      query: { user_id: USER },
    })
    const text = await res.text()
    const rise = process.memoryUsage().rss - before
    // The file holds 20,000,000 characters of notes; the reply carries 200 of each and a mark.
    expect(text.length).toBeLessThan(50_000)
    expect(rise).toBeLessThan(512 * 1024 * 1024)
    const overview = (JSON.parse(text) as { data: DatasetOverview }).data
    const notes = overview.preview!.rows.map((r) => String(r[1]))
    expect(notes).toHaveLength(20)
    expect(notes[0]).toBe(`${'a'.repeat(200)}…`)
  }, 60_000)

  it('calls a 2,848-byte Parquet bomb invalid, naming the value size and the limit', async () => {
    const ds = await uploadSource(kit, 'bomb.parquet', fixture('bomb-300x50mb.parquet'))
    const s = await sourceOf(ds.dataset_id)
    expect(s.status).toBe('invalid')
    expect(s.reason).toBe(
      'Column "c" of bomb.parquet holds a value of 50.0 MB (50,000,000 bytes); a value may hold at most 1 MiB (1,048,576 bytes). Shorten those values or leave the column out.',
    )
  }, 60_000)

  it('calls a 5,000-column CSV invalid, naming the count and the limit', async () => {
    const ds = await uploadSource(kit, 'wide.csv', fixture('wide-5000.csv'))
    const s = await sourceOf(ds.dataset_id)
    expect(s.status).toBe('invalid')
    expect(s.reason).toBe(
      'wide.csv has 5,000 columns; at most 1,000 columns can be loaded. Split it into narrower files.',
    )
    expect(s.reason).not.toContain(kit.dir)
  }, 60_000)
})
