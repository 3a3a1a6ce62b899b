import { CATALOGS, type SayKey } from '../say'
import type { EngineLanguage } from '../text/language'

// TODO(answer.ts): migrate to say(); plan/answer.ts is the last reader of these records, and
// this file goes when it no longer is. Its sentences come from say/, under their old names.
const KEYS = {
  readAs: 'reply.readAs',
  followUp: 'reply.followUp',
  notUnderstood: 'reply.notUnderstood',
  cannotCompute: 'reply.cannotCompute',
  cannotSelect: 'reply.cannotSelect',
  noTime: 'reply.noTime',
  notPlanned: 'reply.notPlanned',
  forecast: 'reply.forecast',
  why: 'reply.why',
  tryInstead: 'reply.tryInstead',
  columns: 'reply.columns',
} as const satisfies Record<string, SayKey>

export type Sentences = Record<keyof typeof KEYS, string>

const sentences = (lang: EngineLanguage) =>
  Object.fromEntries(
    Object.entries(KEYS).map(([name, key]) => [name, CATALOGS[lang][key]]),
  ) as Sentences

export const SENTENCES: Record<EngineLanguage, Sentences> = {
  EN: sentences('EN'),
  'ZH-CN': sentences('ZH-CN'),
  AR: sentences('AR'),
}
