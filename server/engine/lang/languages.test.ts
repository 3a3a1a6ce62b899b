import { describe, expect, it } from 'vitest'
import { decide } from '../plan/decide'
import { cars, flights, sales, weather } from '../testing/profiles'
import type { TableProfile } from '../types'
import { parse } from '../understand/terms'
import { questionLanguage } from '.'

/**
 * Portuguese, Italian, Russian and Korean questions, asked the way an analyst of that language
 * would, get the plan their English twin gets on the same English table.
 */

const TABLES: Record<string, [TableProfile, string]> = {
  cars: [cars, 'Cars'],
  sales: [sales, 'Superstore'],
  weather: [weather, 'Seattle weather'],
  flights: [flights, 'Flights'],
}

/** The plan's kind, measures, groups and filters (in any order), or why there is none. */
function planOf(question: string, table: string) {
  const [profile, name] = TABLES[table]!
  const d = decide(question, [profile], name, null)
  if (d.type !== 'plan') return d.type
  const key = (f: unknown) => JSON.stringify(f)
  return { ...d.plan, filters: [...d.plan.filters].sort((a, b) => (key(a) < key(b) ? -1 : 1)) }
}

const LANGS = ['pt', 'it', 'ru', 'ko'] as const
type Twin = { table: string; en: string } & Record<(typeof LANGS)[number], string>

const TWINS: Twin[] = [
  {
    table: 'cars',
    en: 'What is the average horsepower by origin?',
    pt: 'Qual é a potência média por origem?',
    it: 'Qual è la potenza media per origine?',
    ru: 'Какова средняя мощность по происхождению?',
    ko: '원산지별 평균 마력은 얼마입니까?',
  },
  {
    table: 'cars',
    en: 'How many cars have more than 6 cylinders?',
    pt: 'Quantos carros têm mais de 6 cilindros?',
    it: 'Quante auto hanno più di 6 cilindri?',
    ru: 'Сколько автомобилей имеют больше 6 цилиндров?',
    ko: '실린더가 6개 초과인 자동차는 몇 대입니까?',
  },
  {
    table: 'cars',
    en: 'What is the average weight of Japanese cars?',
    pt: 'Qual é o peso médio dos carros japoneses?',
    it: 'Qual è il peso medio delle auto giapponesi?',
    ru: 'Каков средний вес японских автомобилей?',
    ko: '일본산 자동차의 평균 무게는 얼마인가요?',
  },
  {
    table: 'cars',
    en: 'Which car has the highest horsepower?',
    pt: 'Qual carro tem a maior potência?',
    it: 'Quale auto ha la potenza più alta?',
    ru: 'У какого автомобиля самая высокая мощность?',
    ko: '마력이 가장 높은 자동차는 무엇입니까?',
  },
  {
    table: 'cars',
    en: 'How many cars have between 4 and 6 cylinders?',
    pt: 'Quantos carros têm entre 4 e 6 cilindros?',
    it: 'Quante auto hanno tra 4 e 6 cilindri?',
    ru: 'Сколько автомобилей имеют от 4 до 6 цилиндров?',
    ko: '실린더가 4개에서 6개 사이인 자동차는 몇 대입니까?',
  },
  {
    table: 'cars',
    en: 'Is there a correlation between weight and horsepower?',
    pt: 'Existe correlação entre o peso e a potência?',
    it: "C'è una correlazione tra peso e cavalli?",
    ru: 'Есть ли корреляция между весом и мощностью?',
    ko: '무게와 마력 사이에 상관관계가 있습니까?',
  },
  {
    table: 'cars',
    en: 'What is the average fuel economy by number of cylinders?',
    pt: 'Qual é o consumo de combustível médio por número de cilindros?',
    it: 'Qual è il consumo di carburante medio per numero di cilindri?',
    ru: 'Какой средний расход топлива в зависимости от числа цилиндров?',
    ko: '실린더 수별 평균 연비는?',
  },
  {
    table: 'sales',
    en: 'What are the total sales by region?',
    pt: 'Quais são as vendas totais por região?',
    it: 'Quali sono le vendite totali per regione?',
    ru: 'Каковы общие продажи по регионам?',
    ko: '지역별 총 매출은 얼마입니까?',
  },
  {
    table: 'sales',
    en: 'Which sub-category has the lowest total profit?',
    pt: 'Qual subcategoria tem o menor lucro total?',
    it: 'Quale sottocategoria ha il profitto totale più basso?',
    ru: 'У какой подкатегории самая низкая общая прибыль?',
    ko: '총 이익이 가장 낮은 하위 카테고리는 무엇입니까?',
  },
  {
    table: 'sales',
    en: 'What share of sales comes from the West?',
    pt: 'Qual a porcentagem das vendas que vem do Oeste?',
    it: "Quale percentuale delle vendite proviene dall'Ovest?",
    ru: 'Какая доля продаж приходится на Запад?',
    ko: '서부 지역이 매출에서 차지하는 비율은 얼마입니까?',
  },
  {
    table: 'sales',
    en: 'How many orders had sales above 10000?',
    pt: 'Quantos pedidos tiveram vendas acima de 10 mil?',
    it: 'Quanti ordini hanno avuto vendite superiori a 10 mila?',
    ru: 'Сколько заказов с продажами более 10 тысяч?',
    ko: '매출이 1만 이상인 주문은 몇 건입니까?',
  },
  {
    table: 'sales',
    en: 'How did sales change since 2015?',
    pt: 'Como as vendas mudaram desde 2015?',
    it: 'Come sono cambiate le vendite dal 2015?',
    ru: 'Как изменились продажи с 2015 года?',
    ko: '2015년 이후 매출은 어떻게 변했습니까?',
  },
  {
    table: 'weather',
    en: 'What is the average maximum temperature per month?',
    pt: 'Qual é a temperatura máxima média por mês?',
    it: 'Qual è la temperatura massima media per mese?',
    ru: 'Какова средняя максимальная температура по месяцам?',
    ko: '월별 평균 최고기온은 얼마입니까?',
  },
  {
    table: 'weather',
    en: 'What was the total precipitation in 2015?',
    pt: 'Qual foi a precipitação total em 2015?',
    it: 'Qual è stata la precipitazione totale nel 2015?',
    ru: 'Каково общее количество осадков в 2015 году?',
    ko: '2015년의 총 강수량은 얼마입니까?',
  },
  {
    table: 'flights',
    en: 'How many flights from SFO to LAX?',
    pt: 'Quantos voos de SFO para LAX?',
    it: 'Quanti voli da SFO a LAX?',
    ru: 'Сколько рейсов из SFO в LAX?',
    ko: 'SFO에서 LAX로 가는 항공편은 몇 편입니까?',
  },
  {
    table: 'flights',
    en: 'Which origin has the highest average delay?',
    pt: 'Qual origem tem o maior atraso médio?',
    it: 'Quale origine ha il ritardo medio più alto?',
    ru: 'У какого аэропорта вылета самая большая средняя задержка?',
    ko: '평균 지연이 가장 큰 출발지는 어디입니까?',
  },
]

