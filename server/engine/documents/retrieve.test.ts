import { describe, expect, it } from 'vitest'
import type { ColumnProfile, TableProfile } from '../types'
import { toPassages } from './passages'
import { quoteOf, retrieve, type DocSource } from './retrieve'
import { routeMix } from './route'
import { buildIndex } from './search-index'
import { termOf, termsOf } from './tokenize'
import type { TextBlock } from './types'

/** Search, refusal and routing over documents built in memory (no worker, no files). */

function doc(fileName: string, blocks: TextBlock[]): DocSource {
  const passages = toPassages(blocks)
  const fileType = fileName.split('.').pop()!
  return {
    src: { datasetId: 'dset', datasourceId: `ds-${fileName}`, fileName, fileType, path: '' },
    doc: {
      file: { version: 1, fileType: 'pdf', pages: null, characters: 0, passages, index: null },
      index: buildIndex(passages),
    },
  }
}

const manual = doc('manual.pdf', [
  { text: 'Plug the blender into a grounded socket.', page: 1, heading: [] },
  { text: 'The X200 blender has a two-year warranty.', page: 2, heading: [] },
  { text: 'Rinse the jug with warm water after use.', page: 3, heading: [] },
])
const zh = doc('说明书.txt', [
  { text: '本产品的保修期为两年，从购买之日起计算。', page: null, heading: [] },
  { text: '使用前请阅读安全说明。', page: null, heading: [] },
])

describe('retrieval', () => {
  it('finds the passage holding the question’s words, stems folded', () => {
    const r = retrieve('What warranties does the X200 have?', [manual])
    expect(r.refusal).toBeNull()
    expect(r.hits.map((h) => h.passage.page)).toEqual([2])
  })

  it('finds Chinese passages through the segmenter', () => {
    const r = retrieve('保修期是多久？', [zh, manual])
    expect(r.refusal).toBeNull()
    expect(r.hits[0]!.passage.text).toContain('保修期为两年')
  })

  it('refuses when a name or number the question gives is in no document', () => {
    expect(retrieve('What warranty does the X300 blender have?', [manual])).toMatchObject({
      refusal: 'absent',
      absent: ['x300'],
    })
    expect(retrieve('Does Contoso sell blenders?', [manual]).refusal).toBe('absent')
    expect(retrieve('What is the price?', [manual]).refusal).toBe('absent')
  })

  it('refuses when no passage holds the words together', () => {
    expect(retrieve('Does the socket need warm water?', [manual]).refusal).toBe('notTogether')
  })

  it('lets words that name the document itself go unmatched', () => {
    expect(
      retrieve('What does the manual say about rinsing?', [manual]).hits[0]?.passage.page,
    ).toBe(3)
  })

  it('quotes only the sentences of a long passage that hold the words', () => {
    const filler = 'This sentence is about something else entirely and goes on for a while. '
    const [p] = toPassages([
      { text: `${filler.repeat(4)}The warranty lasts two years. ${filler}`, page: 1, heading: [] },
    ])
    expect(quoteOf(p!, ['warranti'])).toBe('The warranty lasts two years.')
  })
})

const column = (
  name: string,
  kind: ColumnProfile['kind'],
  values: string[] = [],
): ColumnProfile => ({
  name,
  type: kind === 'numeric' ? 'DOUBLE' : 'VARCHAR',
  kind,
  distinct: values.length,
  nulls: 0,
  min: null,
  max: null,
  values,
})
const sales: TableProfile = {
  table: 't',
  rows: 3,
  columns: [column('region', 'categorical', ['North', 'South']), column('amount', 'numeric')],
  source: { datasetId: 'dset', datasourceId: 'ds-sales', fileName: 'sales.csv', fileType: 'csv' },
}

describe('routing over a mix (AUTO)', () => {
  it('goes to the documents when the words are theirs', () => {
    const route = routeMix('How long is the blender warranty?', [manual], [sales])
    expect(route).toMatchObject({ to: 'documents', docHits: 2, tableHits: 0 })
  })

  it('goes to the tables for their columns, values and calculations', () => {
    expect(routeMix('Total amount by region', [manual], [sales]).to).toBe('tables')
    expect(routeMix('Average amount in the North', [manual], [sales]).to).toBe('tables')
  })

  it('goes to the tables on a tie', () => {
    const route = routeMix('How many blenders were sold in the North?', [manual], [sales])
    expect(route.to).toBe('tables')
  })
})

describe('words and quotes', () => {
  it('reads irregular past forms as their verb', () => {
    expect(termOf('fell')).toBe(termOf('fall'))
    expect(termOf('took')).toBe(termOf('take'))
    expect(termOf('ran')).toBe(termOf('runs'))
  })

  it('quotes the sentence adding the terms a topic sentence lacks', () => {
    const text =
      'Four-day week pilot in three clinics: research summary, prepared by the research unit in September 2024 for the board. This pilot tested whether a four-day week of 32 hours could improve staff wellbeing. The pilot ran for six months in three clinics. 61 staff took part: 38 nurses, 14 receptionists and 9 doctors.'
    const terms = termsOf('How many staff took part in the four-day week pilot?')
    expect(quoteOf({ n: 0, text, page: 1, heading: [] }, terms)).toContain('61 staff took part')
  })
})
