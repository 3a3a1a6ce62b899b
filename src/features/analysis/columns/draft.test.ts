import { describe, expect, it } from 'vitest'
import type { DatasetColumns } from '@contract/semantic'
import { draftOf, isDirty, overridesOf, rowsOf, wordsIn } from './draft'

const listing: DatasetColumns = {
  dataset_id: 'dset-1',
  columns: [
    {
      source_id: 'src-1',
      name: 'x7',
      type: 'DOUBLE',
      kind: 'numeric',
      plain_name: 'x 7',
      words: ['reading', 'temperature'],
      unit: '°C',
      role: 'measure',
      inferred_role: 'measure',
      inferred_unit: null,
      override: { words: ['temperature'], unit: '°C' },
    },
    {
      source_id: 'src-1',
      name: 'site',
      type: 'VARCHAR',
      kind: 'categorical',
      plain_name: 'site',
      words: [],
      unit: null,
      role: 'dimension',
      inferred_role: 'dimension',
      inferred_unit: null,
      override: null,
      values: [{ value: 'North', phrases: ['the highlands'] }],
    },
  ],
  overrides: {
    columns: { x7: { words: ['temperature'], unit: '°C' }, gone: { words: ['old'] } },
    values: { site: { North: ['the highlands'] }, gone: { a: ['b'] } },
  },
}

describe('the Columns draft', () => {
  it('edits only the user’s layer and shows the engine’s other words beside it', () => {
    expect(draftOf(listing)).toEqual({
      x7: { words: 'temperature', unit: '°C', role: '' },
      site: { words: '', unit: '', role: '' },
    })
    expect(rowsOf(listing)[0]).toMatchObject({ engineWords: ['reading'], inferredRole: 'measure' })
  })

  it('reads words as typed: commas of any script, spaces, case, repeats', () => {
    expect(wordsIn(' Heat,  warmth ， 温度、heat\nTop  Temp ')).toEqual([
      'heat',
      'warmth',
      '温度',
      'top temp',
    ])
  })

  it('saves the edited columns and keeps taught value phrases of listed columns', () => {
    const draft = draftOf(listing)
    draft.x7 = { words: 'temperature, heat', unit: '', role: 'measure' }
    expect(isDirty(draft, listing)).toBe(true)
    const { overrides, problems } = overridesOf(draft, listing.overrides)
    expect(problems).toEqual([])
    expect(overrides).toEqual({
      columns: { x7: { words: ['temperature', 'heat'], role: 'measure' } },
      values: { site: { North: ['the highlands'] } },
    })
    expect(isDirty(draftOf(listing), listing)).toBe(false)
  })

  it('names the column of a word too many or too long', () => {
    const draft = draftOf(listing)
    draft.site = {
      words: Array.from({ length: 51 }, (_, i) => `w${i}`).join(','),
      unit: 'u'.repeat(101),
      role: '',
    }
    draft.x7 = { words: 'x'.repeat(101), unit: '', role: '' }
    expect(overridesOf(draft, listing.overrides).problems).toEqual([
      { kind: 'wordTooLong', column: 'x7' },
      { kind: 'tooManyWords', column: 'site' },
      { kind: 'unitTooLong', column: 'site' },
    ])
  })
})
