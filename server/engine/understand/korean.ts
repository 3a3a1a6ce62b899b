import { PACKS } from '../lang'
import { CUES, type Cue } from '../lang/pack'
import { englishRegionName } from '../nlp/regions'
import { isFunctionWordIn, KO_COUNTERS, KO_ENDINGS } from './inflection'
import { parseNumber } from './numbers'

/**
 * Korean writes particles and endings onto the word before them ("매출은", "지역별",
 * "얼마입니까"), and a comparison after its number ("6개 이상"). The words are cut into the noun
 * and what follows it, so the pack finds the noun, and a comparison is read before its number,
 * where the condition and period readers (written for "more than 6", "after 1975") look for it.
 */

const ENDINGS = [...KO_ENDINGS].sort((a, b) => b.length - a.length)

let cueWords: Set<string> | null = null
/** A word the pack translates, a cue word, or a country: a noun worth cutting out. */
function content(word: string): boolean {
  const pack = PACKS.ko
  cueWords ??= new Set(CUES.flatMap((c) => pack.cues[c].flatMap((p) => p.split(' '))))
  return !!pack.words[word] || cueWords.has(word) || !!englishRegionName(word, pack.locale)
}

/** The word as known parts: a noun with its endings, or two nouns ("총매출" → 총 + 매출). */
function parts(word: string, depth = 0): string[] | null {
  if (
    content(word) ||
    KO_ENDINGS.has(word) ||
    KO_COUNTERS.has(word) ||
    isFunctionWordIn(word, 'ko')
  )
    return [word]
  if (depth > 3 || !/^[\uac00-\ud7a3]+$/.test(word)) return null
  for (const e of ENDINGS) {
    if (word.length <= e.length || !word.endsWith(e)) continue
    const head = parts(word.slice(0, -e.length), depth + 1)
    if (head) return [...head, e]
  }
  for (let k = 1; k < word.length; k++) {
    if (!content(word.slice(0, k))) continue
    const tail = parts(word.slice(k), depth + 1)
    if (tail && content(tail[0]!)) return [word.slice(0, k), ...tail]
  }
  return null
}

/** A word the pack does not know still loses a plain particle, so the noun stands alone. */
function cut(word: string): string[] {
  const known = parts(word)
  if (known) return known
  const e = ENDINGS.find((x) => x.length <= 2 && word.endsWith(x) && word.length - x.length >= 2)
  return e ? [word.slice(0, -e.length), e] : [word]
}

const isNumber = (w: string | undefined) => w !== undefined && parseNumber(w) !== undefined

/** Words Korean writes after a number that English writes before it: "2015 년 이후" is after 2015. */
const AFTER_NUMBER = ['이후', '이전', '부터', '까지', '후']

/**
 * "6 개 이상" → "이상 6 개", "4 개 에서 6 개 사이" → "사이 4 개 에서 6 개", "1975 년 이후" →
 * "이후 1975 년": comparisons and time bounds read before their numbers.
 */
function postpositionsFirst(words: string[]): string[] {
  const pack = PACKS.ko
  const starts = (...cues: Cue[]) => cues.flatMap((c) => pack.cues[c].map((p) => p.split(' ')[0]!))
  const bounds = [...starts('above', 'below'), ...AFTER_NUMBER]
  const ranges = starts('between')
  const out = [...words]
  for (let k = 1; k < out.length; k++) {
    const range = ranges.some((c) => out[k]!.startsWith(c))
    if (!range && !bounds.some((c) => out[k]!.startsWith(c))) continue
    let p = k - 1
    while (p >= Math.max(0, k - 3) && !isNumber(out[p])) p--
    if (p < 0 || !isNumber(out[p])) continue
    // A range starts at the number before ("4 개 에서 6").
    const low = range ? [p - 1, p - 2, p - 3].find((j) => isNumber(out[j])) : undefined
    p = low ?? p
    while (p > 0 && isNumber(out[p - 1])) p--
    out.splice(p, 0, ...out.splice(k, 1))
  }
  return out
}

/** "SFO 에서 LAX 로" → "에서 SFO 로 LAX": from and to before their places, as bind-values reads them. */
const DIRECTIONS = new Set(['에서', '로', '으로'])
const EACH = new Set(['별', '마다'])

export function koreanWords(words: string[]): string[] {
  const joined: string[] = []
  for (const w of words.flatMap(cut)) {
    const prev = joined.at(-1)
    // "3 월" is March: the month is one word, as the pack lists it.
    if (w === '월' && prev && /^(1[0-2]|[1-9])$/.test(prev)) joined[joined.length - 1] = `${prev}월`
    else if (DIRECTIONS.has(w) && prev && !isNumber(prev) && !isFunctionWordIn(prev, 'ko'))
      joined.splice(-1, 0, w)
    else if (EACH.has(w)) {
      // "실린더 수 별" → "별 실린더 수": "by" before what it groups, as "by number of cylinders".
      let j = joined.length
      while (j > 0 && joined.length - j < 2 && content(joined[j - 1]!)) j--
      joined.splice(j, 0, w)
    } else joined.push(w)
  }
  return postpositionsFirst(joined)
}
