import type { Cue } from '../lang/pack'
import { isMeasure, type ColumnProfile, type TableProfile } from '../types'
import type { ColumnBinding } from './bind'
import type { ValueBinding } from './bind-values'
import type { Parsed } from './terms'
import { lexicalRelatives } from './bind-semantic'
import { QUANTIFIERS, wordsOf } from './words'
import { baseForm } from '../semantic/wordnet'

/**
 * Which of the columns a question names it measures: quantities, not the small integer columns it
 * groups by or asks "which" of, nor those named only by a verb of activity or by a superlative
 * that grades another; in a long-format table, the number of the series it names. A column named
 * only by a superlative is no longer named (its words become the superlative's cue again).
 */
export function measuredColumns(
  parsed: Parsed,
  profile: TableProfile,
  namedIn: ColumnBinding[],
  values: ValueBinding[],
  conditionColumns: Set<string>,
  counted: ColumnProfile | null,
): { measures: ColumnProfile[]; named: ColumnBinding[] } {
  const { terms } = parsed
  let named = namedIn
  let measures = quantitiesNamed(parsed, named, values, conditionColumns, counted)
  // Long format: a series named ("失业人数") names the number measured (semantic/series.ts).
  const series = profile.series
  if (series && !measures.length && values.some((v) => v.column.name === series.key))
    measures = profile.columns.filter((c) => c.name === series.value)
  measures = withoutGroupsAndScope(terms, named, measures)
  measures = withoutActivityVerbs(terms, named, measures)
  ;({ measures, named } = withoutGradedOnly(parsed, named, measures))
  // "Which dose gave the longest teeth": with the asked-for column out, the superlative names
  // the measure by what it grades (long → length → len).
  if (!measures.length) {
    const graded = gradedMeasure(
      parsed,
      profile,
      named.map((n) => n.column),
    )
    if (graded) {
      measures = [graded.column]
      // "Which gives longer teeth": the comparative is placed, as the column it names.
      if (graded.comparative) graded.comparative.role = `column:${graded.column.name}`
    }
  }
  return { measures, named }
}

/**
 * The quantities named: measure columns (a small integer column only when counted or
 * aggregated), not those bounded by a condition or holding a value said, unless named again.
 */
function quantitiesNamed(
  parsed: Parsed,
  named: ColumnBinding[],
  values: ValueBinding[],
  conditionColumns: Set<string>,
  counted: ColumnProfile | null,
): ColumnProfile[] {
  const { cues } = parsed
  return (
    named
      .map((n) => n.column)
      .filter(
        (c) =>
          isMeasure(c) &&
          (!c.lowCardinality ||
            c === counted ||
            ['average', 'median', 'total', 'max', 'min'].some((k) => cues.has(k as Cue))),
      )
      .filter(
        (c) =>
          !conditionColumns.has(c.name) || named.filter((n) => n.column.name === c.name).length > 1,
      )
      // "The average mpg of 4-, 6- and 8-cylinder cars": numbers that are its values pick rows.
      .filter(
        (c) =>
          !values.some((v) => v.column === c) || named.filter((n) => n.column === c).length > 1,
      )
  )
}

/** Columns the question groups by, asks "which" of, or scopes with "all" are not measured. */
function withoutGroupsAndScope(
  terms: Parsed['terms'],
  named: ColumnBinding[],
  measuresIn: ColumnProfile[],
): ColumnProfile[] {
  let measures = measuresIn
  // "average life expectancy per continent cluster", "the average length at each dose": a column
  // of few numbers after "per" or "each" groups, it is not measured.
  if (measures.length > 1)
    measures = measures.filter((c) => !(fewNumbers(c) && groupsBy(terms, named, c)))
  // "Which month of the year has the highest unemployment": a small integer column asked for by
  // "which" is the group wanted, never the quantity ranked.
  measures = measures.filter((c) => !(fewNumbers(c) && askedByWhich(terms, c)))
  // "Across all doses": a column named after "all" is the scope, never what is measured.
  const scope = (c: ColumnProfile) => {
    const said = named.filter((n) => n.column === c).flatMap((n) => n.terms)
    return said.length > 0 && said.every((k) => terms[k - 1]?.lemma === 'all')
  }
  return measures.filter((c) => !scope(c))
}

/**
 * "Which product sold the most units": the noun names the measure; the verb only the activity.
 * A column named only by such a verb is dropped when another is named otherwise.
 */
function withoutActivityVerbs(
  terms: Parsed['terms'],
  named: ColumnBinding[],
  measures: ColumnProfile[],
): ColumnProfile[] {
  const byVerbOnly = (c: ColumnProfile) =>
    named
      .filter((n) => n.column === c)
      .every((n) =>
        n.terms.every(
          (k) => terms[k]?.pos === 'VERB' && /^(sell|spend|buy|earn)$/.test(terms[k].lemma),
        ),
      )
  // "…, and what do people in it earn": a verb of its own clause asks for its own measure.
  const clause = (k: number) =>
    terms
      .slice(0, k)
      .filter(
        (t, j) => /^[,;?]$/.test(t.text) && /^(and|what|how)$/.test(terms[j + 1]?.lemma ?? ''),
      ).length
  const ownClause = (c: ColumnProfile) => {
    const at = named.filter((n) => n.column === c).flatMap((n) => n.terms.map(clause))
    const others = named.filter((n) => n.column !== c && measures.includes(n.column))
    return others.every((n) => n.terms.every((k) => !at.includes(clause(k))))
  }
  if (measures.length > 1 && measures.some((c) => !byVerbOnly(c)))
    return measures.filter((c) => !byVerbOnly(c) || ownClause(c))
  return measures
}

