import { VERB_SENSES } from '../understand/bind'
import type { Understanding } from '../understand/understand'
import { ACTIVITY, fold, QUANTIFIERS, wordsOf } from '../understand/words'

/**
 * Questions understood only in part, where the words not placed change the answer: the plan the
 * rest would make answers another question, with a confident wrong number. Each rule returns the
 * words to name in the reply ("Words I could not place: …"), or null when it does not apply.
 * Rules that need the plan the rest made are in half-answered.ts.
 */

type Rule = (u: Understanding, countedIds: number) => string[] | null

/** Ledger positions whose role passes; the words at positions. Shared with half-answered.ts. */
export const at = (u: Understanding, roles: (role: string, k: number) => boolean) =>
  u.ledger.flatMap((l, k) => (roles(l.role, k) ? [k] : []))
export const words = (u: Understanding, ks: number[]) => ks.map((k) => u.ledger[k]!.word)

/** "More than 10 mm" that became no condition: the count would include the rows it leaves out. */
const comparisonLeftOut: Rule = (u) => {
  const comparison = [
    ...(u.parsed.cueAt.get('above') ?? []),
    ...(u.parsed.cueAt.get('below') ?? []),
  ]
  // "At least one airport" asks that there be one, which every counted row satisfies.
  const existence = (k: number) =>
    u.parsed.terms[k]?.num === 1 && u.parsed.terms[k - 1]?.lemma === 'least'
  const loose = at(u, (role, k) => role === 'number' && !existence(k))
  if (!comparison.length || u.conditions.length) return null
  // "Below freezing": a threshold in words the data does not hold.
  const after = comparison.map((k) => k + 1).find((k) => u.ledger[k]?.role === 'not understood')
  if (!loose.length && after !== undefined)
    return [`${u.ledger[after - 1]!.word} ${u.ledger[after]!.word}`]
  if (!loose.length) return null
  const from = Math.min(...comparison)
  const to = Math.max(...loose) + 1
  const unit = u.ledger[to]?.role === 'generic' || u.ledger[to]?.role === 'not understood' ? 1 : 0
  return [
    u.ledger
      .slice(from, to + unit)
      .map((l) => l.word)
      .join(' '),
  ]
}

/**
 * An average, total or median with no column to take it of ("the typical daily high" where
 * nothing is called high) would count rows; a ranking by words not placed ("which state loses
 * the most money") would rank by a weight column or rows. Names the words not placed, and the
 * superlatives that likely named the column ("high").
 */
const measureLeftOut: Rule = (u, countedIds) => {
  const rankedBlind = (u.cues.has('max') || u.cues.has('min')) && u.notUnderstood.length > 0
  const ofNothing =
    (['average', 'total', 'median'] as const).some((c) => u.cues.has(c)) || rankedBlind
  if (
    !ofNothing ||
    u.measures.length ||
    (u.rowNoun && !rankedBlind) ||
    u.cues.has('count') ||
    u.cues.has('distinct') ||
    countedIds ||
    u.conditions.length
  )
    return null
  const superlatives = new Set([
    ...(u.parsed.cueAt.get('max') ?? []),
    ...(u.parsed.cueAt.get('min') ?? []),
  ])
  return words(
    u,
    at(
      u,
      (role, k) =>
        role === 'not understood' ||
        (rankedBlind && role === 'values hint') ||
        (!rankedBlind && superlatives.has(k) && role.startsWith('cue:')),
    ),
  )
}

/** "The average delay out of Chicago" where no cell says Chicago: a name left out is a filter dropped. */
const nameLeftOut: Rule = (u) => {
  // "in Africa" where only "South Africa" holds the word is still a name left out.
  // A name repeated for a value already bound ("农场主（Farmer）") is no filter left out.
  const bound = new Set(u.values.flatMap((v) => wordsOf(v.value)))
  // Scripts without capitals mark a place by its preposition instead ("从芝加哥出发").
  const place = (k: number) =>
    /^(from|从|在|到|自|来自|飞往|飞到)$/.test(u.parsed.terms[k - 1]?.lemma ?? '')
  const names = at(
    u,
    (role, k) =>
      (role === 'not understood' ||
        (role === 'values hint' && !bound.has(fold(u.ledger[k]!.word)))) &&
      (!!u.parsed.terms[k]?.name || place(k)),
  )
  return names.length ? words(u, names) : null
}

