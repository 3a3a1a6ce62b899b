import { isUnitNoun } from '../semantic/lexicon'
import type { ColumnProfile, TableProfile } from '../types'
import type { ValueBinding } from './bind-values'
import { fewNumbers } from './measures'
import type { Term } from './terms'

/** Words that join the numbers of a list: "4, 6 and 8", "4-, 6- or 8-cylinder", "1/2/3". */
const JOIN = /^(,|and|or|&|\/|-|–)$/

/**
 * "4-, 6- and 8-cylinder cars", "each dose (0.5, 1 and 2 mg a day)": numbers listed together next
 * to the name of a column of few numbers, each within its range, are values of that column, as
 * words listed are of a column of words (so they group or filter the same way). A list after
 * "between" or "from" is a range, read elsewhere.
 */
export function listedNumbers(terms: Term[], profile: TableProfile): ValueBinding[] {
  const out: ValueBinding[] = []
  const free = (t: Term | undefined): t is Term =>
    !!t && t.num !== undefined && (!t.role || t.role === 'number')
  for (let i = 0; i < terms.length; i++) {
    if (!free(terms[i])) continue
    const nums = [terms[i]!]
    let k = i + 1
    for (;;) {
      let j = k
      while (terms[j] && JOIN.test(terms[j]!.lemma)) j++
      if (j === k || !free(terms[j])) break
      nums.push(terms[j]!)
      k = j + 1
    }
    const first = nums[0]!
    i = k - 1
    if (nums.length < 2 || /^(between|from)$/.test(terms[first.i - 1]?.lemma ?? '')) continue
    const col = columnOfList(terms, profile, first.i, k)
    if (!col || typeof col.min !== 'number' || typeof col.max !== 'number') continue
    if (nums.some((t) => t.num! < (col.min as number) || t.num! > (col.max as number))) continue
    for (const t of nums) {
      out.push({ column: col, value: String(t.num), terms: [t.i] })
      t.role = `value:${col.name}=${t.num}`
    }
    // "(0.5, 1 and 2 mg a day)": the unit said after the list.
    const unit = terms[k]
    if (unit && !unit.role && isUnitNoun(unit.lemma)) unit.role = 'unit'
  }
  return out
}

/**
 * The column a list of numbers gives values of: named right after it ("… 8-cylinder"), or just
 * before it, directly or as the bracket it opens ("dose (0.5, 1 and 2 mg)", "doses of 1 and 2").
 */
function columnOfList(
  terms: Term[],
  profile: TableProfile,
  from: number,
  end: number,
): ColumnProfile | undefined {
  const columnAt = (t: Term | undefined) =>
    profile.columns.find((c) => t?.role === `column:${c.name}`)
  let after = end
  while (terms[after]?.lemma === '-') after++
  let before = from - 1
  while (/^(\(|of)$/.test(terms[before]?.lemma ?? '')) before--
  const col = columnAt(terms[after]) ?? columnAt(terms[before])
  return col && fewNumbers(col) ? col : undefined
}