/**
 * "Which day are delays the longest": the superlative grades the measure named ("delays"); it
 * names no second one (long → distance). A column named only by a superlative is unnamed and
 * its words are the superlative's cue again.
 * Not "do heavier cars get lower mileage": there the comparative names the weight.
 */
function withoutGradedOnly(
  parsed: Parsed,
  named: ColumnBinding[],
  measures: ColumnProfile[],
): { measures: ColumnProfile[]; named: ColumnBinding[] } {
  const { terms, cues } = parsed
  const byGradeOnly = (c: ColumnProfile) =>
    named
      .filter((n) => n.column === c)
      .every((n) =>
        n.terms
          .filter((k) => terms[k]?.pos !== 'PUNCT')
          .every(
            (k) =>
              /^(ADJ|ADV)$/.test(terms[k]?.pos ?? '') &&
              /[a-z]est$/.test(terms[k]!.text.toLowerCase()),
          ),
      )
  if (measures.length > 1 && !cues.has('correlation') && measures.some((c) => !byGradeOnly(c))) {
    const graded = measures.filter(byGradeOnly)
    const ungraded = {
      measures: measures.filter((c) => !graded.includes(c)),
      named: named.filter((n) => !graded.includes(n.column)),
    }
    for (const t of terms)
      if (graded.some((c) => t.role === `column:${c.name}`))
        t.role = `cue:${[...parsed.cueAt].find(([, at]) => at.includes(t.i))?.[0] ?? 'max'}`
    return ungraded
  }
  return { measures, named }
}

/** The column is named just after "per", "each" or "by" ("per continent cluster", "at each dose"). */
export const groupsBy = (terms: Parsed['terms'], named: ColumnBinding[], c: ColumnProfile) =>
  named.some(
    (n) =>
      n.column === c &&
      n.terms.some((k) => terms.slice(Math.max(0, k - 3), k).some((x) => x.role === 'cue:each')),
  )

/** Numbers of a few values (doses 0.5, 1, 2; cylinders 4, 6, 8) can be what "which" asks for. */
export const fewNumbers = (c: ColumnProfile) =>
  c.kind === 'numeric' && (!!c.lowCardinality || c.distinct <= FEW_NUMBERS)
const FEW_NUMBERS = 12

/**
 * The measure a superlative names by what it grades ("longest" → length), not one named, and the
 * comparative that named it when no other reading had placed that word. Pure: a caller that uses
 * the measure places the word.
 */
export function gradedMeasure(
  parsed: Parsed,
  profile: TableProfile,
  named: ColumnProfile[],
): { column: ColumnProfile; comparative?: Parsed['terms'][number] } | null {
  for (const t of parsed.terms) {
    const ranked = /^cue:(max|min)$/.test(t.role ?? '') && !QUANTIFIERS.test(t.lemma)
    // "Which gives longer teeth": a comparative no other reading took.
    const base = !t.role && /^(ADJ|ADV)$/.test(t.pos) ? comparativeBase(t.text) : null
    if (!ranked && !base) continue
    const words = new Set(lexicalRelatives({ ...t, lemma: base ?? t.lemma, pos: 'ADJ' }))
    const hit = profile.columns.find(
      (c) =>
        !named.includes(c) &&
        isMeasure(c) &&
        !fewNumbers(c) &&
        (c.semantics?.plain ?? wordsOf(c.name)).some((w) => words.has(w)),
    )
    if (hit) return base ? { column: hit, comparative: t } : { column: hit }
  }
  return null
}

/** The adjective of a comparative ("longer" → long, "heavier" → heavy), by WordNet's rules. */
function comparativeBase(word: string): string | null {
  const w = word.toLowerCase()
  return /[a-z]{2}er$/.test(w) ? baseForm(w, 'a') : null
}

/**
 * "Which dose …", "which supplement and dose …": the column is among those "which" or "what" asks
 * for (past other columns listed with it), the group or attribute wanted, not a quantity ranked.
 */
export function askedByWhich(terms: Parsed['terms'], c: ColumnProfile): boolean {
  const column = (k: number) => !!terms[k]?.role?.startsWith('column:')
  return terms.some((t, i) => {
    if (t.role !== `column:${c.name}`) return false
    // Back over "supplement and", "region, ": a list, never a column just before ("which state pays").
    let k = i - 1
    while (/^(and|or|,)$/.test(terms[k]?.lemma ?? '') && column(k - 1)) k -= 2
    return /^(which|what)$/.test(terms[k]?.lemma ?? '')
  })
}
