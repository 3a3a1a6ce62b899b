import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { loadSource } from './catalog'
import { execute } from './db'
import { size } from './source-bounds'
import { probeLoad, type ProbeResult } from './testing/memory-probe'

/**
 * Issue 22, holes 1 and 2 (docs/limits.md, "Data sources"): tiny files that read as gigabytes,
 * each loaded through the catalog in a process of its own with DuckDB in it, as in the server.
 * Each is refused with a plain reason, or loaded, and the process's RSS never rises more than
 * the budget during it. The fixtures come from fixtures/make-fixtures.mjs.
 */

const BUDGET = 512 * 1024 * 1024
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url))

function withinBudget(r: ProbeResult) {
  expect(r.killed, 'the probe was killed').toBeUndefined()
  const rise = r.peak - r.before
  console.log(
    `RSS ${(r.before / 2 ** 20).toFixed(0)} MiB, peak +${(rise / 2 ** 20).toFixed(0)} MiB, ${r.ms} ms`,
  )
  expect(rise).toBeLessThan(BUDGET)
}

describe('data source bounds, measured in a process of its own', () => {
  it(
    'refuses a 2,848-byte Parquet of 300 cells that decompress to 50 MB each (15 GB)',
    { timeout: 180_000 },
    async () => {
      const r = await probeLoad(fixture('bomb-300x50mb.parquet'), 'parquet')
      withinBudget(r)
      expect(r.refused).toMatch(
        /Column "c" of .*bomb-300x50mb\.parquet holds a value of 50\.0 MB \(50,000,000 bytes\); a value may hold at most 1 MiB/,
      )
    },
  )

  it('refuses a 4,284-byte Parquet holding one 100 MB cell', { timeout: 180_000 }, async () => {
    const r = await probeLoad(fixture('cell-100mb.parquet'), 'parquet')
    withinBudget(r)
    expect(r.refused).toMatch(/holds a value of 100\.0 MB \(100,000,000 bytes\)/)
  })

  it(
    'refuses a 5,000-column CSV (49 KB) quickly, naming the count and the limit',
    {
      timeout: 180_000,
    },
    async () => {
      const r = await probeLoad(fixture('wide-5000.csv'), 'csv')
      withinBudget(r)
      expect(r.refused).toMatch(/has 5,000 columns; at most 1,000 columns can be loaded/)
      expect(r.ms).toBeLessThan(30_000)
    },
  )

  it('loads a 1,000-column CSV (13 KB) within the budget', { timeout: 180_000 }, async () => {
    const r = await probeLoad(fixture('wide-1000.csv'), 'csv')
    withinBudget(r)
    expect(r.loaded).toMatchObject({ rows: 4, columns: 1000 })
  })

  it(
    'keeps wide cells out of the profile and the overview preview',
    { timeout: 180_000 },
    async () => {
      const r = await probeLoad(fixture('cells-20x1mb.parquet'), 'parquet')
      withinBudget(r)
      expect(r.loaded).toMatchObject({ rows: 20, columns: 2 })
      // 20 cells of 1,000,000 characters: each kept as 200 characters and a mark.
      expect(r.loaded!.previewChars).toBeLessThan(20 * 300)
      expect(r.loaded!.profileChars).toBeLessThan(10_000)
    },
  )
})

