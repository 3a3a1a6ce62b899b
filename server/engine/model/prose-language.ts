import { detectLanguage, isSimplified } from '../text/detect'
import { LANGUAGES, type EngineLanguage } from '../text/language'
import type { ModelAnswer } from './answer-schema'

/**
 * Whether the model wrote its prose (restatement, narration, refusal reason) in the answer's
 * language, by the detector AUTO uses. Column and table names, quoted values, codes and numbers
 * are left out first: they are the data's words, not the model's. Prose too short to tell is
 * taken as written in it, so the check only refuses what is clearly another language.
 */

/** The model's own sentences in an answer. */
export function proseOf(answer: ModelAnswer): string {
  return answer.answer === 'cannot'
    ? answer.reason
    : [answer.restatement, answer.narration ?? ''].join('\n')
}

/** The language the prose is clearly written in when it is not `lang`, else null. */
export function otherLanguage(
  prose: string,
  lang: EngineLanguage,
  names: Iterable<string> = [],
): EngineLanguage | null {
  const known = new Set<string>()
  for (const n of names) for (const w of n.toLowerCase().split(/[^\p{L}\p{N}]+/u)) known.add(w)
  const words = prose
    .replace(/`[^`]*`|"[^"]*"|“[^”]*”|«[^»]*»/g, ' ')
    .split(/[^\p{L}\p{M}_0-9'’-]+/u)
    .filter((w) => w && !/[_0-9]/.test(w) && !known.has(w.toLowerCase()))
  const text = words.join(' ')
  const { script } = LANGUAGES[lang]
  if (script) {
    // A language with its own script: prose of at least a few words with none of its letters.
    if (script.test(text)) {
      if (lang === 'ZH-TW' && isSimplified(text)) return 'ZH-CN'
      return null
    }
    return words.length >= 3 ? detectLanguage(text) : null
  }
  // Latin script: a few words are too few to tell the languages apart.
  if (words.length < 4) return null
  const seen = detectLanguage(text)
  return seen === lang ? null : seen
}
