import { describe, expect, it } from 'vitest'
import { toPassages } from './passages'
import { retrieve, type DocSource } from './retrieve'
import { buildIndex } from './search-index'
import { languageOf, termsOf, wordsOf } from './tokenize'
import type { TextBlock } from './types'

/** Retrieval in Spanish, French and German, and a document's title standing for its passages. */

function doc(fileName: string, blocks: TextBlock[]): DocSource {
  const passages = toPassages(blocks)
  return {
    src: { datasetId: 'd', datasourceId: `ds-${fileName}`, fileName, fileType: 'docx', path: '' },
    doc: {
      file: { version: 1, fileType: 'docx', pages: null, characters: 0, passages, index: null },
      index: buildIndex(passages),
    },
  }
}

const rules = doc('regeln.docx', [
  {
    text: 'Grillen mit Holzkohle ist auf den Balkonen verboten; Elektrogrills sind erlaubt.',
    page: null,
    heading: ['Balkon'],
  },
  {
    text: 'Katzen sind erlaubt. Für einen Hund braucht man die Zustimmung der Verwaltung.',
    page: null,
    heading: ['Tiere'],
  },
])

describe('languages', () => {
  it('tells a text’s language by its function words, English when none', () => {
    expect(languageOf(wordsOf('¿Cuántos días a la semana puedo teletrabajar?'))).toBe('es')
    expect(languageOf(wordsOf('Combien coûte le projet ?'))).toBe('fr')
    expect(languageOf(wordsOf('Darf man auf dem Balkon grillen?'))).toBe('de')
    expect(languageOf(wordsOf('How long is the warranty?'))).toBe('en')
    expect(languageOf(wordsOf('Balkon'))).toBe('en')
  })

  it('stems each language with its own stemmer and drops French elision', () => {
    expect(termsOf('auf den Balkonen')).toEqual(termsOf('auf dem Balkon'))
    expect(termsOf('les trajets de la semaine sont plus rapides')).toContain('trajet')
    expect(termsOf('le lancement de l’application').sort()).toEqual(
      termsOf('l’application est lancée').sort(),
    )
  })

  it('finds a German passage whose words are inflected otherwise', () => {
    const r = retrieve('Darf man auf dem Balkon grillen?', [rules])
    expect(r.refusal).toBeNull()
    expect(r.hits[0]!.passage.text).toContain('Holzkohle')
  })

  it('does not take a German noun’s capital for a name that must be there', () => {
    const r = retrieve('Sind Hunde im Haus erlaubt?', [rules])
    expect(r.refusal).toBeNull()
    expect(r.hits[0]!.passage.text).toContain('Zustimmung')
  })
})

describe('a document’s title', () => {
  const deck = doc('deck.pptx', [
    { text: 'City of Porto, March 2025', page: 1, heading: ['Launch of the Parcours app'] },
    { text: 'Public launch on 17 March.', page: 2, heading: ['Timeline'] },
    { text: 'The project costs €1.2 million.', page: 3, heading: ['Budget'] },
  ])

  it('counts for every passage of its document', () => {
    const r = retrieve('When is the Parcours app public launch?', [deck])
    expect(r.refusal).toBeNull()
    expect(r.hits[0]!.passage.page).toBe(2)
  })

  it('does not make an answer of the title alone', () => {
    expect(retrieve('Does the Parcours app work offline on trains?', [deck]).refusal).not.toBeNull()
  })
})
