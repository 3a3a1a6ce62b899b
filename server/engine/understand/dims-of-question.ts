import type { ColumnProfile, TableProfile } from '../types'
import type { ColumnBinding } from './bind'
import type { ValueBinding } from './bind-values'
import { askedByWhich, fewNumbers, groupsBy } from './measures'
import { rowsByName } from './row-nouns'
import type { Parsed } from './terms'

/**
 * The columns a question groups by (understand.ts): those named that can group (categories,
 * dates, few numbers asked by "which" or after "per"), not a column measured, counted, given a
 * value or bounded, nor a name column that only says whose value a measure is.
 */
export function dimsOfQuestion(
  parsed: Parsed,
  profile: TableProfile,
  named: ColumnBinding[],
  measures: ColumnProfile[],
  values: ValueBinding[],
  conditionColumns: Set<string>,
  counted: ColumnProfile | null,
): ColumnProfile[] {
  const { terms, cues } = parsed
  const valueColumns = new Set(values.map((v) => v.column.name))
  // "the average age of Black victims": a column averaged is not also a group.
  return named
    .map((n) => n.column)
    .filter(
      (c) =>
        c !== counted &&
        !(
          c.kind === 'numeric' &&
          measures.includes(c) &&
          named.filter((n) => n.column === c).length === 1
        ),
    )
    .filter(
      (c) =>
        (c.kind === 'categorical' ||
          c.kind === 'temporal' ||
          c.kind === 'year' ||
          c.lowCardinality ||
          (fewNumbers(c) && (askedByWhich(terms, c) || groupsBy(terms, named, c)))) &&
        (!valueColumns.has(c.name) || cues.has('not')),
    )
    .filter(
      (c) =>
        !conditionColumns.has(c.name) || named.filter((n) => n.column.name === c.name).length > 1,
    )
    .filter((c) => !rowsByName(parsed, profile, named, c))
}
