import type { ColumnProfile } from '../types'
import type { ColumnBinding } from './bind'
import type { ValueBinding } from './bind-values'
import type { Parsed } from './terms'
import { yesValue } from './yes-no'

/** A flag held as the numbers 0 and 1 ("inmetro", "am"): its yes and no values. */
function numericFlag(c: ColumnProfile): { yes: string; no: string } | null {
  return c.kind === 'numeric' && c.distinct === 2 && c.min === 0 && c.max === 1
    ? { yes: '1', no: '0' }
    : null
}

const NEGATION = /^(outside|not|non|without)$/

/**
 * "How many metro counties", "counties outside metro areas": a flag column (0/1, or yes/no
 * words) whose word stands before the rows' noun, or after a negation, picks the rows it marks
 * (1, or 0 after the negation), as a value does; it is neither counted nor grouped by.
 */
export function flagsAsValues(
  named: ColumnBinding[],
  values: ValueBinding[],
  parsed: Parsed,
): { named: ColumnBinding[]; values: ValueBinding[] } {
  const { terms } = parsed
  const moved: ValueBinding[] = []
  const kept: ColumnBinding[] = []
  const dropped = new Set<number>()
  const numeric = (m: ColumnBinding) => m.column.kind === 'numeric' && m.column.distinct > 2
  const absorbable = (t: Parsed['terms'][number], flag: ColumnBinding) => {
    if (!t.role) return true
    const by = named.find((m) => m !== flag && m.terms.includes(t.i))
    return (
      !!by &&
      numeric(by) &&
      by.terms.length === 1 &&
      named.some((m) => m !== by && m !== flag && numeric(m))
    )
  }
  for (const n of named) {
    const c = n.column
    const text = yesValue(c)
    const flag =
      numericFlag(c) ?? (text ? { yes: text, no: c.values.find((v) => v !== text) ?? '' } : null)
    if (!flag || values.some((v) => v.column === c)) {
      kept.push(n)
      continue
    }
    // Each mention on its own: "outside metro areas than … metro counties" says both values.
    const left = n.terms.filter((k) => {
      const word = terms[k]!
      if (word.pos === 'VERB') return true
      const [before, next] = [terms[k - 1], terms[k + 1]]
      const negated = !!before && NEGATION.test(before.lemma)
      // The rows' own noun, or a column of names ("counties": county), after the flag's word;
      // or said of the rows ("are metro").
      const ofRows =
        (!!next &&
          (next.role === 'rows' ||
            (/^(NOUN|PROPN)$/.test(next.pos) &&
              named.some(
                (m) => m !== n && m.column.kind === 'categorical' && m.terms.includes(next.i),
              )))) ||
        (before?.lemma === 'be' && (!next || next.pos === 'PUNCT' || /^(and|or)$/.test(next.lemma)))
      if (!ofRows && !negated) return true
      // "Metro areas": the noun after the flag's word is its phrase, when nothing else needs it
      // (a column named by it alone while another quantity is asked: "areas" is no land area).
      const phrase = next && next.pos === 'NOUN' && absorbable(next, n)
      if (phrase) {
        dropped.add(next.i)
        next.role = `value:${c.name}`
      }
      moved.push({
        column: c,
        value: negated ? flag.no : flag.yes,
        terms: phrase ? [k, next.i] : [k],
      })
      if (negated) {
        before.role = 'function word'
        const at = (parsed.cueAt.get('not') ?? []).filter((i) => i !== before.i)
        parsed.cueAt.set('not', at)
        if (!at.length) parsed.cues.delete('not')
      }
      return false
    })
    if (left.length) kept.push({ ...n, terms: left })
  }
  const left = kept
    .map((m) => ({ ...m, terms: m.terms.filter((k) => !dropped.has(k)) }))
    .filter((m) => m.terms.length)
  return { named: left, values: [...values, ...moved] }
}
