import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadSource } from './catalog'
import { classify } from './classify'
import { runQuery } from './db'
import { ident } from './sql'

const dir = mkdtempSync(path.join(tmpdir(), 'parley-catalog-'))
function file(name: string, content: string) {
  const p = path.join(dir, name)
  writeFileSync(p, content)
  return p
}

describe('catalog', () => {
  it('loads a file once, converts date text, and profiles columns by kind', async () => {
    const p = file(
      'stocks.csv',
      'symbol,date,price,Row ID,note\nAAPL,Jan 1 2000,25.94,1,a\nAAPL,Feb 1 2000,28.66,2,b\nIBM,Jan 1 2000,100.5,3,c\n',
    )
    const src = {
      datasetId: 'dset-t',
      datasourceId: 'ds-catalog-stocks',
      fileName: 'stocks.csv',
      fileType: 'csv',
      path: p,
    }
    const profile = await loadSource(src)
    expect(await loadSource(src)).toBe(profile)
    const kinds = Object.fromEntries(profile.columns.map((c) => [c.name, `${c.kind}:${c.type}`]))
    expect(kinds).toEqual({
      symbol: 'categorical:VARCHAR',
      date: 'temporal:DATE',
      price: 'numeric:DOUBLE',
      'Row ID': 'id:BIGINT',
      note: 'categorical:VARCHAR',
    })
    expect(profile.columns.find((c) => c.name === 'symbol')?.values.sort()).toEqual(['AAPL', 'IBM'])
    const r = await runQuery(`SELECT min(date), max(date) FROM ${ident(profile.table)}`)
    expect(r.rows[0]).toEqual(['2000-01-01', '2000-02-01'])
  })

  it('marks text columns that mostly hold numbers as numeric text', async () => {
    const p = file('dirty.csv', 'item,amount\na,12\nb,15\nc,n/a\nd,20\ne,7\nf,3\n')
    const profile = await loadSource({
      datasetId: 'dset-t',
      datasourceId: 'ds-catalog-dirty',
      fileName: 'dirty.csv',
      fileType: 'csv',
      path: p,
    })
    expect(profile.columns.find((c) => c.name === 'amount')).toMatchObject({
      kind: 'numeric',
      numericText: true,
      type: 'VARCHAR',
    })
  })

  it('rejects a file it cannot read', async () => {
    const p = file('bad.parquet', 'not parquet at all')
    await expect(
      loadSource({
        datasetId: 'dset-t',
        datasourceId: 'ds-catalog-bad',
        fileName: 'bad.parquet',
        fileType: 'parquet',
        path: p,
      }),
    ).rejects.toThrow()
  })

  it('classifies by type and name (pure)', () => {
    const base = {
      rows: 100,
      distinct: 50,
      nulls: 0,
      numericShare: 0,
      avgLength: 8,
      min: 1,
      max: 50,
    }
    expect(classify({ ...base, name: 'Postal Code', type: 'BIGINT' }).kind).toBe('id')
    expect(classify({ ...base, name: 'customerId', type: 'VARCHAR' }).kind).toBe('id')
    expect(classify({ ...base, name: 'year', type: 'BIGINT', min: 1955, max: 2005 }).kind).toBe(
      'year',
    )
    expect(classify({ ...base, name: 'Cylinders', type: 'BIGINT', distinct: 5 })).toEqual({
      kind: 'numeric',
      lowCardinality: true,
    })
    expect(classify({ ...base, name: 'comment', type: 'VARCHAR', avgLength: 120 }).kind).toBe(
      'text',
    )
    expect(classify({ ...base, name: 'tags', type: 'VARCHAR[]' }).kind).toBe('other')
  })
})
