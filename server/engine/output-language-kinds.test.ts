import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { analyze } from './analyze'
import type { SourceFile } from './catalog'
import { warmNlp } from './nlp/warm'
import { CATALOGS, formatMonth } from './say'
import { analyzeInput } from './testing/analyze-input'
import { recorder } from './testing/recorder'
import { ENGINE_LANGUAGES, LANGUAGES, type EngineLanguage } from './text/language'

/**
 * output_language for every answer kind: one question of each kind on a sample table, answered
 * in each of the 16 other languages, must hold no English word besides the data's names. A word
 * is English when the English answer to the same question says it and the language's catalog
 * does not ("total" is Spanish too); in the languages written in another script, any Latin word
 * that is not a name is English. The questions are asked in English so that only the output
 * side is tested (the question's own words, echoed as words set aside, are allowed).
 */

const dir = mkdtempSync(path.join(tmpdir(), 'parley-output-kinds-'))
const csv = path.join(dir, 'sales.csv')
const REGIONS = ['North', 'South', 'West']
const rows = ['region,day,amount,units']
for (let m = 0; m < 24; m++)
  REGIONS.forEach((r, i) => {
    const day = `${2022 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`
    rows.push(`${r},${day},${100 + ((m * 7 + i * 13) % 40) + i * 10},${10 + ((m + i) % 5)}`)
  })
writeFileSync(csv, rows.join('\n') + '\n')
const source: SourceFile = {
  datasetId: 'dset-olk',
  datasourceId: 'ds-output-kinds',
  fileName: 'sales.csv',
  fileType: 'csv',
  path: csv,
}
const NAMES = ['sales', 'csv', 'region', 'day', 'amount', 'units', ...REGIONS]

const QUESTIONS: Record<string, string> = {
  aggregate: 'What is the total amount by region?',
  top_within: 'What are the top 2 days by amount in each region?',
  share: 'What share of the amount does each region have?',
  share_of: 'What percentage of the amount is from North?',
  ratio: 'What is the ratio of amount to units by region?',
  extreme_row: 'Which day had the highest amount?',
  compare: 'Compare the amount of North and South',
  change: 'How did the total amount change from 2022 to 2023?',
  seasonality: 'Which month of the year has the highest amount on average?',
  period_average: 'What is the average monthly amount?',
  stats: 'What are the median and the average amount?',
  correlation: 'How strongly are amount and units correlated?',
  overview: 'Give me an overview of the data',
}

// Still English, in code another engineer is changing (kinds/compare.ts builds
// "{a} vs {b}: … ratio {r}×" itself; the catalogs have 'compare.line' for it).
const KNOWN: Record<string, string[]> = {}

const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{M}’'-]+/u)
    .map((w) => w.replace(/^['’-]+|['’-]+$/g, ''))
    .filter((w) => w.length > 1)
const latinWords = (s: string) => (s.toLowerCase().match(/[a-z][a-z’'-]*[a-z]/g) ?? []) as string[]

async function ask(question: string, language: EngineLanguage) {
  const rec = recorder()
  await analyze(analyzeInput(question, source, 'Sales', { language }), rec.sink)
  return rec.respondText()
}

const english = new Map<string, Set<string>>()
beforeAll(async () => {
  warmNlp()
  for (const [kind, q] of Object.entries(QUESTIONS))
    english.set(kind, new Set(wordsOf(await ask(q, 'EN'))))
}, 240_000)

describe('output_language in every answer kind', () => {
  it.each(ENGINE_LANGUAGES.filter((l) => l !== 'EN'))(
    '%s: no English words besides names',
    async (lang) => {
      // The language's own words: its catalog, and its month names (German "August").
      const months = Array.from({ length: 12 }, (_, m) => formatMonth(lang, m))
      const own = new Set([...Object.values(CATALOGS[lang]), ...months].flatMap(wordsOf))
      const script = LANGUAGES[lang].script
      const left: string[] = []
      for (const [kind, q] of Object.entries(QUESTIONS)) {
        const text = await ask(q, lang)
        const allowed = new Set([...NAMES, q].flatMap(wordsOf).concat(KNOWN[kind] ?? []))
        const enWords = english.get(kind)!
        const words = script ? latinWords(text) : wordsOf(text).filter((w) => enWords.has(w))
        const found = [...new Set(words)].filter((w) => !allowed.has(w) && !own.has(w))
        if (found.length) left.push(`${kind}: ${found.join(' ')} — ${text.replace(/\n/g, ' | ')}`)
      }
      expect(left).toEqual([])
    },
    180_000,
  )

  it('writes percentages as the language does (Intl: "%12,5" in Turkish, "12,5 %" in French)', async () => {
    const tr = await ask(QUESTIONS.share_of!, 'TR')
    const fr = await ask(QUESTIONS.share_of!, 'FR')
    const en = await ask(QUESTIONS.share_of!, 'EN')
    expect(en, en).toMatch(/\d%/)
    expect(tr, tr).toMatch(/%\d/)
    expect(fr, fr).toMatch(/\d[\u202f\u00a0]%/)
  }, 60_000)
})
