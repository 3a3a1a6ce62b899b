import type { PlanOf } from '../plan/schema'
import type { ColumnProfile } from '../types'
import { askedByWhich } from '../understand/measures'
import type { Understanding } from '../understand/understand'
import { baseFilters } from './build'

/**
 * Questions about missing values ("for how many chicks is the weight missing", "is the age known,
 * and for how many is it missing"): rows with the named column empty counted, or its known and
 * missing counts side by side.
 */
export function missingValuesPlan(u: Understanding): PlanOf<'aggregate'> | null {
  if (u.cues.has('missing') || (u.cues.has('known') && /known|missing|fill/i.test(u.parsed.text))) {
    const cols = u.named.filter(
      (c) =>
        !countedNoun(u, c) &&
        !askedByWhich(u.parsed.terms, c) &&
        (c.kind !== 'numeric' || u.cues.has('known') || saidMissing(u)),
    )
    const targets =
      saidMissing(u) && cols.length ? [nearestMissing(u, cols)] : cols.length ? cols : u.named
    if (targets.length) {
      const filters = baseFilters(u)
      // "Which occupations have no type recorded": the rows named, one group each, not a count.
      const listed = u.named.find(
        (c) => c.kind === 'categorical' && !targets.includes(c) && askedByWhich(u.parsed.terms, c),
      )
      if (listed && targets.length === 1)
        return {
          kind: 'aggregate',
          datasourceId: u.profile.source.datasourceId,
          filters: [...filters, { op: 'is_null', columns: [targets[0]!.name] }],
          measures: [{ agg: 'count', column: null }],
          dims: [{ column: listed.name }],
        }
      // "Is the age known" ("known" is read as the verb know, no cue of its own).
      if ((u.cues.has('known') || /\bknown\b/i.test(u.parsed.text)) && targets.length === 1)
        return {
          kind: 'aggregate',
          datasourceId: u.profile.source.datasourceId,
          filters,
          measures: [
            { agg: 'count_known', column: targets[0]!.name },
            { agg: 'count_missing', column: targets[0]!.name },
          ],
          dims: [],
        }
      // "For how many chicks is the weight missing": chicks counted, not weighings.
      const counted = u.named.find((c) => countedNoun(u, c) && !targets.includes(c))
      return {
        kind: 'aggregate',
        datasourceId: u.profile.source.datasourceId,
        filters: [...filters, { op: 'is_null', columns: targets.map((c) => c.name) }],
        measures: [
          counted && counted.distinct < u.profile.rows
            ? { agg: 'count_distinct', column: counted.name }
            : { agg: 'count', column: null },
        ],
        dims: [],
      }
    }
  }
  return null
}

/** "Is missing", "blank", "unknown": a value said to be missing, not "no discount" (none of it). */
export const saidMissing = (u: Understanding) =>
  (u.parsed.cueAt.get('missing') ?? []).some(
    (k) => !/^(no|without)$/i.test(u.parsed.terms[k]?.text ?? ''),
  )

/** "How many (different) countries …": a column named only as what is counted is not what is missing. */
const countedNoun = (u: Understanding, c: ColumnProfile) => {
  const terms = u.parsed.terms
  const at = terms.filter((t) => t.role === `column:${c.name}`)
  return at.length > 0 && at.every((t) => /^cue:(count|distinct)$/.test(terms[t.i - 1]?.role ?? ''))
}

/** "GDP per person is missing", "a missing wage": the column named nearest the word. */
function nearestMissing(u: Understanding, cols: ColumnProfile[]): ColumnProfile {
  const terms = u.parsed.terms
  const cues = u.parsed.cueAt.get('missing') ?? []
  const distance = (c: ColumnProfile) =>
    Math.min(
      ...terms
        .filter((t) => t.role === `column:${c.name}`)
        .flatMap((t) => cues.map((k) => Math.abs(k - t.i))),
    )
  return [...cols].sort((a, b) => distance(a) - distance(b))[0]!
}
