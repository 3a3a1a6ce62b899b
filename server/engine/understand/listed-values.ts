import type { ColumnProfile } from '../types'
import type { ValueBinding } from './bind-values'

const RESPECTIVELY =
  /\b(respectively|each|every|apiece|jeweils|respectivamente|respectivement|rispettivamente)\b|分别|各自|各是|それぞれ|각각|соответственно/i

/**
 * "The average income of blue-collar, white-collar and professional occupations", "羊毛A和羊毛B
 * …分别是多少": several values of one column asked side by side are answered one by one (the
 * column groups, the values still filter), never pooled into one number. Three values, or two
 * with "each" or "respectively".
 */
export function listedColumns(values: ValueBinding[], text: string): ColumnProfile[] {
  const per = new Map<ColumnProfile, Set<string>>()
  for (const v of values) per.set(v.column, (per.get(v.column) ?? new Set()).add(v.value))
  return [...per]
    .filter(([, vs]) => vs.size >= 3 || (vs.size === 2 && RESPECTIVELY.test(text)))
    .map(([c]) => c)
}
