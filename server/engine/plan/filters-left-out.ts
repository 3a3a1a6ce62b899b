// Half-understood rules for a filter left out (a comparison, name, date, predicate or number not placed): one concern of half-understood.ts.
import type { Understanding } from '../understand/understand'
import { fold, wordsOf } from '../understand/words'
import { at, type Rule, words } from './half-understood-rule'

/** "More than 10 mm" that became no condition: the count would include the rows it leaves out. */
export const comparisonLeftOut: Rule = (u) => {
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

/** "The average delay out of Chicago" where no cell says Chicago: a name left out is a filter dropped. */
export const nameLeftOut: Rule = (u) => {
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

/** "On May 1" in data of several years: which May 1 is not said, and no day is picked. */
export const dateLeftOut: Rule = (u) => {
  const dates = at(u, (role) => role === 'date')
  return dates.length && !u.dateRange && !u.monthDay ? [words(u, dates).join(' ')] : null
}

/**
 * "How many movies lost money", "how many customers returned items": what the counted rows (or
 * counted identifiers) did is a condition in words not placed, and all would be counted. Names
 * the verb and the words after it.
 */
export const predicateLeftOut: Rule = (u) => {
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
 * "How many flights carried 150 passengers": a number that became no condition, year or count of
 * results bounds something the plan would leave out. Names it with the words around it.
 */
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

export const numberLeftOut: Rule = (u) => {
  const terms = u.parsed.terms
  // "At least one" asks that there be one ("the 90th percentile" is the statistic's: percentiles.ts).
  // "The five days from April 29 to May 3" restates a span already read.
  const span = (k: number) =>
    !!(u.dateRange || u.yearRange) && /^(day|week|month|year)$/.test(terms[k + 1]?.lemma ?? '')
  const loose = at(
    u,
    (role, k) =>
      role === 'number' &&
      !span(k) &&
      !(terms[k]?.num === 1 && /^(least|one)$/.test(terms[k - 1]?.lemma ?? '')) &&
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
