import * as chrono from 'chrono-node'
import type { QuestionLanguage } from '../lang/pack'
import type { Parsed } from './terms'
import { termsWithin } from './terms'

/**
 * Dates said in the question's own language ("2000年1月", "в марте 2009 года", "marzo de 2009",
 * "2017年3月5日"), read by chrono-node's language packs rather than by hand. English keeps the
 * engine's own reader (periods.ts), which knows "May" the verb from May the month.
 */
const PARSERS: Partial<Record<QuestionLanguage, chrono.Chrono>> = {
  zh: chrono.zh.hans.casual,
  ja: chrono.ja.casual,
  ru: chrono.ru.casual,
  es: chrono.es.casual,
  it: chrono.it.casual,
  pt: chrono.pt.casual,
  fr: chrono.fr.casual,
  de: chrono.de.casual,
}

/** A month said with its year, its day, or both; `end` when the question gave a span. */
export interface SaidDate {
  month: number
  day?: number
  year?: number
  end?: { month: number; day?: number; year?: number }
  /** Term indices of the words that said it (the year's own words included). */
  terms: number[]
}

// A fixed reference keeps readings the same whatever today is; only known parts are used.
const REFERENCE = new Date(Date.UTC(2000, 0, 1))

const known = (c: chrono.ParsedComponents | null | undefined) => {
  if (!c?.isCertain('month')) return null
  return {
    month: c.get('month')!,
    ...(c.isCertain('day') ? { day: c.get('day')! } : {}),
    ...(c.isCertain('year') ? { year: c.get('year')! } : {}),
  }
}

/** Every date of a calendar month the question names, with the terms that say it. */
export function datesSaid(parsed: Parsed): SaidDate[] {
  const parser = PARSERS[parsed.lang]
  if (!parser) return []
  return parser.parse(parsed.text, REFERENCE).flatMap((r) => {
    const start = known(r.start)
    if (!start) return []
    const terms = termsWithin(parsed, [[r.index, r.index + r.text.length]])
    if (!terms.length) return []
    const end = known(r.end)
    return [{ ...start, ...(end ? { end } : {}), terms }]
  })
}
