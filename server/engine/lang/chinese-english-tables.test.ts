import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadZhGlossary } from '../nlp/zh-glossary'
import { decide } from '../plan/decide'
import { answer, csvTables, sqlRows } from '../testing/csv-tables'
import type { TableProfile } from '../types'
import { parse } from '../understand/terms'

/**
 * Chinese questions about tables with English headers: the pack knows few of their words
 * (饲料, 小鸡, 体重), so they are read through the CC-CEDICT glossary. Each answer is checked
 * against hand-written SQL; a word the data has nothing for is declined, not left out.
 */

const made = csvTables('zh-tables')
const tables: Record<string, TableProfile> = {}
const NAMES: Record<string, string> = { chicks: 'Chick weights by diet', diamonds: 'Diamonds' }

beforeAll(async () => {
  await loadZhGlossary()
  const load = async (id: string, lines: string[]) => {
    tables[id] = await made.load(id, lines.join('\n'), { name: NAMES[id]! })
  }
  // 5 chicks weighed on days 0, 7, 14 and 21, on 3 diets.
  const chicks = ['weight,Time,Chick,Diet']
  for (let chick = 1; chick <= 5; chick++)
    for (const t of [0, 7, 14, 21])
      chicks.push(
        [40 + t * (3 + ((chick - 1) % 3)) + chick, t, chick, ((chick - 1) % 3) + 1].join(','),
      )
  await load('chicks', chicks)
  const diamonds = ['carat,cut,color,price']
  for (let i = 0; i < 20; i++)
    diamonds.push(
      [
        (0.3 + i * 0.05).toFixed(2),
        ['Fair', 'Good', 'Ideal'][i % 3],
        'DEFG'[i % 4],
        400 + ((i * 137) % 900),
      ].join(','),
    )
  await load('diamonds', diamonds)
}, 120_000)

afterAll(() => made.remove())

const rows = async (id: string, question: string) =>
  (await answer(tables[id]!, NAMES[id]!, question)).rows
const sql = sqlRows
const nums = (r: unknown[][]) => r.flat().filter((x) => typeof x === 'number')

describe('Chinese questions on English headers', () => {
  it('体重 is weight: its average at each time', async () => {
    const expected = await sql(
      `SELECT Time, avg(weight) FROM ${tables.chicks!.table} GROUP BY Time ORDER BY Time`,
    )
    const r = await rows('chicks', '各时间点的平均体重分别是多少？')
    expect(r.length).toBe(4)
    for (const [, avg] of expected) expect(nums(r)).toContain(avg)
  })

  it('小鸡 are the chicks counted, 克 the unit of the bound, 只 their measure word', async () => {
    const [[n]] = (await sql(
      `SELECT count(DISTINCT Chick)::INT FROM ${tables.chicks!.table} WHERE weight > 100`,
    )) as [[number]]
    expect(nums(await rows('chicks', '体重超过100克的小鸡有多少只？'))).toContain(n)
  })

  it('the chick with the highest average weight, and the median weight', async () => {
    const [[chick, avg]] = (await sql(
      `SELECT Chick, avg(weight) AS a FROM ${tables.chicks!.table} GROUP BY Chick ORDER BY a DESC LIMIT 1`,
    )) as [[number, number]]
    const top = await rows('chicks', '平均体重最高的是哪只小鸡？')
    expect(top[0]).toEqual(expect.arrayContaining([chick, avg]))
    const [[median]] = (await sql(`SELECT median(weight) FROM ${tables.chicks!.table}`)) as [
      [number],
    ]
    expect(nums(await rows('chicks', '体重的中位数是多少？'))).toContain(median)
  })

  it('价格 by 颜色, for one colour, and counted above a bound', async () => {
    const t = tables.diamonds!.table
    const byColor = await sql(`SELECT color, avg(price) FROM ${t} GROUP BY color`)
    const r = await rows('diamonds', '每种颜色的平均价格是多少？')
    expect(r.length).toBe(4)
    for (const [, avg] of byColor) expect(nums(r)).toContain(avg)
    const [[d]] = (await sql(`SELECT avg(price) FROM ${t} WHERE color = 'D'`)) as [[number]]
    expect(nums(await rows('diamonds', '颜色为D的钻石平均价格是多少？'))).toContain(d)
    const [[n]] = (await sql(`SELECT count(*)::INT FROM ${t} WHERE price > 1000`)) as [[number]]
    expect(nums(await rows('diamonds', '价格超过1000美元的钻石有多少颗？'))).toContain(n)
  })

  it('a word the data has nothing for (饲料, feed) is declined, not answered without it', () => {
    const d = decide('每种饲料的小鸡平均体重是多少？', [tables.chicks!], NAMES.chicks!, null)
    expect(d.type).not.toBe('plan')
    expect(d.u?.notUnderstood).toContain('饲料')
  })

  it('a word explained in brackets is read as the brackets say', async () => {
    const expected = await sql(
      `SELECT Diet, avg(weight) FROM ${tables.chicks!.table} GROUP BY Diet`,
    )
    const r = await rows('chicks', '每种饮食（Diet）的平均体重是多少？')
    expect(r.length).toBe(3)
    for (const [, avg] of expected) expect(nums(r)).toContain(avg)
  })

  it('的, 是 and 和 are function words; 多少, 最高, 平均 and 超过 are still cues', () => {
    const p = parse('羊毛A和羊毛B的体重最高是多少？平均超过多少？')
    const pos = (w: string) => p.terms.filter((t) => t.text === w).map((t) => t.pos)
    for (const w of ['的', '是', '和']) expect(pos(w), w).toEqual(expect.arrayContaining(['DET']))
    expect([...p.cues]).toEqual(expect.arrayContaining(['count', 'max', 'average', 'above']))
    const role = (w: string) => p.terms.find((t) => t.text === w)?.role
    expect(role('多少')).toBe('cue:count')
    expect(role('最高')).toBe('cue:max')
    expect(role('平均')).toBe('cue:average')
    expect(role('超过')).toBe('cue:above')
    // Cue words keep their Chinese text as lemma: no gloss ("number") to name a column by.
    expect(p.terms.find((t) => t.text === '多少')?.lemma).toBe('多少')
  })
})
