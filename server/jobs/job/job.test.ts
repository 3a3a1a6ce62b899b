import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toDeltas } from './deltas'
import { mergeBlocks, type JobEvent } from './merge'

const g = (id: string, stage: 'Analyze' | 'Respond' = 'Analyze') => ({
  id,
  name: `step ${id}`,
  stage,
})

describe('stream deltas and the non-stream merge', () => {
  it('splits text into deltas that concatenate to exactly the text (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 1, max: 6 }),
        (text, n) => toDeltas(text, n).join('') === text,
      ),
    )
    expect(toDeltas('one two three four five six', 4)).toEqual(['one two three four ', 'five six'])
  })

  it('merges consecutive MESSAGE deltas of a group and shapes SOURCES and QUESTIONS', () => {
    const events: JobEvent[] = [
      { type: 'MESSAGE', group: g('a'), content: 'Sum ' },
      { type: 'MESSAGE', group: g('a'), content: 'it.' },
      { type: 'CODE', group: g('a'), content: '```sql\nSELECT 1\n```' },
      { type: 'MESSAGE', group: g('a'), content: 'After.' },
      { type: 'MESSAGE', group: g('r', 'Respond'), content: 'Done.' },
      { type: 'QUESTIONS', group: g('r', 'Respond'), content: ['Why?'] },
      {
        type: 'SOURCES',
        group: { id: '-1', name: '', stage: 'Analyze' },
        content: [{ source: 'a.csv', datasource_id: 'ds', dataset_id: 'dset', file_type: 'csv' }],
      },
    ]
    expect(mergeBlocks(events)).toEqual([
      {
        type: 'MESSAGE',
        content: 'Sum it.',
        group_id: 'a',
        group_name: 'step a',
        stage: 'Analyze',
      },
      {
        type: 'CODE',
        content: '```sql\nSELECT 1\n```',
        group_id: 'a',
        group_name: 'step a',
        stage: 'Analyze',
      },
      { type: 'MESSAGE', content: 'After.', group_id: 'a', group_name: 'step a', stage: 'Analyze' },
      { type: 'MESSAGE', content: 'Done.', group_id: 'r', group_name: 'step r', stage: 'Respond' },
      { type: 'QUESTIONS', content: ['Why?'], group_id: '-1', stage: 'Respond' },
      {
        type: 'SOURCES',
        content: [{ source: 'a.csv', datasource_id: 'ds', dataset_id: 'dset', file_type: 'csv' }],
        group_id: '',
        group_name: '',
        stage: 'Respond',
      },
    ])
  })
})
