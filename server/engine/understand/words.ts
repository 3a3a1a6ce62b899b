import pluralize from 'pluralize'

/**
 * Word forms compared on both sides of binding (question lemmas, column names, cell values).
 * wink-nlp lemmatizes the question, but cell values and column names are too many to run through
 * the model on every question, so both sides also pass through this light plural folding.
 */
const IRREGULAR: Record<string, string> = {
  women: 'woman',
  men: 'man',
  people: 'person',
  children: 'child',
  data: 'data',
  series: 'series',
  species: 'species',
  news: 'news',
  analysis: 'analysis',
  status: 'status',
  gas: 'gas',
}

// Folding is pure and the same column names and cell values are folded on every question: a
// bounded memo keeps it off the profile (it was the engine's hottest function under 50 jobs).
const folded = new Map<string, string>()

export function fold(word: string): string {
  let f = folded.get(word)
  if (f === undefined) {
    if (folded.size >= 50_000) folded.clear()
    f = foldWord(word)
    folded.set(word, f)
  }
  return f
}

function foldWord(word: string): string {
  const w = word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
  if (IRREGULAR[w]) return IRREGULAR[w]
  if (w.length <= 3 || /\d/.test(w)) return w
  // Latin singulars ("census", "axis", "bias") stay; the rest go through pluralize, whose
  // irregulars the question's lemmas agree with ("movies" → "movie", not "movy").
  if (/(ss|us|is)$/.test(w)) return w
  return /^\p{Script=Latin}+$/u.test(w) ? pluralize.singular(w) : w
}

/** Words of a column name or a cell value: split on punctuation and camelCase, folded. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}$]+/u)
    .filter(Boolean)
    .map(fold)
}

/** Nouns that never name a measure or a value by themselves. */
export const GENERIC = new Set(
  [
    'data',
    'dataset',
    'list',
    'table',
    'row',
    'record',
    'entry',
    'thing',
    'time',
    'number',
    'value',
    'figure',
    'total',
    'amount',
    'level',
    'one',
    'item',
    'observation',
    'series',
    'world',
    'case',
    'part',
    'question',
    'answer',
    'percentage',
    'percent',
    'share',
    'count',
    'person',
    'people',
    'individual',
    'victim',
    'kind',
    'sort',
    'group',
    'file',
    'information',
    'average',
    'mean',
    'median',
    'sum',
    'lot',
    'many',
    'much',
    'both',
    'way',
    'other',
    'rest',
    'reading',
    'measurement',
    'entity',
    'category',
    'type',
    'result',
    'set',
    'workforce',
    'combined',
    'respect',
    'term',
    'line',
    'period',
    'decade',
    'year',
    'month',
    'day',
    'date',
    'week',
    'calendar',
    'parallel',
    'place',
    'ppm',
    'mm',
    'cm',
    '°',
    'degree',
    'unit',
    'pearson',
    'r',
    'metric',
    'datum',
    'statistic',
    'stat',
    'deal',
    'everything',
    'anything',
    'something',
  ].map(fold),
)

/**
 * Units a column may be in without naming them: a price or sales column is in money, a column
 * named "…_lbs" in pounds. A question in such a unit is answerable when the table has one.
 */
const UNIT_COLUMNS: [RegExp, RegExp][] = [
  [
    /^(dollar|usd|euro|yuan|\$)$/,
    /^(price|sale|revenue|cost|income|profit|amount|value|pay|wage|salary|fee|budget|gross|spend|spending|earning)$/,
  ],
  [/^(pound|lb|lbs)$/, /^(lb|lbs|pound|weight)$/],
  [/^(kilogram|kg)$/, /^(kg|kilogram|weight|mass)$/],
]

/** The table has a column measured in this unit (see UNIT_COLUMNS). */
export function unitInData(unit: string, columnNames: string[]): boolean {
  const rule = UNIT_COLUMNS.find(([u]) => u.test(unit))
  if (!rule) return false
  const words = columnNames.flatMap((n) => wordsOf(n))
  // "Weight_in_lbs" says its unit; a bare "weight" is in pounds or kilograms, either is fine.
  return words.some((w) => rule[1].test(w))
}

/** Units the data would have to name for a question in them to be answerable. */
export const HARD_UNITS = new Set(
  [
    'tonne',
    'ton',
    'dollar',
    'usd',
    'euro',
    'yuan',
    'kilogram',
    'kg',
    'pound',
    'gallon',
    'litre',
    'liter',
    'barrel',
    'loss',
    'cost',
    'damage',
  ].map(fold),
)

/** Activity and frequency ("the busiest airport", "the most common kind"): how often rows occur, counted. */
export const ACTIVITY = /^(busy|popular|common|frequent|often)$/

/** Quantifiers: "the most movies" counts movies; it grades no size or quantity of its own. */
export const QUANTIFIERS = /^(many|much|few|little|more|most|less|least|fewest)$/

/** "How much …" asks for an amount of what the rows measure, never how many rows there are. */
export const HOW_MUCH = /\bhow much\b/i
