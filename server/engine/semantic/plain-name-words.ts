// The word lists and limits the plain name reads (abbreviations, qualifiers, scripts): data, kept apart from the code of plain-name.ts that reads it.

/** Conventional header abbreviations whose meaning is not in doubt (WordNet's "temp" is a temporary worker). */
export const ABBREVIATIONS: Record<string, string> = {
  avg: 'average',
  ave: 'average',
  temp: 'temperature',
  num: 'number',
  nbr: 'number',
  no: 'number',
  pct: 'percent',
  perc: 'percent',
  qty: 'quantity',
  amt: 'amount',
  yr: 'year',
  yrs: 'years',
  wk: 'week',
  hr: 'hour',
  hrs: 'hours',
  pop: 'population',
  wt: 'weight',
  ht: 'height',
  dept: 'department',
  precip: 'precipitation',
  cnt: 'count',
  tot: 'total',
  dist: 'distance',
  len: 'length',
  lat: 'latitude',
  lng: 'longitude',
  lon: 'longitude',
  mfr: 'manufacturer',
  qtr: 'quarter',
  acct: 'account',
  addr: 'address',
  cust: 'customer',
}

/** Words that stand in headers as themselves and need no match in a phrase. */
export const FUNCTION = new Set([
  'per',
  'in',
  'to',
  'of',
  'by',
  'on',
  'at',
  'the',
  'and',
  'or',
  'a',
  'an',
])

/** A qualifier written after what it qualifies ("temp_max"), said before it ("max temperature"). */
export const TRAILING = new Set([
  'max',
  'min',
  'maximum',
  'minimum',
  'average',
  'mean',
  'median',
  'total',
])

/** Short words WordNet also lists as acronyms ("IT", "AM") that a header means as words. */
export const NOT_ACRONYMS = new Set([
  'it',
  'in',
  'on',
  'or',
  'no',
  'am',
  'is',
  'as',
  'at',
  'be',
  'do',
  'go',
  'me',
  'my',
  'we',
  'he',
  'so',
  'up',
  'an',
  'and',
  'per',
  'min',
  'max',
  'sat',
])

/** Words a phrase that names a column does not start with: "how it was given" is a description. */
export const NOT_A_NAME =
  /^(how|what|which|whether|who|when|where|why|if|is|are|was|were|do|does|did|has|have|had)\b/

/** Two-letter acronyms a header means as such (WordNet writes FL and CA too, for states). */
export const TWO_LETTER_ACRONYMS = new Set(['us', 'uk', 'eu', 'id', 'tv', 'pc', 'co'])

export const MAX_PHRASE_WORDS = 4
/** A name in Chinese or Arabic longer than this is a description, not a name. */
export const MAX_OWN_SCRIPT_CHARS = 12

export const HAN = /\p{Script=Han}/u
export const ARABIC = /\p{Script=Arabic}/u
export const OTHER_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Cyrillic}]/u
