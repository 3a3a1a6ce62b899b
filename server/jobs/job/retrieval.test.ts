import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Block, SourceItem } from '@contract/jobs'
import { makeDocx, makePdf } from '../../engine/documents/testing/make-documents'
import {
  contentOf,
  job,
  makeKit,
  streamJob,
  textOf,
  upload,
  uploadSource,
  USER,
} from '../testing/test-kit'

/** Information-retrieval jobs: documents answer with quotes, citations and their passages. */

const kit = makeKit()
afterAll(() => kit.close())

/** Adds an uploaded file to an existing dataset and waits until it has settled. */
async function addTo(datasetId: string, name: string, bytes: Uint8Array | string) {
  const up = await upload(kit, name, bytes)
  const { body } = await kit.json<{ id: string }>(
    'POST',
    `/v2/team/datasets/${datasetId}/datasources`,
    { body: { name, type: 'FILE', file_object_key: up.data.file_object_key, user_id: USER } },
  )
  expect(body.code).toBe(0)
  await kit.settle()
  return body.data.id
}

async function ask(datasetId: string, question: string, mode = 'AUTO') {
  const { body } = await job(kit, {
    session_id: await kit.session(),
    question,
    dataset_id: datasetId,
    job_mode: mode,
  })
  expect(body.code).toBe(0)
  return body.data.blocks
}

const sourcesOf = (blocks: Block[]): SourceItem[] =>
  blocks.flatMap((b) => (b.type === 'SOURCES' ? b.content : []))

let docs: { dataset: string; pdf: string; docx: string }
let mix: string

beforeAll(async () => {
  const manual = makePdf([
    ['Getting started', 'Plug the blender into a grounded socket before first use.'],
    ['Warranty', 'The X200 blender has a two-year warranty from the date of purchase.'],
  ])
  const pdf = await uploadSource(kit, 'manual.pdf', manual)
  const policy = await makeDocx([
    '# Returns policy',
    'Customers may return an unused blender within 30 days for a full refund.',
  ])
  docs = {
    dataset: pdf.dataset_id,
    pdf: pdf.id,
    docx: await addTo(pdf.dataset_id, 'policy.docx', policy),
  }
  const sales = await uploadSource(
    kit,
    'sales.csv',
    'region,amount\nNorth,120\nSouth,80\nNorth,30\n',
  )
  mix = sales.dataset_id
  await addTo(
    mix,
    'minutes.md',
    '# Board meeting\n\nThe board approved the move of the headquarters to Lisbon in spring.\n',
  )
}, 60_000)

