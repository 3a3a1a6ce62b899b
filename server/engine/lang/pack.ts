/**
 * One language pack per language behind one interface. A pack says how its language expresses
 * each cue (what the question asks for: a share, a median, a comparison…), translates content
 * words into the English lemmas the binder works with, and, for the languages the engine writes
 * in, holds every sentence of the reply. lang.test.ts checks that every pack is complete.
 */

/** What a question can ask for, independent of language. */
export const CUES = [
  'share', // percentage / share of a total
  'ratio', // how many times, factor
  'margin', // profit margin: profit divided by sales
  'distinct', // how many different
  'median',
  'average',
  'total',
  'count', // how many, number of
  'max', // highest, most, biggest
  'min', // lowest, least, smallest
  'compare', // compare, vs
  'change', // change, grow, since
  'previous', // compared with the year before
  'calendarMonth', // calendar month, which month on average
  'decade',
  'first', // first time
  'missing', // missing, not filled in
  'known', // age known
  'correlation',
  'each', // by / per / for each
  'above', // more than, above, over
  'below', // less than, under
  'between',
  'forecast', // next year, predict
  'why',
  'overview', // something interesting, overview
  'difference', // how much higher, spread
  'not', // not in, except
  'distribution', // the distribution / spread of one column's values
  'trend', // a series over time ("trend", "over time")
] as const
export type Cue = (typeof CUES)[number]

/** The languages a question may be in. */
export type QuestionLanguage =
  | 'en'
  | 'zh'
  | 'ja'
  | 'es'
  | 'fr'
  | 'de'
  | 'ar'
  | 'pt'
  | 'it'
  | 'ko'
  | 'ru'
  | 'id'
  | 'hi'
  | 'vi'
  | 'tr'
  | 'pl'

export interface LanguagePack {
  code: QuestionLanguage
  /** BCP 47 locale for segmenting and for Intl.DisplayNames. */
  locale: string
  /** For each cue, the words or phrases (lower case) that express it in this language. */
  cues: Record<Cue, string[]>
  /** Content words translated into English lemmas ("死亡" → "death"), for binding. */
  words: Record<string, string>
  /** Scale words after a number and what they multiply it by ("milhões" 1e6, "만" 1e4). */
  scales?: Record<string, number>
}
