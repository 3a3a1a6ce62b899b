import type { Cue, LanguagePack, QuestionLanguage } from '../lang/pack'
import { cueForm } from './inflection'

/**
 * Where a non-English cue phrase is found in the question and which terms it marks. `lower` is the
 * question followed by its terms' cue forms (stems for Portuguese, Italian and Russian), so a
 * phrase is found as written or inflected.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The pattern a cue phrase is found with: whole words for alphabetic scripts, the start of a word
 * for Korean (its endings follow: "가장 높" is in "가장 높습니까"), anywhere for Chinese and
 * Japanese, which do not space words. Group 1 is what precedes the phrase.
 */
export function phraseRegex(phrase: string, lang: QuestionLanguage, flags = ''): RegExp {
  const p = escape(phrase)
  if (/^[\p{Script=Latin}\p{Script=Arabic}\p{Script=Cyrillic}0-9 %'’-]+$/u.test(phrase))
    return new RegExp(`(^|[^\\p{L}])${p}($|[^\\p{L}])`, `u${flags}`)
  if (lang === 'ko') return new RegExp(`(^|[^\\p{L}])${p}`, `u${flags}`)
  return new RegExp(`()${p}`, flags)
}

/** The phrase as written, or by its stems ("самый высокий" in "самая высокая"). */
export function phraseFound(phrase: string, lower: string, lang: QuestionLanguage): boolean {
  const stems = cueForm(phrase, lang)
  return phraseRegex(phrase, lang).test(lower) || phraseRegex(stems, lang).test(lower)
}

/** A term the found phrase was segmented into: one of its words, as written or by stem. */
export function marksTerm(phrase: string, text: string, lang: QuestionLanguage): boolean {
  const w = text.toLowerCase()
  const words = phrase.split(' ')
  return (
    phrase === w ||
    words.includes(w) ||
    (/[\u3040-\u30ff\u4e00-\u9fff]/.test(phrase) && w.length >= 2 && phrase.includes(w)) ||
    (lang === 'ko' && words.some((p) => w.startsWith(p))) ||
    cueForm(phrase, lang).split(' ').includes(cueForm(w, lang))
  )
}

const RIVALS: Partial<Record<Cue, Cue[]>> = {
  max: ['above', 'below'],
  min: ['above', 'below'],
  above: ['max', 'min'],
  below: ['max', 'min'],
}

/**
 * A ranking phrase found only inside a longer bound ("têm mais" in "têm mais de 6", "maior" in
 * "maior que"), or a bound only inside a longer ranking phrase ("больше" in "больше всего"), is
 * part of the other: such phrases, as `cue|phrase`, are not cues of the question.
 */
export function shadowedPhrases(lower: string, pack: LanguagePack, lang: QuestionLanguage) {
  const spans: { key: string; cue: Cue; from: number; to: number }[] = []
  for (const cue of Object.keys(RIVALS) as Cue[])
    for (const phrase of pack.cues[cue])
      for (const form of new Set([phrase, cueForm(phrase, lang)]))
        for (const m of lower.matchAll(phraseRegex(form, lang, 'g'))) {
          const from = m.index + m[1]!.length
          spans.push({ key: `${cue}|${phrase}`, cue, from, to: from + form.length })
        }
  const inside = (a: (typeof spans)[number]) =>
    spans.some(
      (b) =>
        RIVALS[a.cue]!.includes(b.cue) &&
        b.from <= a.from &&
        b.to >= a.to &&
        b.to - b.from > a.to - a.from,
    )
  const keys = new Set(spans.map((s) => s.key))
  return new Set([...keys].filter((k) => spans.filter((s) => s.key === k).every((s) => inside(s))))
}