/** "Which airline …", "per airline" where nothing names airlines: the grouping asked for is missing. */
const groupLeftOut: Rule = (u) => {
  const terms = u.parsed.terms
  const groups = at(
    u,
    (role, k) =>
      role === 'not understood' &&
      (terms[k]?.pos === 'NOUN' || terms[k]?.pos === 'PROPN') &&
      /^(which|what|per|each|every|by)$/.test(terms[k - 1]?.lemma ?? ''),
  )
  return groups.length ? words(u, groups) : null
}

/**
 * "How many flights left late": rows counted in a state a measure's adjective names ("late" →
 * delay) would sum the measure instead. The state is a condition the question does not bound.
 */
const stateAsMeasure: Rule = (u) => {
  if (!u.cues.has('count') || !u.rowNoun || !u.measures.length) return null
  const terms = u.parsed.terms
  const measureTerms = at(
    u,
    (role, k) => terms[k]?.pos !== 'PUNCT' && u.measures.some((m) => role === `column:${m.name}`),
  )
  // A verb that means the measure counts it ("how many people died" → Deaths), it is no state.
  const states = measureTerms.filter(
    (k) =>
      /^(ADJ|ADV)$/.test(terms[k]?.pos ?? '') ||
      (terms[k]?.pos === 'VERB' && !VERB_SENSES.has(terms[k].lemma)),
  )
  return states.length && states.length === measureTerms.length ? words(u, states) : null
}

/** "The average temperature range": a noun after the measure asks for another quantity. */
const quantityLeftOut: Rule = (u) => {
  const terms = u.parsed.terms
  const modifiers = at(
    u,
    (role, k) =>
      role === 'not understood' &&
      terms[k]?.pos === 'NOUN' &&
      u.measures.some((m) => u.ledger[k - 1]?.role === `column:${m.name}`),
  )
  return modifiers.length
    ? modifiers.map((k) => `${u.ledger[k - 1]!.word} ${u.ledger[k]!.word}`)
    : null
}

/** "How volatile was Google's stock": the quality asked after "how" is the quantity, not placed. */
const qualityLeftOut: Rule = (u) => {
  const terms = u.parsed.terms
  // "How strongly … correlated", "how strong is the link": a degree of what is asked, not a quantity.
  if (u.cues.has('correlation')) return null
  const asked = at(
    u,
    (role, k) =>
      role === 'not understood' && terms[k]?.pos === 'ADJ' && terms[k - 1]?.lemma === 'how',
  )
  return asked.length ? words(u, asked) : null
}

/** "On May 1" in data of several years: which May 1 is not said, and no day is picked. */
const dateLeftOut: Rule = (u) => {
  const dates = at(u, (role) => role === 'date')
  return dates.length && !u.dateRange && !u.monthDay ? [words(u, dates).join(' ')] : null
}

/**
 * "The peak reading" in a table of several measures, "which region is the poorest" where nothing
 * is called poor: the highest of what is not said, and rows counted per group would answer "which
 * region has the most rows". Rows named ("the most airports"), values ("the most rain") or a
 * counted identifier ("the most customers") are what is counted, and pass.
 */
const rankedNothing: Rule = (u) => {
  const superlatives = [...(u.parsed.cueAt.get('max') ?? []), ...(u.parsed.cueAt.get('min') ?? [])]
  if (
    !superlatives.length ||
    u.measures.length ||
    u.cues.has('count') ||
    u.conditions.length ||
    u.hinted.length ||
    u.values.length
  )
    return null
  if (
    u.named.some((c) => c.kind === 'numeric' || c.kind === 'id') ||
    (u.rowNoun && u.dims.length) ||
    u.dims.length >= 2
  )
    return null
  if (u.named.some((c) => c.kind === 'categorical') && !u.dims.length) return null
  // "The busiest airport", "the most common kind": activity and frequency are counts of rows.
  if (u.parsed.terms.some((t) => ACTIVITY.test(t.lemma))) return null
  // A table of one measure (prices): the superlative is of it.
  if (u.profile.columns.filter((c) => c.kind === 'numeric' && !c.lowCardinality).length === 1)
    return null
  // "grew the most": the change word says what ranks, not of what.
  const said = [...superlatives, ...at(u, (role) => role === 'rows' || role === 'cue:change')].sort(
    (a, b) => a - b,
  )
  return [words(u, said).join(' ')]
}

