import type { ColumnProfile } from '../types'
import type { ValueBinding } from './bind-values'
import type { Term } from './terms'

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
  // "How many speak English, how many speak French": one question asked once per value.
  const each = RESPECTIVELY.test(text) || (text.match(ASKED_AGAIN) ?? []).length >= 2
  return [...per].filter(([, vs]) => vs.size >= 3 || (vs.size === 2 && each)).map(([c]) => c)
}

const ASKED_AGAIN = /\bhow (many|much)\b|多少/gi

/**
 * "…and how many speak another language": the rest of the column is asked for too, so its
 * listed values group it without filtering it.
 */
export const asksForTheRest = (text: string): boolean =>
  /\b(another|other|others|the rest|any other)\b|其他|其余/i.test(text)

/**
 * "For each education level (primary, secondary, post-secondary)", "no type (blue collar, white
 * collar or professional)": values in brackets just after their column's name explain the column;
 * they filter nothing.
 */
export function explainedValues(values: ValueBinding[], terms: Term[]): ValueBinding[] {
  return values.filter((v) => {
    const first = Math.min(...v.terms)
    let open = -1
    for (let k = first - 1; k >= 0; k--) {
      if (terms[k]!.text === ')') return false
      if (terms[k]!.text === '(') {
        open = k
        break
      }
    }
    if (open < 0 || !terms.slice(first).some((t) => t.text === ')')) return false
    return terms
      .slice(Math.max(0, open - 3), open)
      .some((t) => t.role === `column:${v.column.name}`)
  })
}

/**
 * "(men and women combined)": values pooled together are no filter at all when they are all the
 * column's values; "Alaska and Hawaii combined" stays a filter of the two. The pooled words are
 * placed as such.
 */
export function pooledValues(values: ValueBinding[], terms: Term[], text: string): ValueBinding[] {
  if (!/\b(combined|together|altogether)\b|合计|合起来|一共|加起来|zusammen/i.test(text))
    return values
  const per = new Map<string, number>()
  for (const v of values) per.set(v.column.name, (per.get(v.column.name) ?? 0) + 1)
  const pooled = values.filter(
    (v) => (per.get(v.column.name) ?? 0) >= 2 && (per.get(v.column.name) ?? 0) >= v.column.distinct,
  )
  for (const v of pooled) for (const k of v.terms) terms[k]!.role = `pooled:${v.column.name}`
  return values.filter((v) => !pooled.includes(v))
}
