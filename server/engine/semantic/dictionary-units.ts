import type { ColumnUnit } from './dictionary'
import { closeOf, isHan } from './dictionary-text'

/**
 * Units and scales as dictionaries write them ("in 1,000 lb", "($1,000s)", "千人"). A word only
 * counts as a unit when it is in these lists, so "weight in kind" stays a phrase.
 */

// Keys are lower case with dots and spaces removed, so "cu. in." and "cu.in." are one entry.
const UNITS = new Set(
  (
    'second seconds sec secs minute minutes mins hour hours hr hrs day days week weeks month ' +
    'months year years yr yrs decade decades ms ' +
    'mm cm km metre metres meter meters kilometre kilometres kilometer kilometers centimetre ' +
    'centimetres centimeter centimeters millimetre millimetres inch inches ft foot feet yard ' +
    'yards mile miles mi nauticalmiles ' +
    'µg μg ug mcg mg kg gram grams kilogram kilograms lb lbs pound pounds oz ounce ounces ton tons tonne ' +
    'tonnes ' +
    'litre litres liter liters ml gallon gallons gal cc cuin cubicinches cubicinch ' +
    'cubiccentimetres cubiccentimeters cm3 cm³ m3 m³ m² m2 km² km2 sqkm sqmi squarekilometres ' +
    'squarekilometers squaremiles squaremetres squaremeters hectare hectares ha acre acres ' +
    'mph kmh km/h kph knots m/s °c °f ℃ ℉ celsius fahrenheit degrees degreescelsius ' +
    'degreesfahrenheit kelvin kwh mwh gwh twh kcal calories joules watts kw mw hp ppm ppb ' +
    'bpm mmhg mg/dl db'
  ).split(' '),
)
const CURRENCIES = new Set(
  '$ us$ usd dollar dollars usdollar usdollars € eur euro euros £ gbp ¥ jpy yen cny rmb yuan chf inr ₹ a$ c$ au$ ca$ hk$ nt$ r$'.split(
    ' ',
  ),
)
/** Units written as one letter are only trusted when they stand alone in brackets: "(m)". */
const LOOSE_UNITS = new Set(['s', 'm', 'h', 'g', 'l', 't', 'd', 'min'])
/** Counted things a scale applies to: "in thousands of people". */
const COUNTED = new Set('people persons inhabitants residents households units jobs'.split(' '))
const PERCENT = new Set(['%', 'percent', 'percentage', 'pct', 'percentages', 'percentofthetotal'])
const SCALE_WORDS: Record<string, number> = {
  hundred: 100,
  hundreds: 100,
  thousand: 1e3,
  thousands: 1e3,
  k: 1e3,
  "'000": 1e3,
  "'000s": 1e3,
  '000s': 1e3,
  million: 1e6,
  millions: 1e6,
  mn: 1e6,
  mio: 1e6,
  mln: 1e6,
  billion: 1e9,
  billions: 1e9,
  bn: 1e9,
  bln: 1e9,
  trillion: 1e12,
  trillions: 1e12,
  tn: 1e12,
}
const CJK_UNITS = new Set(
  (
    '千克 公斤 千米 公里 平方公里 平方米 美元 欧元 人民币 元 人 户 岁 天 年 月 小时 分钟 秒 米 厘米 ' +
    '毫米 克 吨 升 度 ℃ 个 次 辆 家 台 亩 公顷 千瓦时'
  ).split(' '),
)
const CJK_SCALES: Array<[string, number]> = [
  ['千万', 1e7],
  ['百万', 1e6],
  ['十万', 1e5],
  ['亿', 1e8],
  ['万', 1e4],
  ['千', 1e3],
  ['百', 100],
]

const keyOf = (s: string): string => s.toLowerCase().replace(/[.\s]+/g, '')

function scaleOf(token: string): number | undefined {
  const t = token.toLowerCase()
  if (SCALE_WORDS[t] !== undefined) return SCALE_WORDS[t]
  if (t === '10^3' || t === '10³' || t === '1e3' || t === 'x1000' || t === '×1000') return 1e3
  const m = /^(\d{1,3}(?:,\d{3})+|\d{1,13})s?$/.exec(t)
  if (!m) return undefined
  const digits = m[1]!.replace(/,/g, '')
  // Only round powers of ten are scales: "5 km" is a quantity, not a unit.
  return /^10+$/.test(digits) ? Number(digits) : undefined
}

export function isUnitWord(word: string, loose = true): boolean {
  const k = keyOf(word)
  return UNITS.has(k) || CURRENCIES.has(k) || PERCENT.has(k) || (loose && LOOSE_UNITS.has(k))
}

