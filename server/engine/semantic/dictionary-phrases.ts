import type { ColumnUnit } from './dictionary'
import {
  altSepAt,
  closeOf,
  firstClause,
  hasLetter,
  isHan,
  OPEN,
  splitTop,
  unquote,
} from './dictionary-text'
import { isUnitWord, parseUnit, splitTrailingUnit } from './dictionary-units'
import type { ValueMatcher } from './dictionary-values'

/**
 * The plain-language meaning of a column from its description: short noun phrases, lower case,
 * as someone would ask for the column ("miles per gallon", "weight"), with units moved aside.
 */

interface Meaning {
  phrases: string[]
  units: ColumnUnit[]
  /** Descriptions that were only a unit ("horsepower"): a phrase when nothing else names it. */
  unitOnly: string[]
}

const STRAY_CLOSE = /[)\]）】]/g
const DETERMINERS = /^(?:the|a|an|its|their|his|her|our|this|each|every|one's)\s+/i
const LEAD_FILLER =
  /^(?:and|or|i\.e\.?|e\.g\.?|ie|eg|aka|also|also called|also known as|known as|namely)\s+/i
/** Words that qualify a measure without changing what people call it. */
const QUALIFIERS = new Set(
  'us u.s. uk gross net approx approx. approximate approximately estimated reported nominal imperial metric official'.split(
    ' ',
  ),
)
const FILLER = new Set(
  'coded codes code values value where with levels categories category variable column field see note unit units type'.split(
    ' ',
  ),
)
const FUNCTION_END = new Set(
  'is are was were of the a an and or to in for with by at from as on that which'.split(' '),
)
const NOT_A_NAME =
  /^(?:whether|if|when|how|what|which|who|where|why|see|note|used|derived|computed|calculated|based|did|does|do|has|have)\b/i
/** Notes on the data, not names: "missing for 168", "29 missing", "empty for 4 occupations". */
const DATA_NOTE = /^\d|\b(?:missing|empty|blank)\b/i

/** "miles/gallon" is a rate ("miles per gallon"); "male/female" is left alone. */
function slashAsPer(p: string): string {
  return p.replace(/(\p{L}+)\s*\/\s*(\p{L}+)/gu, (all, a: string, b: string) =>
    isUnitWord(a) || isUnitWord(b) ? `${a} per ${b}` : all,
  )
}

function normalize(raw: string): string | null {
  let p = slashAsPer(unquote(raw).replace(/%/g, ' percent ').replace(STRAY_CLOSE, ''))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,:;\-–—]+|[\s.,:;\-–—]+$/g, '')
  for (let n = 0; n < 2; n++) p = p.replace(DETERMINERS, '')
  if (!hasLetter(p) || p.length > 60 || NOT_A_NAME.test(p) || DATA_NOTE.test(p) || FILLER.has(p))
    return null
  const words = p.split(' ')
  if (FUNCTION_END.has(words[words.length - 1]!)) return null
  if (isHan(p[0]) ? p.length > 16 : words.length > 6) return null
  return p
}

function variants(p: string): string[] {
  const out = [p]
  const unhyphened = p.replace(/(\p{L})-(?=\p{L})/gu, '$1 ')
  const words = p.split(' ')
  const plain = words.filter((w) => !QUALIFIERS.has(w)).join(' ')
  if (plain !== '' && plain !== p && words.length > 1) out.push(plain)
  if (unhyphened !== p) out.push(unhyphened)
  if (p.includes("'s ")) out.push(p.replace(/'s /g, ' '))
  return out
}

/** What a bracket adds to the phrase: a qualifier ("US") is kept; a unit goes to `out`. */
function bracketWords(inner: string, out: Meaning, isValue: ValueMatcher): string {
  const unit = parseUnit(inner, true)
  if (unit) {
    out.units.push(unit)
    return ''
  }
  if (!hasLetter(inner) || /[\d=:：]/.test(inner) || isValue(inner) !== undefined) return ''
  // A list in brackets gives examples or values, not another name for the column.
  if (splitTop(inner, altSepAt).length > 1) return ''
  const words = inner.split(/\s+/).length
  if (words <= 2 && /^[\p{L}.' ]+$/u.test(inner)) return inner
  if (words > 2) readAlternative(inner, out, isValue)
  return ''
}

/** One alternative: brackets read as units, dropped, or kept as a qualifier ("(US)"). */
function readAlternative(a: string, out: Meaning, isValue: ValueMatcher): void {
  let bare = ''
  let inline = ''
  let from = 0
  for (let i = 0; i < a.length; i++) {
    if (!OPEN.includes(a[i]!)) continue
    const close = closeOf(a, i)
    const end = close < 0 ? a.length : close
    const inner = a.slice(i + 1, end).trim()
    bare += a.slice(from, i)
    // "Miles/(US) gallon" reads with the qualifier in place; a trailing "(US)" is an aside.
    const words = bracketWords(inner, out, isValue)
    inline += a.slice(from, i) + (hasLetter(a.slice(end + 1)) ? words : '')
    from = end + 1
    i = end
  }
  bare += a.slice(from)
  inline += a.slice(from)
  const candidates = inline === bare ? [bare] : [inline, bare]
  for (const c of candidates) {
    let text = c.replace(/\s+/g, ' ').trim()
    const trailing = splitTrailingUnit(text)
    if (trailing) {
      if (c === bare) out.units.push(trailing.unit)
      text = trailing.rest
    }
    if (/%|\bper ?cent(?:age)?\b/i.test(text)) out.units.push({ unit: 'percent' })
    const p = normalize(text)
    if (p) for (const v of variants(p)) if (!out.phrases.includes(v)) out.phrases.push(v)
  }
}

export function readMeaning(body: string, isValue: ValueMatcher): Meaning {
  const out: Meaning = { phrases: [], units: [], unitOnly: [] }
  for (const part of splitTop(firstClause(body), altSepAt).slice(0, 12)) {
    const a = unquote(part.replace(LEAD_FILLER, ''))
    // Long runs are prose, not names; skipping them also keeps every step below short.
    if (a === '' || a.length > 300 || a.split('/').every((v) => isValue(v) !== undefined)) continue
    const unit = parseUnit(a)
    if (unit) {
      out.units.push(unit)
      if (unit.scale === undefined && unit.unit && /^\p{L}{3,}(?: \p{L}+){0,3}$/u.test(a))
        out.unitOnly.push(a)
      continue
    }
    if (hasLetter(a)) readAlternative(a, out, isValue)
  }
  return out
}
