import ExcelJS from 'exceljs'
import { afterAll, describe, expect, it } from 'vitest'
import type { DataSource, Paged } from '@contract/jobs'
import { runQuery } from '../../engine/db'
import { tableNameFor } from '../../engine/sql'
import { job, makeKit, textOf, uploadSource, USER } from '../testing/test-kit'

/** Files as analysts have them: Excel workbooks and CSV dialects, read with the right types. */

const kit = makeKit()
afterAll(() => kit.close())

const sourcesOf = async (datasetId: string) =>
  (
    await kit.json<Paged<DataSource>>('GET', `/v2/team/datasets/${datasetId}/datasources`, {
      query: { user_id: USER },
    })
  ).body.data.records

async function total(datasetId: string, question: string, datasourceId?: string) {
  const session = await kit.session()
  const { body } = await job(kit, {
    session_id: session,
    question,
    dataset_id: datasetId,
    ...(datasourceId ? { datasource_ids: [datasourceId] } : {}),
  })
  return textOf(body.data.blocks, { stage: 'Respond' })
}

async function columnTypes(id: string): Promise<Record<string, string>> {
  const described = await runQuery(`DESCRIBE "${tableNameFor(id)}"`)
  return Object.fromEntries(described.rows.map((r) => [String(r[0]), String(r[1])]))
}

async function workbook(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook()
  const sales = wb.addWorksheet('Sales')
  sales.addRow(['region', 'amount', 'day', 'at'])
  sales.addRow([
    'North',
    1250.5,
    new Date(Date.UTC(2024, 0, 5)),
    new Date(Date.UTC(2024, 0, 5, 9, 30)),
  ])
  sales.addRow([
    'South',
    -20.25,
    new Date(Date.UTC(2024, 1, 6)),
    new Date(Date.UTC(2024, 1, 6, 17, 0)),
  ])
  sales.addRow(['East', 300, new Date(Date.UTC(2024, 2, 7)), new Date(Date.UTC(2024, 2, 7, 8, 15))])
  const costs = wb.addWorksheet('Costs')
  costs.addRow(['item', 'cost'])
  costs.addRow(['rent', 900])
  costs.addRow(['power', { formula: '40+1.5', result: 41.5 }])
  wb.addWorksheet('Notes')
  return new Uint8Array(await wb.xlsx.writeBuffer())
}