function isUnit(unit: string, loose: boolean, scaled: boolean): boolean {
  const k = keyOf(unit)
  if (isUnitWord(unit, loose) || (scaled && COUNTED.has(k))) return true
  // Rates of two units: "miles per gallon", "km/h", "$/hour".
  const parts = unit.split(/\s+per\s+|\//i)
  return parts.length === 2 && parts.every((p) => p.trim() !== '' && isUnitWord(p, true))
}

/** "lb" stays as written; "Seconds" was capitalised as a sentence start, so it is lowered. */
function asWritten(unit: string): string {
  const k = keyOf(unit)
  if (k === 'dollar' || k === 'dollars') return '$'
  if (k === 'usdollars' || k === 'usdollar') return 'US$'
  return /^\p{Lu}\p{Ll}+(\s\p{Ll}+)*$/u.test(unit) ? unit.toLowerCase() : unit
}

function parseHan(s: string): ColumnUnit | null {
  if (s === '百分比' || s === '百分点') return { unit: 'percent' }
  if (CJK_UNITS.has(s)) return { unit: s }
  for (const [prefix, scale] of CJK_SCALES) {
    if (!s.startsWith(prefix)) continue
    const rest = s.slice(prefix.length)
    if (rest === '') return { scale }
    if (CJK_UNITS.has(rest)) return { unit: rest, scale }
  }
  return null
}

/**
 * Reads a whole string as a unit ("1,000 lb", "thousands of dollars", "per 100,000", "万元"), or
 * null. `loose` (the string stood alone in brackets) also accepts one-letter units like "m".
 */
export function parseUnit(raw: string, loose = false): ColumnUnit | null {
  let s = raw.trim()
  for (let n = 0; n < 2 && OPEN_BRACKET.test(s) && closeOf(s, 0) === s.length - 1; n++)
    s = s.slice(1, -1).trim()
  s = s
    .replace(/^(?:(?:measured|expressed|given|reported|recorded|stated)\s+)?in\s+/i, '')
    .replace(/^(?:units?|单位)\s*[:：]\s*/i, '')
    .replace(/[,;。]$/, '')
    .trim()
  if (s === '' || s.length > 40) return null
  const rate = /^per\s+(\d{1,3}(?:,\d{3})+|\d+)(?=\s|$)/i.exec(s)
  if (rate) return { unit: `per ${rate[1]}` }
  const key = keyOf(s)
  if (PERCENT.has(key) || key === 'percent(%)') return { unit: 'percent' }
  if (key === 'percentagepoints') return { unit: 'percentage points' }
  if (isHan(s[0]) || isHan(s[s.length - 1])) return parseHan(s.replace(/\s+/g, ''))
  let scale: number | undefined
  const unitTokens: string[] = []
  for (const token of splitCurrency(s.split(/\s+/))) {
    const low = token.toLowerCase()
    if (low === 'of' || low === 'in') continue
    const sc = scaleOf(token)
    if (sc !== undefined && scale === undefined) scale = sc
    else unitTokens.push(token)
  }
  const unit = unitTokens.join(' ')
  if (unit === '') return scale === undefined ? null : { scale }
  if (!isUnit(unit, loose || scale !== undefined, scale !== undefined)) return null
  return scale === undefined ? { unit: asWritten(unit) } : { unit: asWritten(unit), scale }
}

const OPEN_BRACKET = /^[([（【]/

/** "$1,000s" → "$", "1,000s"; "£m" → "£", "m" (read as million after a currency). */
function splitCurrency(tokens: string[]): string[] {
  const out: string[] = []
  for (const t of tokens) {
    const m = /^([A-Za-z]{0,3}[$€£¥₹])(.+)$/.exec(t)
    if (m) out.push(m[1]!, m[2]!.toLowerCase() === 'm' ? 'million' : m[2]!)
    else out.push(t)
  }
  return out
}

/**
 * A unit written at the end of a phrase: "weight in 1,000 lb", "rate per 100,000 people",
 * "unemployment rate %". Returns the phrase without it.
 */
export function splitTrailingUnit(phrase: string): { rest: string; unit: ColumnUnit } | null {
  const low = phrase.toLowerCase()
  let from = 0
  for (let n = 0; n < 4; n++) {
    const i = low.indexOf(' in ', from)
    if (i < 0) break
    const unit = parseUnit(phrase.slice(i + 1), true)
    if (unit) return { rest: phrase.slice(0, i), unit }
    from = i + 1
  }
  const per = /\sper\s+\d/.exec(low)
  if (per) {
    const unit = parseUnit(phrase.slice(per.index + 1))
    if (unit) return { rest: phrase.slice(0, per.index), unit }
  }
  if (/\s*%$/.test(phrase)) return { rest: phrase.replace(/\s*%$/, ''), unit: { unit: 'percent' } }
  return null
}
