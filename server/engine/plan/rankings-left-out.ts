// Half-understood rules for a grouping or ranking left out (a group, the ranked, the direction, a size): one concern of half-understood.ts.
import { ACTIVITY, QUANTIFIERS } from '../understand/words'
import { at, type Rule, words } from './half-understood-rule'

/** "Which airline …", "per airline" where nothing names airlines: the grouping asked for is missing. */
export const groupLeftOut: Rule = (u) => {
  const terms = u.parsed.terms
  const groups = at(
    u,
    (role, k) =>
      role === 'not understood' &&
      (terms[k]?.pos === 'NOUN' || terms[k]?.pos === 'PROPN') &&
      /^(which|what|per|each|every|by)$/.test(terms[k - 1]?.lemma ?? ''),
  )
  return groups.length ? words(u, groups) : null
}

/**
 * "The peak reading" in a table of several measures, "which region is the poorest" where nothing
 * is called poor: the highest of what is not said, and rows counted per group would answer "which
 * region has the most rows". Rows named ("the most airports"), values ("the most rain") or a
 * counted identifier ("the most customers") are what is counted, and pass.
 */
export const rankedNothing: Rule = (u) => {
  const superlatives = [...(u.parsed.cueAt.get('max') ?? []), ...(u.parsed.cueAt.get('min') ?? [])]
  if (
    !superlatives.length ||
    u.measures.length ||
    u.cues.has('count') ||
    u.conditions.length ||
    u.hinted.length ||
    u.values.length
  )
    return null
  if (
    u.named.some((c) => c.kind === 'numeric' || c.kind === 'id') ||
    (u.rowNoun && u.dims.length) ||
    u.dims.length >= 2
  )
    return null
  if (u.named.some((c) => c.kind === 'categorical') && !u.dims.length) return null
  // "The busiest airport", "the most common kind": activity and frequency are counts of rows.
  if (u.parsed.terms.some((t) => ACTIVITY.test(t.lemma))) return null
  // A table of one measure (prices): the superlative is of it.
  if (u.profile.columns.filter((c) => c.kind === 'numeric' && !c.lowCardinality).length === 1)
    return null
  // "grew the most": the change word says what ranks, not of what.
  const said = [...superlatives, ...at(u, (role) => role === 'rows' || role === 'cue:change')].sort(
    (a, b) => a - b,
  )
  return [words(u, said).join(' ')]
}

/** "The worst year for floods": worst by which end (most deaths, least sales) is not said. */
export const directionLeftOut: Rule = (u) => {
  const judged = at(
    u,
    (role, k) =>
      role === 'not understood' &&
      /^(bad|good|worst|best|bad|well)$/.test(u.parsed.terms[k]?.lemma ?? ''),
  )
  return judged.length ? words(u, judged) : null
}

/**
 * "Are males bigger than females", "which is the longest movie": a size no column is named for
 * (mass? length?), in a table of several measures. Counting rows would answer "are there more
 * males", "which distributor has the most movies". Quantities ("the most movies") pass.
 */
export const sizeOfNothing: Rule = (u) => {
  // "Strikes by large aircraft" where nothing records size: a plain size word before what it sizes.
  const plainSize = at(
    u,
    (role, k) =>
      /^cue:(max|min)$/.test(role) &&
      /^(big|large|small|huge|tiny)$/.test(u.parsed.terms[k]!.text.toLowerCase()) &&
      /^(column|rows)/.test(u.ledger[k + 1]?.role ?? ''),
  )
  if (plainSize.length) return plainSize.map((k) => `${u.ledger[k]!.word} ${u.ledger[k + 1]!.word}`)
  if (u.measures.length || u.conditions.length || u.cues.has('count') || u.cues.has('distinct'))
    return null
  // A small integer column that groups ("which month") is no quantity ranked.
  if (u.named.some((c) => (c.kind === 'numeric' && !u.dims.includes(c)) || c.kind === 'id'))
    return null
  if (u.profile.columns.filter((c) => c.kind === 'numeric' && !c.lowCardinality).length <= 1)
    return null
  const terms = u.parsed.terms
  // "The busiest airport", "the most common kind": activity and frequency are counts of rows;
  // so is "the largest airports by strikes".
  if (terms.some((t) => ACTIVITY.test(t.lemma))) return null
  if (terms.some((t, k) => t.role === 'rows' && terms[k - 1]?.lemma === 'by')) return null
  const graded = at(u, (role, k) => {
    const t = terms[k]
    if (
      !t ||
      !/^cue:(max|min|above|below)$/.test(role) ||
      QUANTIFIERS.test(t.lemma) ||
      /^(top|bottom)$/.test(t.lemma)
    )
      return false
    return (
      t.degree === true ||
      (/[a-z](er|est)$/.test(t.text.toLowerCase()) && t.lemma !== t.text.toLowerCase())
    )
  })
  return graded.length ? words(u, graded) : null
}