describe.each(LANGS)('%s questions on English tables', (lang) => {
  it('get the plan of their English twin', () => {
    for (const t of TWINS) {
      const english = planOf(t.en, t.table)
      expect(typeof english, t.en).toBe('object')
      expect(planOf(t[lang], t.table), t[lang]).toEqual(english)
    }
  })

  it('are told by questionLanguage', () => {
    for (const t of TWINS) expect(questionLanguage(t[lang]), t[lang]).toBe(lang)
  })
})

describe('reading the new languages', () => {
  const lemmas = (q: string) => parse(q).terms.map((t) => t.lemma)
  const numbers = (q: string) => parse(q).terms.flatMap((t) => (t.num === undefined ? [] : [t.num]))

  it('finds an inflected word by its stem, in the pack and in cue phrases', () => {
    expect(lemmas('Сколько пассажиров выжило?')).toContain('passenger')
    expect(lemmas('Quais são as regiões com mais clientes?')).toContain('region')
    expect([...parse('У какой машины самая высокая мощность?').cues]).toContain('max')
    expect(lemmas('Каков расход топлива?')).toEqual(expect.arrayContaining(['fuel', 'consumption']))
  })

  it('cuts Korean particles off the noun, and reads a comparison before its number', () => {
    const p = parse('지역별 매출은 얼마입니까?')
    expect(p.terms.map((t) => t.lemma)).toEqual(expect.arrayContaining(['region', 'sale']))
    expect(p.terms.find((t) => t.text === '별')?.role).toBe('cue:each')
    const cond = parse('무게가 3000파운드 이상인 자동차')
    const above = cond.terms.findIndex((t) => t.role === 'cue:above')
    expect(cond.terms[above + 1]?.num).toBe(3000)
  })

  it('reads scale words and decimal commas after a number', () => {
    expect(numbers('Quantos países têm mais de 1,5 milhão de habitantes?')).toEqual([1_500_000])
    expect(numbers('Quali paesi hanno più di 10 milioni di abitanti?')).toEqual([10_000_000])
    expect(numbers('Сколько стран с населением более 2 млн?')).toEqual([2_000_000])
    expect(numbers('인구가 3만 명 이상인 도시는?')).toEqual([30_000])
    expect(numbers('Quantos pedidos acima de 1.500?')).toEqual([1500])
  })

  it('reads "more than" as a bound, not as the most, and "the most" as a rank', () => {
    const bound = parse('Quantos carros têm mais de 6 cilindros?').cues
    expect([...bound]).toContain('above')
    expect([...bound]).not.toContain('max')
    expect([...parse('Qual origem tem mais carros?').cues]).toContain('max')
    const rank = parse('В каком регионе больше всего продаж?').cues
    expect([...rank]).toContain('max')
    expect([...rank]).not.toContain('above')
  })

  it('splits Italian elisions', () => {
    expect(lemmas("Qual è il peso medio dell'auto?")).toContain('car')
  })

  it('refuses, in every language, a measure the table does not hold', () => {
    for (const q of [
      'Quantos passageiros existem?',
      'Quanti passeggeri ci sono?',
      'Сколько пассажиров?',
      '승객은 몇 명입니까?',
    ])
      expect(decide(q, [cars], 'Cars', null).type, q).toBe('refuse')
  })
})
