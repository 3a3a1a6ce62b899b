import { describe, expect, it } from 'vitest'
import { answerable, suggestQuestions } from './suggest'
import { cars, flights, sales, weather } from './testing/profiles'

describe('suggested questions', () => {
  for (const lang of ['EN', 'ZH-CN', 'AR'] as const) {
    it(`are 3–5 questions the engine can answer (${lang})`, () => {
      for (const profile of [weather, sales, flights, cars]) {
        for (const offset of [0, 1, 2, 5]) {
          const qs = suggestQuestions(profile, lang, 5, offset)
          expect(qs.length, `${profile.table} ${offset}`).toBeGreaterThanOrEqual(3)
          expect(qs.length).toBeLessThanOrEqual(5)
          for (const q of qs) expect(answerable(q, profile), q).toBe(true)
        }
      }
    })
  }

  it('name real columns and values', () => {
    const qs = suggestQuestions(weather, 'EN', 5, 0).join(' ')
    expect(qs).toMatch(/precipitation|temp_max|wind/)
  })
})
