import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadZhGlossary } from '../nlp/zh-glossary'
import { answer, csvTables, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * "The correlation coefficient" asks for the correlation in every pack ("相关系数",
 * "Korrelationskoeffizient"); "缺少…数据" asks for missing values; 重 after what is weighed
 * (脑重, brain weight) is its weight.
 */
const made = csvTables('coefficient')
let animals: TableProfile

beforeAll(async () => {
  await loadZhGlossary()
  const a = ['animal,bodywt,brainwt,sleep']
  for (let i = 0; i < 30; i++)
    a.push(
      `A${i},${(1 + i * 3.7).toFixed(1)},${i % 5 === 0 ? 'NA' : (0.01 * i * i).toFixed(3)},${4 + ((i * 7) % 15)}`,
    )
  animals = await made.load('animals', a.join('\n'), { name: 'Animals' })
}, 120_000)
afterAll(() => made.remove())

describe('coefficient and missing cues', () => {
  it.each([
    'What is the correlation coefficient between body weight and sleep?',
    '体重与睡眠之间的相关系数是多少？',
    'Wie hoch ist der Korrelationskoeffizient zwischen bodywt und sleep?',
  ])('%s', async (q) => {
    const { plan, rows } = await answer(animals, 'Animals', q)
    expect(plan.kind).toBe('correlation')
    const want = await sqlValue(`SELECT corr(bodywt, sleep) FROM ${animals.table}`)
    expect(rows.flat().some((v) => typeof v === 'number' && Math.abs(v - want) < 1e-9)).toBe(true)
  })

  it.each([
    '有多少种动物缺少脑重数据？',
    'How many different animals are missing brain weight data?',
  ])('%s counts the animals without a brain weight', async (q) => {
    const { rows } = await answer(animals, 'Animals', q)
    expect(Number(rows[0]![0])).toBe(
      await sqlValue(
        `SELECT count(*) FROM ${animals.table} WHERE brainwt IS NULL OR trim(CAST(brainwt AS VARCHAR)) = 'NA'`,
      ),
    )
  })
})
