/**
 * Tokens of a question or a column name, normalised the same way on both sides so that binding
 * compares like with like: lower case, light stemming and a few true synonyms folded together.
 */

export interface Token {
  /** As written (case kept: airport codes must be upper case to bind). */
  raw: string
  /** Lower case. */
  norm: string
  /** Stemmed and folded through SYNONYMS. */
  stem: string
}

/** Single words that mean the same column concept. Keys and values are stems. */
const SYNONYMS: Record<string, string> = {
  temperature: 'temp',
  maximum: 'max',
  minimum: 'min',
  population: 'pop',
  expectancy: 'expect',
  lifespan: 'expect',
  revenue: 'sale',
  turnover: 'sale',
  earning: 'profit',
  delayed: 'delay',
  late: 'delay',
  lateness: 'delay',
  ticker: 'symbol',
  company: 'symbol',
  stock: 'symbol',
  nation: 'country',
  rainfall: 'precipitation',
  precip: 'precipitation',
  hp: 'horsepower',
  dest: 'destination',
  cyl: 'cylinder',
  lb: 'lbs',
  pound: 'lbs',
  qty: 'quantity',
  amount: 'quantity',
}

/** Words joined into one before tokenising (multi-word synonyms). */
const PHRASES: [RegExp, string][] = [
  [/\bmpg\b/gi, 'miles per gallon'],
  [/\bfuel (economy|efficiency|consumption)\b/gi, 'miles per gallon'],
  [/\blife ?span\b/gi, 'life expectancy'],
  [/\bwind ?speed\b/gi, 'wind'],
  [/\bdeparture airports?\b/gi, 'origin'],
  [/\barrival airports?\b/gi, 'destination'],
  [/\bweather (type|types|condition|conditions)\b/gi, 'weather'],
]

export function stem(word: string): string {
  let w = word.toLowerCase()
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`
  else if (w.endsWith('sses')) w = w.slice(0, -2)
  else if (/(x|ch|sh)es$/.test(w)) w = w.slice(0, -2)
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1)
  return SYNONYMS[w] ?? w
}

/** Arabic-Indic and full-width digits to ASCII, so numbers bind in any script. */
function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\uff10-\uff19]/g, (d) => String(d.charCodeAt(0) - 0xff10))
}

function applyPhrases(text: string): string {
  let out = text
  for (const [re, to] of PHRASES) out = out.replace(re, to)
  return out
}

/**
 * Splits text into tokens. Numbers keep their decimal point, sign and percent sign; thousands
 * separators are dropped; comparison operators become their own tokens.
 */
export function tokenize(text: string): Token[] {
  const prepared = applyPhrases(asciiDigits(text))
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/(>=|<=|!=|[<>=])/g, ' $1 ')
    .replace(/([a-z])(\d)/gi, '$1 $2')
    .replace(/(\d)([a-z\u4e00-\u9fff])/gi, '$1 $2')
  const raw = prepared.match(/-?\d+(?:\.\d+)?%?|>=|<=|!=|[<>=]|[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? []
  return raw.map((r) => ({ raw: r, norm: r.toLowerCase(), stem: stem(r.replace(/'s$/i, '')) }))
}