/** "The worst year for floods": worst by which end (most deaths, least sales) is not said. */
const directionLeftOut: Rule = (u) => {
  const judged = at(
    u,
    (role, k) =>
      role === 'not understood' &&
      /^(bad|good|worst|best|bad|well)$/.test(u.parsed.terms[k]?.lemma ?? ''),
  )
  return judged.length ? words(u, judged) : null
}

/**
 * "How many movies lost money", "how many customers returned items": what the counted rows (or
 * counted identifiers) did is a condition in words not placed, and all would be counted. Names
 * the verb and the words after it.
 */
const predicateLeftOut: Rule = (u) => {
  const ids = new Set(u.named.filter((c) => c.kind === 'id').map((c) => `column:${c.name}`))
  const counted = (role: string) => role === 'rows' || ids.has(role)
  if (!u.rowNoun && !ids.size) return null
  const terms = u.parsed.terms
  const saidOfRows = (k: number) => {
    let j = k - 1
    while (
      j >= 0 &&
      (/^(who|that|which|do|not|never)$/.test(terms[j]!.lemma) || terms[j]!.pos === 'AUX')
    )
      j--
    return counted(u.ledger[j]?.role ?? '')
  }
  const verb = at(
    u,
    (role, k) => role === 'not understood' && terms[k]?.pos === 'VERB' && saidOfRows(k),
  )[0]
  if (verb === undefined) return null
  let end = verb + 1
  while (/^(not understood|generic|values hint)$/.test(u.ledger[end]?.role ?? '')) end++
  // A verb that only links the rows to what was placed ("flights leave from ATL", "cars weigh
  // between 3,000 and 4,000 pounds") is understood through it.
  const next = u.ledger.slice(end).find((l) => l.role !== 'function word')
  if (end === verb + 1 && next && !/^(not understood|generic)$/.test(next.role)) return null
  return [
    u.ledger
      .slice(verb, end)
      .map((l) => l.word)
      .join(' '),
  ]
}

/**
 * "Are males bigger than females", "which is the longest movie": a size no column is named for
 * (mass? length?), in a table of several measures. Counting rows would answer "are there more
 * males", "which distributor has the most movies". Quantities ("the most movies") pass.
 */
const sizeOfNothing: Rule = (u) => {
  // "Strikes by large aircraft" where nothing records size: a plain size word before what it sizes.
  const plainSize = at(
    u,
    (role, k) =>
      /^cue:(max|min)$/.test(role) &&
      /^(big|large|small|huge|tiny)$/.test(u.parsed.terms[k]!.text.toLowerCase()) &&
      /^(column|rows)/.test(u.ledger[k + 1]?.role ?? ''),
  )
  if (plainSize.length) return plainSize.map((k) => `${u.ledger[k]!.word} ${u.ledger[k + 1]!.word}`)
  if (u.measures.length || u.conditions.length || u.cues.has('count') || u.cues.has('distinct'))
    return null
  // A small integer column that groups ("which month") is no quantity ranked.
  if (u.named.some((c) => (c.kind === 'numeric' && !u.dims.includes(c)) || c.kind === 'id'))
    return null
  if (u.profile.columns.filter((c) => c.kind === 'numeric' && !c.lowCardinality).length <= 1)
    return null
  const terms = u.parsed.terms
  // "The busiest airport", "the most common kind": activity and frequency are counts of rows;
  // so is "the largest airports by strikes".
  if (terms.some((t) => ACTIVITY.test(t.lemma))) return null
  if (terms.some((t, k) => t.role === 'rows' && terms[k - 1]?.lemma === 'by')) return null
  const graded = at(u, (role, k) => {
    const t = terms[k]
    if (
      !t ||
      !/^cue:(max|min|above|below)$/.test(role) ||
      QUANTIFIERS.test(t.lemma) ||
      /^(top|bottom)$/.test(t.lemma)
    )
      return false
    return (
      t.degree === true ||
      (/[a-z](er|est)$/.test(t.text.toLowerCase()) && t.lemma !== t.text.toLowerCase())
    )
  })
  return graded.length ? words(u, graded) : null
}