describe('each bound, set low through its variable', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-bounds-'))
  const saved = { ...process.env }
  afterEach(() => {
    for (const k of Object.keys(process.env))
      if (k.startsWith('PARLEY_SOURCE_')) delete process.env[k]
    Object.assign(process.env, saved)
  })
  let n = 0
  const load = (file: string, fileType: string) =>
    loadSource({
      datasetId: 'dset-bounds',
      datasourceId: `ds-bounds-${n++}`,
      fileName: path.basename(file),
      fileType,
      path: file,
    })
  const parquet = async (name: string, sql: string) => {
    const file = path.join(dir, name)
    await execute(`COPY (${sql}) TO '${file}' (FORMAT parquet)`)
    return file
  }

  it('says sizes in plain words with the exact bytes', () => {
    expect(size(1024 * 1024)).toBe('1 MiB (1,048,576 bytes)')
    expect(size(50_000_000)).toBe('50.0 MB (50,000,000 bytes)')
    expect(size(2_500_000_000)).toBe('2.5 GB (2,500,000,000 bytes)')
    expect(size(512)).toBe('512 bytes')
  })

  it('refuses by file size, rows, columns, row group and decompressed size', async () => {
    const csv = path.join(dir, 'small.csv')
    writeFileSync(csv, 'a,b,c,d\n1,2,3,4\n5,6,7,8\n')
    const rows = await parquet('rows.parquet', 'SELECT i, i * 2 AS j FROM range(10) t(i)')
    const text = await parquet(
      'text.parquet',
      "SELECT repeat('x', 1000) || i AS t FROM range(50) t(i)",
    )
    process.env.PARLEY_SOURCE_MAX_BYTES = '20'
    await expect(load(csv, 'csv')).rejects.toThrow(
      /small\.csv is 24 bytes; a file may have at most 20 bytes\./,
    )
    delete process.env.PARLEY_SOURCE_MAX_BYTES
    process.env.PARLEY_SOURCE_MAX_COLUMNS = '3'
    await expect(load(csv, 'csv')).rejects.toThrow(/has 4 columns; at most 3 columns can be loaded/)
    delete process.env.PARLEY_SOURCE_MAX_COLUMNS
    process.env.PARLEY_SOURCE_MAX_ROWS = '9'
    await expect(load(rows, 'parquet')).rejects.toThrow(/has 10 rows; at most 9 rows can be loaded/)
    // A CSV's rows are counted once it is loaded.
    process.env.PARLEY_SOURCE_MAX_ROWS = '1'
    await expect(load(csv, 'csv')).rejects.toThrow(/has 2 rows; at most 1 rows can be loaded/)
    delete process.env.PARLEY_SOURCE_MAX_ROWS
    process.env.PARLEY_SOURCE_MAX_ROW_GROUP_BYTES = '1000'
    await expect(load(text, 'parquet')).rejects.toThrow(
      /A row group of .*text\.parquet decompresses to [\d,]+ bytes; a row group may hold at most 1,000 bytes\. Write the file with smaller row groups\./,
    )
    delete process.env.PARLEY_SOURCE_MAX_ROW_GROUP_BYTES
    process.env.PARLEY_SOURCE_MAX_DECOMPRESSED_BYTES = '40000'
    await expect(load(text, 'parquet')).rejects.toThrow(
      /text\.parquet holds 50,\d{3} bytes once decompressed; a file may hold at most 40,000 bytes\./,
    )
    delete process.env.PARLEY_SOURCE_MAX_DECOMPRESSED_BYTES
    expect((await load(text, 'parquet')).rows).toBe(50)
  })

  it('measures a nested value by all its parts: a list of two 600 KB texts is 1.2 MB', async () => {
    const json = path.join(dir, 'nested.json')
    const big = (c: string) => c.repeat(600_000)
    writeFileSync(
      json,
      JSON.stringify([
        { a: 1, t: [big('x'), big('y')] },
        { a: 2, t: [] },
      ]),
    )
    await expect(load(json, 'json')).rejects.toThrow(
      /Column "t" of .*nested\.json holds a value of 1\.2 MB \(1,200,000 bytes\); a value may hold at most 1 MiB/,
    )
    const mixed = await parquet(
      'mixed.parquet',
      "SELECT i, [i, i + 1] AS l, {'a': 'x', 'b': [repeat('z', 10)]} AS s, MAP {'k': 'q'} AS m, '\\xAA'::BLOB AS b FROM range(5) t(i)",
    )
    expect((await load(mixed, 'parquet')).columns.map((c) => c.name)).toEqual([
      'i',
      'l',
      's',
      'm',
      'b',
    ])
  })
})
