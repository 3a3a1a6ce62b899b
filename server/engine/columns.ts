import type { ColumnProfile, TableProfile } from './types'

/** Facts about a table's columns that the plan kinds and the compiler both need. */

export function columnOf(profile: TableProfile, name: string): ColumnProfile | undefined {
  return profile.columns.find((c) => c.name === name)
}

/** The column that names a row (Name, Product Name), for row-level rankings and lists. */
export function labelColumn(profile: TableProfile): ColumnProfile | undefined {
  // Titles and names are often too many to be categorical ("other": 3,176 film titles).
  const text = profile.columns.filter(
    (c) => c.kind === 'categorical' || (c.kind === 'other' && /CHAR|TEXT|STRING/i.test(c.type)),
  )
  const named = text.find((c) => /name|title|label/i.test(c.name))
  if (named) return named
  return text
    .filter((c) => profile.rows > 0 && c.distinct / profile.rows >= 0.5)
    .sort((a, b) => b.distinct - a.distinct)[0]
}