/** "Is beak length related to body mass" needs two quantities; with one, name what is missing. */
const relationWithoutPair: Rule = (u) => {
  if (!u.cues.has('correlation') || u.named.filter((c) => c.kind === 'numeric').length >= 2)
    return null
  const other = at(
    u,
    (role) =>
      role === 'not understood' ||
      (role.startsWith('column:') &&
        u.named.some((c) => c.kind !== 'numeric' && role === `column:${c.name}`)),
  )
  return words(u, other.length ? other : (u.parsed.cueAt.get('correlation') ?? []))
}

/**
 * "How many flights departed before 6 am": a number that became no condition, year or count of
 * results bounds something the plan would leave out. Names it with the words around it.
 */
/** "The 90th and 95th percentiles": a number in a list that ends in a percentile word. */
function beforePercentile(terms: Understanding['parsed']['terms'], k: number): boolean {
  let j = k + 1
  while (terms[j] && (terms[j]!.num !== undefined || /^(and|,|&|-)$/.test(terms[j]!.lemma))) j++
  return /^(percentile|quantile|centile)$/.test(terms[j]?.lemma ?? '')
}

/**
 * "Across the 102 occupations", "of all 50 states", "each of the five states": the table's own
 * count of rows before the rows' noun or the column naming each row, or a column's own count of
 * values before it, restates the whole table; it bounds nothing.
 */
function wholeTable(u: Understanding, k: number): boolean {
  const t = u.parsed.terms[k]
  const next = u.parsed.terms[k + 1]
  if (t?.num === undefined || !next) return false
  if (next.role === 'rows') return t.num === u.profile.rows
  const c = u.profile.columns.find((x) => next.role === `column:${x.name}`)
  // "Each of the five states": as many as the column holds.
  return (
    !!c && (c.distinct === u.profile.rows || (c.kind === 'categorical' && c.distinct === t.num))
  )
}

const numberLeftOut: Rule = (u) => {
  const terms = u.parsed.terms
  // "At least one" asks that there be one; "the 90th percentile" is read by the stats plan.
  // "The five days from April 29 to May 3" restates a span already read.
  const span = (k: number) =>
    !!(u.dateRange || u.yearRange) && /^(day|week|month|year)$/.test(terms[k + 1]?.lemma ?? '')
  const loose = at(
    u,
    (role, k) =>
      role === 'number' &&
      !span(k) &&
      !(terms[k]?.num === 1 && /^(least|one)$/.test(terms[k - 1]?.lemma ?? '')) &&
      !beforePercentile(terms, k) &&
      !wholeTable(u, k),
  )
  if (!loose.length) return null
  return loose.map((k) =>
    u.ledger
      .slice(Math.max(0, k - 1), k + 2)
      .filter((l) => l.role !== 'function word' || /^[a-z]+$/i.test(l.word))
      .map((l) => l.word)
      .join(' '),
  )
}

const RULES: Rule[] = [
  qualityLeftOut,
  relationWithoutPair,
  dateLeftOut,
  directionLeftOut,
  rankedNothing,
  comparisonLeftOut,
  quantityLeftOut,
  measureLeftOut,
  nameLeftOut,
  groupLeftOut,
  stateAsMeasure,
  predicateLeftOut,
  sizeOfNothing,
  numberLeftOut,
]

export function halfUnderstood(u: Understanding, countedIds: number): string[] | null {
  for (const rule of RULES) {
    const found = rule(u, countedIds)
    if (found?.length) return found
  }
  return null
}
