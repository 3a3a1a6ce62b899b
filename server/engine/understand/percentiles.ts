import type { Parsed } from './terms'
import { termsWithin } from './terms'

/**
 * Percentiles asked for by name, in the languages the engine reads: "the 90th and 95th
 * percentiles", "第75百分位数", "75分位数", "el percentil 90", "das 90. Perzentil", "90-й
 * процентиль", "90パーセンタイル", "상위 사분위수", "the upper quartile". Hand-written: the
 * statistic's words are few and fixed per language, and no kept parser reads a number bound to
 * them.
 */
const WORD =
  'percentiles?|centiles?|quantiles?|perzentile?n?|percentil(?:es)?|percentile?|процентил[а-я]*|перцентил[а-я]*|パーセンタイル|백분위수?|퍼센타일|百分位数?|百分位点|分位数|分位点'
// An ordinal's ending after the number: 90th, 90., 90e, 90°, 90-й, 第90.
const ORDINAL = '(?:st|nd|rd|th|e|ème|°|º|ª|\\.|-?[йгм][оа]?)?'
const JOIN = '(?:\\s*(?:,|、|&|and|und|et|y|e|и|和|与|及|と|과|와)\\s*|\\s+)'
const BEFORE = new RegExp(`((?:第?\\s*\\d{1,2}${ORDINAL}\\s*%?${JOIN}?)+)[\\s-]*(?:${WORD})`, 'giu')
// "El percentil 90", "il 95° percentile", "percentile 75": the number after the word.
const AFTER = new RegExp(`(?:${WORD})\\s*(?:de|del|di|du|of)?\\s*(\\d{1,2})(?!\\d)`, 'giu')
const QUARTILES: [RegExp, number][] = [
  [/\b(upper|third|3rd|top)\s+quartile|上四分位|第三四分位|상위\s*사분위|third quartile/i, 75],
  [/\b(lower|first|1st|bottom)\s+quartile|下四分位|第一四分位|하위\s*사분위/i, 25],
]

export function percentilesAsked(text: string): number[] {
  const out: number[] = []
  for (const m of text.matchAll(BEFORE))
    out.push(...[...m[1]!.matchAll(/\d{1,2}/g)].map((x) => Number(x[0])))
  for (const m of text.matchAll(AFTER)) out.push(Number(m[1]))
  for (const [re, p] of QUARTILES) if (re.test(text)) out.push(p)
  return [...new Set(out)].filter((p) => p > 0 && p < 100)
}

/**
 * Marks the words that asked for a percentile ("75th", "percentile", "百分", "位") as the
 * statistic's, so they are neither left unplaced nor read as a condition's number.
 */
export function markPercentiles(parsed: Parsed): void {
  const spans: [number, number][] = []
  for (const re of [BEFORE, AFTER, ...QUARTILES.map(([q]) => new RegExp(q.source, 'gi'))])
    for (const m of parsed.text.matchAll(re)) spans.push([m.index, m.index + m[0].length])
  for (const k of termsWithin(parsed, spans)) {
    const t = parsed.terms[k]!
    if (!t.role || t.role === 'number') t.role = 'statistic'
  }
}