describe('Excel workbooks', () => {
  it('turn each sheet with data into a synched source with typed columns', async () => {
    const ds = await uploadSource(kit, 'book.xlsx', await workbook())
    const sources = await sourcesOf(ds.dataset_id)
    expect(sources.map((s) => [s.name, s.status]).sort()).toEqual([
      ['book.xlsx · Costs', 'synched'],
      ['book.xlsx · Sales', 'synched'],
    ])
    const sales = sources.find((s) => s.name.endsWith('Sales'))!
    const costs = sources.find((s) => s.name.endsWith('Costs'))!
    expect(sales.id).toBe(ds.id)
    expect(sales.details).toMatchObject({
      format: 'xlsx',
      sheet: 'Sales',
      workbook: 'book.xlsx',
      rows: 3,
      columns: 4,
    })
    expect(await columnTypes(sales.id)).toEqual({
      region: 'VARCHAR',
      amount: 'DOUBLE',
      day: 'DATE',
      at: 'TIMESTAMP',
    })
    expect(await total(ds.dataset_id, 'What is the total amount?', sales.id)).toContain('1,530.25')
    expect(await total(ds.dataset_id, 'What is the total cost?', costs.id)).toContain('941.5')
  })

  it('calls a workbook without data invalid, in plain words', async () => {
    const wb = new ExcelJS.Workbook()
    wb.addWorksheet('Empty')
    const ds = await uploadSource(kit, 'empty.xlsx', new Uint8Array(await wb.xlsx.writeBuffer()))
    const [s] = await sourcesOf(ds.dataset_id)
    expect(s?.status).toBe('invalid')
    expect(s?.reason).toMatch(/no sheet/)
    const broken = await uploadSource(kit, 'broken.xlsx', 'this is not a zip file')
    const [b] = await sourcesOf(broken.dataset_id)
    expect(b?.status).toBe('invalid')
    expect(b?.reason).not.toContain(kit.dir)
  })

  it('refuses a workbook with an oversized row without showing any server path', async () => {
    // Past DuckDB's JSON object limit: its error names the server's temporary sheet file.
    const wb = new ExcelJS.Workbook()
    const sheet = wb.addWorksheet('Notes')
    sheet.addRow(['note', 'n'])
    sheet.addRow(['y'.repeat(34_000_000), 1])
    const ds = await uploadSource(kit, 'huge.xlsx', new Uint8Array(await wb.xlsx.writeBuffer()))
    const [s] = await sourcesOf(ds.dataset_id)
    expect(s?.status).toBe('invalid')
    expect(s?.reason).toBe('A row of sheet "Notes" is too large to read; split its cells or rows.')
    expect(s?.reason).not.toMatch(/(^|[\s"'(])\/[\w.-]+\/|\.jsonl|\.parquet/)
  }, 60_000)
})

describe('CSV dialects', () => {
  it('reads a Latin-1, semicolon CSV with decimal commas and thousands dots as numbers', async () => {
    const text =
      'Kunde;Betrag;Datum\nMüller;1.234,50;01.02.2024\nBäcker;-2,25;03.02.2024\nKöhler;10;04.02.2024\n'
    const ds = await uploadSource(kit, 'umsatz.csv', new Uint8Array(Buffer.from(text, 'latin1')))
    const [s] = await sourcesOf(ds.dataset_id)
    expect(s?.status).toBe('synched')
    expect(s?.details).toMatchObject({
      format: 'csv',
      encoding: 'latin-1',
      delimiter: ';',
      header: true,
      decimal_separator: ',',
      thousands_separator: '.',
    })
    const types = await columnTypes(ds.id)
    expect(types.Betrag).toBe('DOUBLE')
    expect(types.Datum).toBe('DATE')
    expect(
      (await runQuery(`SELECT Kunde FROM "${tableNameFor(ds.id)}" ORDER BY Betrag`)).rows[0],
    ).toEqual(['Bäcker'])
    expect(await total(ds.dataset_id, 'total Betrag')).toContain('1,242.25')
  })

  it('reads UTF-8 with a BOM, and quoted thousands commas', async () => {
    const text = '\uFEFFname,amount\nA,"1,234.50"\nB,"2,000"\nC,3.5\n'
    const ds = await uploadSource(kit, 'bom.csv', text)
    const [s] = await sourcesOf(ds.dataset_id)
    expect(s?.details).toMatchObject({
      encoding: 'utf-8-bom',
      delimiter: ',',
      thousands_separator: ',',
      decimal_separator: '.',
    })
    expect(await columnTypes(ds.id)).toEqual({ name: 'VARCHAR', amount: 'DOUBLE' })
    expect(await total(ds.dataset_id, 'total amount')).toContain('3,238')
  })

  it('reads UTF-16 CSVs with a BOM, little- and big-endian, with their headers', async () => {
    const text =
      '\uFEFFstadt,einwohner,gründung\nKöln,1084831,38\n東京,13960000,1457\n😀 Ort,1,2000\n'
    const le = Buffer.from(text, 'utf16le')
    const be = Buffer.from(le).swap16()
    for (const [name, bytes] of [
      ['le.csv', le],
      ['be.csv', be],
    ] as const) {
      const ds = await uploadSource(kit, name, new Uint8Array(bytes))
      const [s] = await sourcesOf(ds.dataset_id)
      expect(s?.status, `${name}: ${s?.reason}`).toBe('synched')
      expect(s?.details).toMatchObject({ encoding: 'utf-16', delimiter: ',', header: true })
      expect(await columnTypes(ds.id)).toEqual({
        stadt: 'VARCHAR',
        einwohner: 'BIGINT',
        gründung: 'BIGINT',
      })
      expect(
        (await runQuery(`SELECT stadt FROM "${tableNameFor(ds.id)}" ORDER BY einwohner`)).rows,
      ).toEqual([['😀 Ort'], ['Köln'], ['東京']])
    }
  })

  it('names the line of a file it cannot read', async () => {
    // Past the rows the sniffer samples, so only the load meets the bad line.
    const rows = Array.from({ length: 25_000 }, (_, i) => `${i},x${i}`)
    rows.splice(24_000, 0, '5,a,b')
    const ds = await uploadSource(kit, 'bad.csv', `n,label\n${rows.join('\n')}\n`)
    const [s] = await sourcesOf(ds.dataset_id)
    expect(s?.status).toBe('invalid')
    expect(s?.reason).toBe(
      'Line 24002 of bad.csv could not be read: it has 3 fields where the other rows have 2.',
    )
    expect(s?.reason).not.toContain(kit.dir)
  })
})