describe('information-retrieval jobs (AUTO)', () => {
  it('quotes the passage with a numbered citation and fills the SOURCES items', async () => {
    const blocks = await ask(docs.dataset, 'How long is the warranty of the X200 blender?')
    const answer = textOf(blocks, { stage: 'Respond' })
    expect(answer).toContain('From the documents:')
    expect(answer).toMatch(/> .*two-year warranty.* \[1\]/)
    const [first, ...rest] = sourcesOf(blocks)
    expect(first).toEqual({
      id: '1',
      source: 'manual.pdf',
      datasource_id: docs.pdf,
      dataset_id: docs.dataset,
      file_type: 'pdf',
      page_no: '2',
      content: 'Warranty The X200 blender has a two-year warranty from the date of purchase.',
      external_id: null,
    })
    // Every citation in the answer is an item of the SOURCES block, numbered from 1.
    const cited = [...answer.matchAll(/\[(\d+)\]/g)].map((m) => m[1])
    expect(cited).toEqual(sourcesOf(blocks).map((s) => s.id))
    expect(rest.every((s) => s.content && s.source)).toBe(true)
    // The steps say which way the job went and why.
    expect(textOf(blocks, { stage: 'Analyze' })).toContain(
      'Answering from the documents: the sources are documents (manual.pdf, policy.docx)',
    )
  })

  it('streams the same answer: MESSAGE deltas, then SOURCES with the passage, then END_MARK', async () => {
    const { events } = await streamJob(kit, {
      session_id: await kit.session(),
      question: 'How long is the warranty of the X200 blender?',
      dataset_id: docs.dataset,
    })
    const sources = events.find((e) => e.event === 'SOURCES')
    expect(sources && contentOf<SourceItem[]>(sources)[0]).toMatchObject({
      id: '1',
      page_no: '2',
      source: 'manual.pdf',
    })
    expect(events.at(-1)).toMatchObject({ event: 'END_MARK', data: '[DONE]' })
  })

  it('cites a DOCX passage without a page', async () => {
    const blocks = await ask(docs.dataset, 'Can customers return a blender for a refund?')
    expect(textOf(blocks, { stage: 'Respond' })).toMatch(/within 30 days for a full refund\. \[1\]/)
    expect(sourcesOf(blocks)[0]).toMatchObject({
      source: 'policy.docx',
      file_type: 'docx',
      page_no: null,
      datasource_id: docs.docx,
    })
  })

  it('says the documents do not say, and cites nothing, when they do not', async () => {
    const blocks = await ask(docs.dataset, 'What is the salary of the CEO of Contoso?')
    const answer = textOf(blocks, { stage: 'Respond' })
    expect(answer).toMatch(/^The documents do not say anything about .*“Contoso”/)
    expect(answer).not.toContain('[1]')
    expect(sourcesOf(blocks)).toEqual([])
  })

  it('in DATA_ANALYTICS says analysis needs a table and offers retrieval', async () => {
    const blocks = await ask(docs.dataset, 'How long is the warranty?', 'DATA_ANALYTICS')
    expect(textOf(blocks)).toContain('Analysis needs a table')
    expect(textOf(blocks)).toContain('Ask in AUTO mode')
    expect(sourcesOf(blocks)).toEqual([])
  })
})

describe('AUTO over a mix of a table and a document', () => {
  it('sends a question about the document’s content to retrieval, saying why', async () => {
    const blocks = await ask(mix, 'Where will the headquarters move?')
    expect(textOf(blocks, { stage: 'Analyze' })).toMatch(
      /Answering from the documents: 2 of the question's 2 content words .* are in the documents, 0 name/,
    )
    expect(textOf(blocks, { stage: 'Respond' })).toContain('Lisbon')
    expect(sourcesOf(blocks)[0]).toMatchObject({ source: 'minutes.md', file_type: 'md' })
  })

  it('sends a question about the table’s numbers to analysis', async () => {
    const blocks = await ask(mix, 'What is the total amount by region?')
    expect(textOf(blocks, { stage: 'Analyze' })).toContain('Analysing the tables')
    expect(textOf(blocks, { stage: 'Respond' })).toMatch(/150/)
    expect(sourcesOf(blocks)[0]).toMatchObject({ source: 'sales.csv', content: null })
  })
})

describe('with ENGINE_MODEL configured', () => {
  it('still answers extractively from the documents, and says so in the steps', async () => {
    // No request reaches the model (its address would refuse one): retrieval quotes passages.
    const withModel = makeKit({
      ENGINE_MODEL: 'fake-model',
      ENGINE_MODEL_URL: 'http://127.0.0.1:9/v1',
      ENGINE_MODEL_KEY: 'sk-engine-test-key',
    })
    try {
      const notes = await uploadSource(
        withModel,
        'notes.txt',
        'The office closes at 6 pm on Fridays.',
      )
      const { body } = await job(withModel, {
        session_id: await withModel.session(),
        question: 'When does the office close on Fridays?',
        dataset_id: notes.dataset_id,
      })
      const blocks = body.data.blocks
      expect(textOf(blocks, { stage: 'Analyze' })).toContain(
        'a configured model does not write answers from documents yet',
      )
      expect(textOf(blocks, { stage: 'Respond' })).toContain(
        '> The office closes at 6 pm on Fridays. [1]',
      )
    } finally {
      withModel.close()
    }
  })
})
