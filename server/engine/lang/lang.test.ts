import { describe, expect, it } from 'vitest'
import { PACKS, questionLanguage } from '.'
import { CUES } from './pack'

describe('language packs', () => {
  it('every pack expresses every cue', () => {
    for (const pack of Object.values(PACKS))
      for (const cue of CUES)
        expect(pack.cues[cue].length, `${pack.code} ${cue}`).toBeGreaterThan(0)
  })

  it('tells the question language from script and function words', () => {
    expect(questionLanguage('按种族统计，死亡人数分别是多少？')).toBe('zh')
    expect(questionLanguage('一人当たりの所得が最も高い国はどこですか？')).toBe('ja')
    expect(
      questionLanguage('Depuis 1950, quel type de catastrophe naturelle a fait le plus de morts ?'),
    ).toBe('fr')
    expect(questionLanguage('Which region has the highest sales?')).toBe('en')
  })

  it('tells Portuguese, Italian, Korean and Russian, and still Spanish, French and German', () => {
    const cases: [string, string][] = [
      ['Qual é a média de vendas por região?', 'pt'],
      ['Quantos carros não são dos EUA?', 'pt'],
      ['Os 5 principais clientes por lucro', 'pt'],
      ['Qual è la media delle vendite per regione?', 'it'],
      ['Quante auto ci sono per origine?', 'it'],
      ['Confronta la potenza media di Europa e Giappone', 'it'],
      ['지역별 평균 매출은 얼마입니까?', 'ko'],
      ['Сколько пассажиров выжило?', 'ru'],
      // The Spanish, French and German questions of the other tests.
      ['¿Cuál es el beneficio total por categoría?', 'es'],
      ['¿Cuál es el margen por región?', 'es'],
      ['¿Cuál es el importe medio por región?', 'es'],
      ['¿Cuáles son los dos estados con más ventas?', 'es'],
      ["Quel est le chiffre d'affaires total par catégorie ?", 'fr'],
      ['Wie hoch ist der Gesamtumsatz pro Kategorie?', 'de'],
      // English with words Portuguese or Italian also write.
      ['Sales as a share of profit per region', 'en'],
      ['Total sales by category', 'en'],
    ]
    for (const [q, lang] of cases) expect(questionLanguage(q), q).toBe(lang)
  })
})
