import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Block, SourceItem } from '@contract/jobs'
import { makeDocx, makePdf } from '../../engine/documents/testing/make-documents'
import { startFakeModel, type FakeModel } from '../../engine/model/testing/fake-model'
import {
  contentOf,
  job,
  makeKit,
  type Kit,
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
    // The question is offered for retrieval, to be asked again in AUTO mode.
    expect(blocks.filter((b) => b.type === 'QUESTIONS').map((b) => b.content)).toEqual([
      ['How long is the warranty?'],
    ])
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

describe('with ENGINE_MODEL configured: a written answer, checked', () => {
  const Q = {
    good: 'When does the office close on Fridays?',
    uncited: 'When does the office open on Mondays?',
    notRetrieved: 'When does the office close on Saturdays?',
    wrongNumber: 'How many parking spaces does the office have?',
    notSaid: 'Is the office closed on public holidays?',
    stalled: 'Who has the key to the office?',
  }
  let fake: FakeModel
  let withModel: Kit
  let dataset: string
  beforeAll(async () => {
    fake = await startFakeModel({
      [Q.good]: { content: 'On Fridays the office closes at 6 pm [1].' },
      [Q.uncited]: {
        content: 'The office opens at 8 am on Mondays [1]. Staff should arrive early.',
      },
      [Q.notRetrieved]: { content: 'On Saturdays the office closes at noon [4].' },
      [Q.wrongNumber]: { content: 'The office has 45 parking spaces [1].' },
      [Q.notSaid]: { content: 'NOT IN DOCUMENTS' },
      [Q.stalled]: { stallMs: 5000 },
    })
    withModel = makeKit({
      ENGINE_MODEL: 'fake-model',
      ENGINE_MODEL_URL: fake.url,
      ENGINE_MODEL_KEY: 'sk-engine-test-key',
      ENGINE_MODEL_TIMEOUT_MS: '300',
    })
    const notes = await uploadSource(
      withModel,
      'notes.txt',
      [
        'The office closes at 6 pm on Fridays and at noon on Saturdays.',
        'The office opens at 8 am on Mondays.',
        'The office has 40 parking spaces for staff.',
        'The office key is kept by the facilities manager, and the office is open on public holidays only for the holiday rota.',
      ].join('\n\n'),
    )
    dataset = notes.dataset_id
  }, 60_000)
  afterAll(async () => {
    withModel.close()
    await fake.close()
  })

  const askModel = async (question: string) => {
    const { body } = await job(withModel, {
      session_id: await withModel.session(),
      question,
      dataset_id: dataset,
    })
    expect(body.code).toBe(0)
    return body.data.blocks
  }

  it('passes a grounded reply through, with its SOURCES, and sends only the passages', async () => {
    const blocks = await askModel(Q.good)
    expect(textOf(blocks, { stage: 'Respond' })).toBe('On Fridays the office closes at 6 pm [1].')
    expect(textOf(blocks, { stage: 'Analyze' })).toContain(
      'Written by fake-model from the passages found: every sentence cites a passage',
    )
    expect(sourcesOf(blocks)).toEqual([
      expect.objectContaining({ id: '1', source: 'notes.txt', file_type: 'txt' }),
    ])
    expect(sourcesOf(blocks)[0]?.content).toContain('The office closes at 6 pm on Fridays')
    const prompt = fake.prompts().find((p) => p.includes(Q.good)) ?? ''
    expect(prompt).toMatch(/\[1\] \(notes\.txt\) The office closes at 6 pm on Fridays/)
    // Plain text is asked for, not the planner's JSON answer.
    expect(fake.requests.at(-1)?.body.response_format).toBeUndefined()
  })

  it.each([
    [Q.uncited, 'the sentence “Staff should arrive early.” cites no passage'],
    [Q.notRetrieved, 'it cites passage [4], which was not among the'],
    [
      Q.wrongNumber,
      'the number 45 in “The office has 45 parking spaces.” is not in the passage it cites ([1])',
    ],
    [Q.stalled, 'no answer within 0.3 s'],
  ])('falls back to the extractive answer for %s, with the reason', async (question, reason) => {
    const blocks = await askModel(question)
    const steps = textOf(blocks, { stage: 'Analyze' })
    expect(steps).toContain('The answer quotes the passages as written: the answer of fake-model')
    expect(steps).toContain(reason)
    const answer = textOf(blocks, { stage: 'Respond' })
    expect(answer).toMatch(/^From the documents:\n\n> .* \[1\]/)
    expect(sourcesOf(blocks)[0]).toMatchObject({ id: '1', source: 'notes.txt' })
  })

  it('says the documents do not say when the model finds no answer in the passages', async () => {
    const blocks = await askModel(Q.notSaid)
    expect(textOf(blocks, { stage: 'Respond' })).toBe(
      'The documents do not say: the passages found do not answer this question.',
    )
    expect(sourcesOf(blocks)).toEqual([])
  })

  it('never asks the model when retrieval finds nothing', async () => {
    const before = fake.requests.length
    const blocks = await askModel('What is the salary of the CEO of Contoso?')
    expect(textOf(blocks, { stage: 'Respond' })).toMatch(/^The documents do not say anything/)
    expect(fake.requests.length).toBe(before)
  })
})
