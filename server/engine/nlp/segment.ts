/**
 * Words of languages without a dedicated model (Japanese, Spanish, French, German, Arabic) from
 * Intl.Segmenter, the ICU word segmenter built into Node: dictionary-based for Japanese, and
 * Unicode word boundaries elsewhere. No package needed.
 */
const segmenters = new Map<string, Intl.Segmenter>()

export function segmentWords(text: string, locale: string): string[] {
  let s = segmenters.get(locale)
  if (!s) {
    s = new Intl.Segmenter(locale, { granularity: 'word' })
    segmenters.set(locale, s)
  }
  return [...s.segment(text)].filter((x) => x.isWordLike).map((x) => x.segment)
}
