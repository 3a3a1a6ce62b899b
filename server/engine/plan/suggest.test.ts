import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SAMPLE_VOCABULARY } from '../../jobs/samples/sample-vocabulary'
import { loadSource } from '../catalog'
import { withSemantics } from '../semantic/model'
import { cars, flights, sales, weather } from '../testing/profiles'
import type { TableProfile } from '../types'
import { decide } from './decide'
import { candidates, planColumns, planOf, suggestFor } from './suggest'

/**
 * Suggested questions are written with the columns' plain names, and each one, asked back, is
 * planned by the engine over the columns it is about — never an abstain.
 */

const VOCABULARY: Record<string, string> = {
  'seattle-weather.csv': 'dset-sample-seattle-weather',
  'superstore.csv': 'dset-sample-superstore',
  'flights-3m.parquet': 'dset-sample-flights-3m',
  'cars.json': 'dset-sample-cars',
}

const profiles = [weather, sales, flights, cars].flatMap((bare) => {
  const vocabulary = SAMPLE_VOCABULARY[VOCABULARY[bare.source.fileName]!]
  const words = { name: bare.source.fileName, description: '' }
  return [
    { label: bare.source.fileName, p: withSemantics(bare, words) },
    {
      label: `${bare.source.fileName} + its words`,
      p: withSemantics({ ...bare, vocabulary }, words),
    },
  ]
})

const ask = (p: TableProfile, q: string) => decide(q, [p], '', null)

describe('suggestions asked back', () => {
  it.each(profiles)('$label: each is planned over its columns, in plain words', ({ p }) => {
    const list = candidates(p)
    expect(list.length).toBeGreaterThan(2)
    for (const c of list) {
      const chosen = planOf(p, c, 'en')
      expect(chosen, c.plain.en).not.toBeNull()
      expect(chosen!.text, c.raw.en).toBe(c.plain.en)
      expect(chosen!.text).not.toMatch(/_/)
      const d = ask(p, chosen!.text)
      expect(d.type, chosen!.text).toBe('plan')
      const used = planColumns(d.type === 'plan' ? d.plan : null)
      for (const column of c.columns) expect([...used], chosen!.text).toContain(column)
    }
  })

  it('reads as a person writes it', () => {
    const texts = (label: string) =>
      candidates(profiles.find((x) => x.label === label)!.p).map((c) => c.plain.en)
    expect(texts('cars.json')).toContain('Which origin has the highest average miles per gallon?')
    expect(texts('cars.json')).toContain('How many different origins are there?')
    expect(texts('cars.json')).toContain('What is the average miles per gallon by origin?')
    expect(texts('seattle-weather.csv')).toContain('How many different kinds of weather are there?')
    expect(texts('seattle-weather.csv + its words')).toContain(
      'How many different weather types are there?',
    )
    expect(texts('seattle-weather.csv + its words')).toContain(
      'How strongly are precipitation and max temperature correlated?',
    )
    expect(texts('superstore.csv')).toContain('How many different segments are there?')
  })

  it('Chinese suggestions use the dataset’s Chinese names when the engine reads them alike', () => {
    const p = profiles.find((x) => x.label === 'cars.json + its words')!.p
    const zh = candidates(p).map((c) => planOf(p, c, 'zh')?.text)
    expect(zh).toContain('平均每加仑英里数最高的产地是哪个？')
  })
})

let dir = ''
let table: TableProfile | null = null

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'parley-suggest-'))
  const lines = ['day,temp_max,poptotal,weather']
  const kinds = ['rain', 'sun', 'fog']
  for (let i = 0; i < 60; i++) {
    const date = new Date(Date.UTC(2012 + (i % 3), i % 12, 1 + (i % 27))).toISOString().slice(0, 10)
    lines.push(`${date},${10 + (i % 17)},${1000 + i * 7},${kinds[i % 3]}`)
  }
  const file = path.join(dir, 'days.csv')
  writeFileSync(file, lines.join('\n'))
  const profile = await loadSource({
    datasetId: 'suggest',
    datasourceId: 'suggest-days',
    fileName: 'days.csv',
    fileType: 'csv',
    path: file,
  })
  table = profile
}, 60_000)

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the offered suggestions (the first screen asks for them so, without a semantic model)', () => {
  it('are in plain words, run, and are planned when asked back', async () => {
    const en = await suggestFor(table!, 'EN', 10)
    expect(en.length).toBeGreaterThan(2)
    expect(en.join(' ')).not.toMatch(/temp_max|poptotal/)
    expect(en.join(' ')).toMatch(/max temperature|total population/)
    const p = withSemantics(table!, { name: '', description: '' })
    for (const q of en) expect(ask(p, q).type, q).toBe('plan')
    const zh = await suggestFor(table!, 'ZH-CN', 10)
    expect(zh).toHaveLength(en.length)
  })
})
