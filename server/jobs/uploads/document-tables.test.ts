import { afterAll, describe, expect, it } from 'vitest'
import type { DataSource } from '@contract/jobs'
import { makeDocx } from '../../engine/documents/testing/make-documents'
import { getSource, makeKit, uploadSource, USER } from '../testing/test-kit'

/** Tables inside a DOCX or a web page: listed in the source's details, added as CSV sources. */

const kit = makeKit()
afterAll(() => kit.close())

const addTable = (datasetId: string, dsId: string, n: number | string, name?: string) =>
  kit.json<{ id: string; name: string; status: string }>(
    'POST',
    `/v2/team/datasets/${datasetId}/datasources/${dsId}/tables/${n}`,
    { body: { user_id: USER, ...(name ? { name } : {}) } },
  )

describe('tables inside documents', () => {
  it('lists a DOCX table with a header row in the details, and adds it as a CSV source', async () => {
    const docx = await makeDocx([
      '# Annual report',
      'Sales by region',
      [
        ['Region', 'Units', 'Revenue'],
        ['North', '1,200', '48000'],
        ['South', '800', '30500'],
        ['East, coast', '450', '"19,000"'],
      ],
      'A table without data rows is not offered:',
      [
        ['Name', 'Role'],
        ['Ana', 'Chair'],
      ],
    ])
    const src = await uploadSource(kit, 'report.docx', docx)
    const { body } = await getSource(kit, src.dataset_id, src.id)
    expect(body.data.status).toBe('synched')
    expect(body.data.details).toMatchObject({
      tables: [{ n: 1, title: 'Sales by region', columns: 3, rows: 3 }],
      tables_found: '1 table found: “Sales by region” (3 columns, 3 rows)',
    })

    const added = await addTable(src.dataset_id, src.id, 1)
    expect(added.body.code).toBe(0)
    expect(added.body.data.name).toBe('report · Sales by region.csv')
    await kit.settle()
    const csv = await getSource(kit, src.dataset_id, added.body.data.id)
    expect(csv.body.data).toMatchObject({ status: 'synched' })
    expect(csv.body.data.details).toMatchObject({
      format: 'csv',
      rows: 3,
      columns: 3,
      table_of: { datasource_id: src.id, n: 1 },
    })
    const { body: list } = await kit.json<{ records: DataSource[] }>(
      'GET',
      `/v2/team/datasets/${src.dataset_id}/datasources`,
      { query: { user_id: USER } },
    )
    expect(list.data.records.map((s) => s.name)).toEqual([
      'report.docx',
      'report · Sales by region.csv',
    ])

    // A number that is no table, and a source that is no document, are refused in words.
    const wrong = await addTable(src.dataset_id, src.id, 2)
    expect(wrong.body).toMatchObject({ code: 300001 })
    expect(wrong.body.msg).toContain('n must be 1 to 1')
    expect((await addTable(src.dataset_id, added.body.data.id, 1)).body.code).toBe(300001)
    expect((await addTable(src.dataset_id, src.id, 'x')).body.code).toBe(300001)
  })

  it('finds a web page’s table even where the article reader leaves it out', async () => {
    const html = `<html><head><title>Rooms</title></head><body><article><h1>Rooms</h1>
      <p>${'The office has meeting rooms on two floors, each booked in the app. '.repeat(4)}</p>
      <table><caption>Meeting rooms</caption>
        <tr><th>Room</th><th>Floor</th><th>Seats</th></tr>
        <tr><td>Tejo</td><td>4</td><td>12</td></tr>
        <tr><td>Alfama</td><td colspan="2">closed</td></tr>
      </table></article></body></html>`
    const src = await uploadSource(kit, 'rooms.html', html)
    const { body } = await getSource(kit, src.dataset_id, src.id)
    expect(body.data.details).toMatchObject({
      tables_found: '1 table found: “Meeting rooms” (3 columns, 2 rows)',
    })
    const added = await addTable(src.dataset_id, src.id, 1, 'rooms')
    expect(added.body.data.name).toBe('rooms.csv')
    await kit.settle()
    expect((await getSource(kit, src.dataset_id, added.body.data.id)).body.data.status).toBe(
      'synched',
    )
  })

  it('says when a document has no table to add', async () => {
    const src = await uploadSource(kit, 'notes.md', '# Notes\n\nNothing tabular here.\n')
    const res = await addTable(src.dataset_id, src.id, 1)
    expect(res.body.code).toBe(300001)
    expect(res.body.msg).toContain('No table with a header row')
  })
})
