import type { ColumnProfile } from '../types'
import type { ColumnBinding } from './bind'
import type { ValueBinding } from './bind-values'
import type { Cue } from '../lang/pack'
import type { Term } from './terms'

/**
 * "How many passengers survived", "what share of households switched": a yes/no column named in
 * a count or a share is its "yes" rows, not a grouping. Columns whose two values are a yes/no
 * pair in any common spelling (yes/no, true/false, Y/N, 1/0 held as text).
 */

const YES = /^(yes|y|true|t|1|si|sí|oui|ja|是)$/i
const NO = /^(no|n|false|f|0|non|nein|否)$/i

export function yesValue(column: ColumnProfile): string | null {
  if (column.kind !== 'categorical' || column.values.length !== 2) return null
  const yes = column.values.find((v) => YES.test(v.trim()))
  const no = column.values.find((v) => NO.test(v.trim()))
  return yes && no ? yes : null
}

/** Moves yes/no columns named in a count or share from the named columns to the values. */
export function yesNoAsValues(
  named: ColumnBinding[],
  values: ValueBinding[],
  terms: Term[],
  cues: Set<Cue>,
): { named: ColumnBinding[]; values: ValueBinding[] } {
  // "Did more women than men survive": a yes/no column said by its verb is its event, whatever
  // else is asked.
  const byVerb = named.some(
    (n) => yesValue(n.column) && n.terms.every((k) => terms[k]?.pos === 'VERB'),
  )
  if (!cues.has('count') && !cues.has('share') && !byVerb) return { named, values }
  // "By survival", "for each answer": a yes/no column asked per value is a grouping still.
  const grouped = (n: ColumnBinding) =>
    n.terms.some((k) => terms.slice(Math.max(0, k - 3), k).some((t) => t.role === 'cue:each'))
  // "The vehicle being searched" names vehicleSearch (vehicle, search), not also personSearch
  // (search): of two yes/no columns, one whose words the question says are a part of the
  // other's is not named.
  const said = (n: ColumnBinding) =>
    new Set(n.terms.map((k) => terms[k]?.lemma).filter((w): w is string => !!w))
  const yesNo = named.filter((n) => yesValue(n.column))
  const covered = (n: ColumnBinding) =>
    yesNo.some((m) => {
      if (m === n || m.column === n.column) return false
      const a = new Set([...said(n)].filter((w) => n.column.name.toLowerCase().includes(w)))
      const b = nameWordsSaid(m, terms)
      return a.size > 0 && b.size > a.size && [...a].every((w) => b.has(w))
    })
  named = named.filter((n) => !yesValue(n.column) || !covered(n))
  const moved: ValueBinding[] = []
  const taken = new Set<number>()
  // Where one word names two yes/no columns ("searched": personSearch, vehicleSearch), the column
  // more of whose words the question says takes it; the other stays as it was.
  const byWords = [...named].sort((a, b) => b.words - a.words)
  const keep = new Set(named)
  for (const n of byWords) {
    const yes = yesValue(n.column)
    if (!yes || grouped(n) || values.some((v) => v.column === n.column)) continue
    keep.delete(n)
    if (n.terms.some((k) => taken.has(k))) continue
    n.terms.forEach((k) => taken.add(k))
    moved.push({ column: n.column, value: yes, terms: n.terms })
  }
  const kept = named.filter((n) => keep.has(n))
  return { named: kept, values: [...values, ...moved] }
}

/** The question's words (lemmas) that are part of a column's header, wherever they stand. */
function nameWordsSaid(n: ColumnBinding, terms: Term[]): Set<string> {
  const header = n.column.name.toLowerCase()
  return new Set(
    terms.map((t) => t.lemma.toLowerCase()).filter((w) => w.length > 2 && header.includes(w)),
  )
}

/**
 * "The survival rate", "the rate of switching": the rate of a yes/no event is the share of its
 * yes rows, so the word "rate" beside a yes/no column is the share cue (English; other packs
 * name shares with their own words). Marks the term, adds the cue, and returns the column the
 * rate is of: the share's part, whatever else the question names.
 */
export function yesNoRate(
  named: ColumnBinding[],
  terms: Term[],
  cues: Set<Cue>,
): ColumnProfile | null {
  const isRate = (t: Term | undefined) => !!t && !t.role && /^rates?$/.test(t.lemma)
  let rated: ColumnProfile | null = null
  for (const n of named) {
    if (!yesValue(n.column)) continue
    const after = terms[Math.max(...n.terms) + 1]
    const first = Math.min(...n.terms)
    const before = terms[first - 1]?.lemma === 'of' ? terms[first - 2] : undefined
    for (const t of [after, before])
      if (isRate(t)) {
        t!.role = 'cue:share'
        cues.add('share')
        rated ??= n.column
      }
  }
  return rated
}
