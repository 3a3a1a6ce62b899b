import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { warmNlp } from '../nlp/warm'
import type { EngineLanguage } from '../text/language'
import { otherLanguage } from './prose-language'
import { askModel } from './testing/ask-model'
import { startFakeModel, type FakeModel, type FakeReply } from './testing/fake-model'
import { salesSource } from './testing/sales-fixture'

/**
 * The model planner is told the answer's language by name, and its prose (restatement,
 * narration, refusal reason) is checked to be in it: prose in another language is not shown,
 * the rules answer instead, with the reason in the Analyze steps.
 */

describe('the prose check', () => {
  it('finds prose clearly in another language', () => {
    expect(otherLanguage('total sales per region in 2017 for every store', 'JA')).toBe('EN')
    expect(otherLanguage('地域別の売上の合計', 'JA')).toBeNull()
    expect(otherLanguage('ventas totales por región en 2017 en cada tienda', 'DE')).toBe('ES')
    expect(otherLanguage('Gesamtumsatz pro Region im Jahr 2017 für jede Filiale', 'DE')).toBeNull()
    expect(otherLanguage('各地区的销售总额', 'ZH-TW')).toBe('ZH-CN')
    expect(otherLanguage('各地區的銷售總額', 'ZH-TW')).toBeNull()
  })

  it('lets names of the data and prose too short to tell pass', () => {
    const names = ['amount', 'region', 'sales']
    expect(otherLanguage('total amount per region', 'FR', names)).toBeNull()
    expect(otherLanguage('amount, region', 'KO', names)).toBeNull()
    expect(otherLanguage('`amount` 의 합계', 'KO', names)).toBeNull()
  })
})

const source = salesSource()
let fake: FakeModel | null = null
beforeAll(() => warmNlp(), 120_000)
afterEach(async () => {
  await fake?.close()
  fake = null
})

async function ask(question: string, language: EngineLanguage, reply: FakeReply) {
  fake = await startFakeModel({ [question]: reply })
  const r = await askModel(fake, question, source, { language })
  return { ...r, prompt: fake.prompts()[0] ?? '' }
}

const plan = (restatement: string, narration?: string) => ({
  content: JSON.stringify({
    answer: 'plan',
    restatement,
    ...(narration ? { narration } : {}),
    plan: {
      kind: 'aggregate',
      table: 'sales',
      measures: [{ agg: 'sum', column: 'amount' }],
      group_by: [{ column: 'region' }],
    },
  }),
})

describe('the model planner in the answer language', () => {
  it('is told the language by name and keeps prose written in it', async () => {
    const r = await ask('地域ごとの amount の合計は？', 'JA', plan('地域別の amount の合計'))
    expect(r.prompt).toContain('Answer language: Japanese (日本語)')
    expect(r.analyzeText()).toContain('fake-model が計画しました。')
  }, 60_000)

  it('answers by the rules when the prose is in another language, saying why', async () => {
    const r = await ask(
      'Quel est le montant total par région ?',
      'FR',
      plan('the total amount of every sale for each of the regions', 'The West sells the most.'),
    )
    expect(r.prompt).toContain('Answer language: French (Français)')
    expect(r.analyzeText()).toContain(
      'Planifié par les règles intégrées : la réponse de fake-model n’a pas pu être utilisée (son texte était rédigé en English et non en Français).',
    )
    expect(r.respondText()).not.toContain('The West sells the most')
  }, 60_000)
})
