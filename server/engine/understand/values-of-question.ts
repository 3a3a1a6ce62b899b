import type { ColumnProfile, TableProfile } from '../types'
import type { ColumnBinding } from './bind'
import type { ValueBinding } from './bind-values'
import { moreThanValues } from './cue-readings'
import { flagsAsValues } from './flags'
import { extremeLevels } from './extreme-levels'
import { explainedValues, pooledValues } from './listed-values'
import { readValues } from './read-values'
import type { Parsed } from './terms'
import { yesNoAsValues, yesNoRate } from './yes-no'

/**
 * The cell values a question names (understand.ts), with the yes/no column a rate is of; yes/no
 * and flag columns said as values move from the columns named to the values. Each value's words
 * get its role; words only explaining a value are function words.
 */
export function valuesOfQuestion(
  parsed: Parsed,
  profile: TableProfile,
  namedIn: ColumnBinding[],
): { named: ColumnBinding[]; values: ValueBinding[]; rated: ColumnProfile | null } {
  const { terms, cues } = parsed
  let named = namedIn
  let values = readValues(parsed, profile)
  // "On the last day": the level's end, read as its value; the level is no measure then.
  const levels = extremeLevels(terms, profile, named)
  named = levels.named
  const atLevel = new Set(levels.values.flatMap((v) => v.terms))
  values = [...values.filter((v) => !v.terms.some((k) => atLevel.has(k))), ...levels.values]
  values = pooledValues(values, terms, parsed.text)
  const rated = yesNoRate(named, terms, cues)
  ;({ named, values } = yesNoAsValues(named, values, terms, cues))
  ;({ named, values } = flagsAsValues(named, values, parsed))
  const explained = explainedValues(values, terms)
  values = values.filter((v) => !explained.includes(v))
  for (const v of explained) for (const k of v.terms) terms[k]!.role = 'function word'
  for (const v of values)
    for (const k of v.terms) terms[k]!.role = `value:${v.column.name}=${v.value}`
  moreThanValues(terms, cues)
  return { named, values, rated }
}
