import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { analyze } from './analyze'
import type { SourceFile } from './catalog'
import { warmNlp } from './nlp/warm'
import { CATALOGS } from './say'
import { EN } from './say/en'
import { analyzeInput } from './testing/analyze-input'
import { recorder } from './testing/recorder'
import { ENGINE_LANGUAGES, LANGUAGES, type EngineLanguage } from './text/language'

/**
 * output_language: a question on a sample table answered in each of the 17 languages — the
 * restatement, the result sentence and a refusal — checked for the language's script, and in
 * the Latin-script languages for no English word of the English catalog besides the data's names.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'parley-output-language-'))
const csv = path.join(dir, 'sales.csv')
writeFileSync(
  csv,
  'region,day,amount\nNorth,2024-01-01,10\nSouth,2024-01-01,4\nNorth,2024-02-01,6\nWest,2024-02-01,1\n',
)
const source: SourceFile = {
  datasetId: 'dset-ol',
  datasourceId: 'ds-output-language',
  fileName: 'sales.csv',
  fileType: 'csv',
  path: csv,
}
const NAMES = ['sales', 'csv', 'region', 'day', 'amount', 'North', 'South', 'West']

// Each language's question in that language (German's pack does not read this wording yet, so
// it is asked in English with output_language set); the refusal is a "why" question, which no
// table can answer, asked in English so that every language refuses the same question.
const QUESTIONS: Record<EngineLanguage, string> = {
  EN: 'What is the total amount by region?',
  ES: '¿Cuál es el amount total por region?',
  PT: 'Qual é o amount total por region?',
  FR: 'Quel est le amount total par region ?',
  IT: 'Qual è il amount totale per region?',
  DE: 'total amount by region',
  ID: 'Berapa total amount per region?',
  VI: 'Tổng amount theo region là bao nhiêu?',
  TR: 'region bazında toplam amount nedir?',
  PL: 'Jaka jest suma amount według region?',
  AR: 'ما مجموع amount حسب region؟',
  RU: 'Какова сумма amount по region?',
  HI: 'region के अनुसार कुल amount क्या है?',
  JA: 'region別の amount の合計は？',
  KO: 'region별 amount 합계는?',
  'ZH-CN': '按 region 统计 amount 总计',
  'ZH-TW': '依 region 統計 amount 總計',
}
const REFUSAL = 'Why did the amount fall in the West?'

// The letters each language's sentences must hold (Japanese: kana or Han).
const SCRIPT: Partial<Record<EngineLanguage, RegExp>> = {
  KO: /\p{Script=Hangul}/u,
  JA: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  HI: /\p{Script=Devanagari}/u,
  RU: /\p{Script=Cyrillic}/u,
  AR: /\p{Script=Arabic}/u,
  'ZH-CN': /\p{Script=Han}/u,
  'ZH-TW': /\p{Script=Han}/u,
}

const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{M}’'-]+/u)
    .filter((w) => w.length > 1)
// English's own words: those of its catalog that the language's catalog does not also write
// ("total" is Spanish and French too) and that are not the data's names.
const englishWords = (lang: EngineLanguage) => {
  const own = new Set(Object.values(CATALOGS[lang]).flatMap(wordsOf))
  const names = new Set(NAMES.map((n) => n.toLowerCase()))
  return new Set(
    Object.values(EN)
      .flatMap((v) => wordsOf(v.replace(/\{\w+\}/g, ' ')))
      .filter((w) => !own.has(w) && !names.has(w)),
  )
}

async function ask(question: string, language: EngineLanguage) {
  const rec = recorder()
  await analyze(analyzeInput(question, source, 'Sales', { language }), rec.sink)
  return rec.respondText()
}

beforeAll(() => warmNlp(), 120_000)

describe('output_language', () => {
  it('has a question for every language', () => {
    expect(Object.keys(QUESTIONS).sort()).toEqual([...ENGINE_LANGUAGES].sort())
  })

  it.each(ENGINE_LANGUAGES)(
    'answers and refuses in %s',
    async (lang) => {
      const answer = await ask(QUESTIONS[lang], lang)
      const refusal = await ask(REFUSAL, lang)
      const lines = answer.split('\n').filter(Boolean)
      const restatement = lines[0] ?? ''
      // The result sentence: the groups' total, said after the ranked lines.
      const result = lines.find((l) => l.includes('**21**')) ?? ''
      const refused = refusal.split('\n')[0] ?? ''
      const said = { restatement, result, refused }
      expect(restatement, JSON.stringify(said)).toContain(
        CATALOGS[lang]['reply.readAs'].split('{')[0]!.trim(),
      )
      expect(result, JSON.stringify(said)).not.toBe('')
      expect(refused, JSON.stringify(said)).toContain('sales.csv')
      expect(refused).not.toMatch(/\d/)

      const script = SCRIPT[lang]
      if (script) {
        for (const [what, text] of Object.entries(said))
          expect(script.test(text.replace(/\*\*[^*]*\*\*/g, '')), `${what}: ${text}`).toBe(true)
      } else {
        expect(LANGUAGES[lang].script).toBeNull()
        const english = englishWords(lang)
        for (const [what, text] of Object.entries(said)) {
          const left = wordsOf(text).filter((w) => english.has(w))
          expect(left, `${what}: ${text}`).toEqual([])
        }
      }
    },
    60_000,
  )
})
