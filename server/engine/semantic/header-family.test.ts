import { describe, expect, it } from 'vitest'
import { numericColumn } from '../testing/profiles'
import type { TableProfile } from '../types'
import { withSemantics } from './model'
import { plainName } from './plain-name'

/**
 * Headers of a family (sharing a prefix) cut after the prefix the family shares, the rest read as
 * a sibling's piece it nearly spells: made-up county health headers.
 */
function table(columns: string[]): TableProfile {
  const profile: TableProfile = {
    table: 't',
    rows: 10,
    columns: columns.map((c) => numericColumn(c)),
    source: { datasetId: 'd', datasourceId: 'ds', fileName: 't.csv', fileType: 'csv' },
  }
  return withSemantics(profile, { name: 'County health', description: '' })
}

const health = table([
  'popsmoker',
  'popdiabetic',
  'popinpoverty',
  'percsmoker',
  'percdiabetc',
  'perckidsinpovert',
  'perchrt',
  'percorporate',
])
const sem = (name: string) => health.columns.find((c) => c.name === name)!.semantics!

describe('a family of run-together headers', () => {
  it('a piece with a letter left out reads as its sibling (diabetc → diabetic)', () => {
    expect(sem('percdiabetc').raw).toEqual(['perc', 'diabetc'])
    expect(sem('percdiabetc').plain.at(-1)).toBe('diabetic')
  })

  it('a piece cut short reads as its sibling (povert → poverty)', () => {
    expect(sem('perckidsinpovert').raw.slice(0, 1)).toEqual(['perc'])
    expect(sem('perckidsinpovert').plain.at(-1)).toBe('poverty')
    expect(plainName('perckidsinpovert', health)).toMatch(/poverty$/)
  })

  it('a rest no word spells stays one code after the prefix', () => {
    expect(sem('perchrt').raw).toEqual(['perc', 'hrt'])
    expect(plainName('perchrt', health)).toMatch(/^percent hrt$/i)
  })

  it('a header that splits better without the prefix keeps its own split', () => {
    expect(sem('percorporate').raw).toEqual(['per', 'corporate'])
  })
})
