import { afterAll, describe, expect, it } from 'vitest'
import type { Block, DataSource, DatasetOverview, Paged } from '@contract/jobs'
import { MAX_PASSAGES_PAGE, type PassagesPageData } from '@contract/passages'
import { makePdf } from '../../engine/documents/testing/make-documents'
import { SAMPLE_DOCUMENTS_ID } from '../samples/sample-documents'
import { job, makeKit, uploadSource, USER } from '../testing/test-kit'

/** A document's passages, page by page of the list; the sample document set beside the tables. */

const kit = makeKit()
afterAll(() => kit.close())

const passages = (dataset: string, ds: string, query: Record<string, string> = {}) =>
  kit.json<PassagesPageData>('GET', `/v2/team/datasets/${dataset}/datasources/${ds}/passages`, {
    query: { user_id: USER, ...query },
  })

describe('passages of a document (GET …/datasources/{id}/passages)', () => {
  it('lists a PDF’s passages in order, each with its page, a bounded page at a time', async () => {
    const pdf = makePdf([
      ['Warranty', 'The X200 blender has a two-year warranty.'],
      ['Cleaning', 'Rinse the jug with warm water after each use.'],
    ])
    const ds = await uploadSource(kit, 'manual.pdf', pdf)
    const second = await passages(ds.dataset_id, ds.id, { page_size: '1', page_number: '2' })
    expect(second.body.data).toMatchObject({
      name: 'manual.pdf',
      file_type: 'pdf',
      pages: 2,
      total_items: 2,
      page_number: 2,
      page_size: 1,
      records: [{ n: 1, page: 2, heading: [] }],
    })
    expect(second.body.data.records[0]?.text).toMatch(/^Cleaning Rinse/)
    const all = await passages(ds.dataset_id, ds.id)
    expect(all.body.data.records.map((p) => p.page)).toEqual([1, 2])
    const tooBig = await passages(ds.dataset_id, ds.id, {
      page_size: String(MAX_PASSAGES_PAGE + 1),
    })
    expect(tooBig.res.status).toBe(400)
    expect(tooBig.body.msg).toMatch(/page_size/)
    // Another user sees nothing of it.
    const other = await kit.json(
      'GET',
      `/v2/team/datasets/${ds.dataset_id}/datasources/${ds.id}/passages`,
      {
        query: { user_id: 'tmm-someone-else' },
      },
    )
    expect(other.body.code).toBe(300003)
  }, 30_000)

  it('refuses a table: it has no passages', async () => {
    const csv = await uploadSource(kit, 'sales.csv', 'region,amount\nnorth,3\nsouth,4\n')
    const { res, body } = await passages(csv.dataset_id, csv.id)
    expect(res.status).toBe(400)
    expect(body.msg).toMatch(/table, not a document/)
  })
})

describe('the sample document set', () => {
  it('is offered after the sample tables, its four documents indexed and listed', async () => {
    const list = await kit.json<Paged<{ id: string; name: string }>>('GET', '/v2/team/datasets', {
      query: { user_id: USER, page_size: '100' },
    })
    expect(list.body.data.records.at(-1)).toMatchObject({ id: SAMPLE_DOCUMENTS_ID })
    const sources = await kit.json<Paged<DataSource>>(
      'GET',
      `/v2/team/datasets/${SAMPLE_DOCUMENTS_ID}/datasources`,
      { query: { user_id: USER } },
    )
    const records = sources.body.data.records
    expect(records.map((s) => [s.name, s.status])).toEqual([
      ['handbook.md', 'synched'],
      ['kettle-faq.docx', 'synched'],
      ['four-day-week.pdf', 'synched'],
      ['office.html', 'synched'],
    ])
    expect(records.find((s) => s.name === 'four-day-week.pdf')?.details).toMatchObject({
      format: 'pdf',
      pages: 3,
    })
    const overview = await kit.json<DatasetOverview>(
      'GET',
      `/v2/team/datasets/${SAMPLE_DOCUMENTS_ID}/overview`,
      { query: { user_id: USER } },
    )
    expect(overview.body.data.documents).toHaveLength(4)
    expect(overview.body.data.exploration_questions.length).toBeGreaterThan(0)
    const pdf = records.find((s) => s.name === 'four-day-week.pdf')!
    const pages = await passages(SAMPLE_DOCUMENTS_ID, pdf.id, { page_size: '50' })
    expect(new Set(pages.body.data.records.map((p) => p.page))).toEqual(new Set([1, 2, 3]))
  }, 60_000)

  it('answers a question over it in AUTO with a cited passage', async () => {
    const { body } = await job(kit, {
      session_id: await kit.session(),
      question: 'How much water does the Kettle Pro 3 hold?',
      dataset_id: SAMPLE_DOCUMENTS_ID,
      job_mode: 'AUTO',
    })
    const items = body.data.blocks.flatMap((b: Block) => (b.type === 'SOURCES' ? b.content : []))
    expect(items[0]).toMatchObject({ id: '1', source: 'kettle-faq.docx', file_type: 'docx' })
    expect(items[0]?.content).toMatch(/1\.7 litres/)
  }, 60_000)
})
