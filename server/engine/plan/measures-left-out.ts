// Half-understood rules for a measure left out (of an average, a count's state, a quantity, a quality, a relation): one concern of half-understood.ts.
import { VERB_SENSES } from '../understand/bind'
import { at, type Rule, words } from './half-understood-rule'

/**
 * An average, total or median with no column to take it of ("the typical daily high" where
 * nothing is called high) would count rows; a ranking by words not placed ("which state loses
 * the most money") would rank by a weight column or rows. Names the words not placed, and the
 * superlatives that likely named the column ("high").
 */
export const measureLeftOut: Rule = (u, countedIds) => {
  const rankedBlind = (u.cues.has('max') || u.cues.has('min')) && u.notUnderstood.length > 0
  const ofNothing =
    (['average', 'total', 'median'] as const).some((c) => u.cues.has(c)) || rankedBlind
  if (
    !ofNothing ||
    u.measures.length ||
    (u.rowNoun && !rankedBlind) ||
    u.cues.has('count') ||
    u.cues.has('distinct') ||
    countedIds ||
    u.conditions.length
  )
    return null
  const superlatives = new Set([
    ...(u.parsed.cueAt.get('max') ?? []),
    ...(u.parsed.cueAt.get('min') ?? []),
  ])
  return words(
    u,
    at(
      u,
      (role, k) =>
        role === 'not understood' ||
        (rankedBlind && role === 'values hint') ||
        (!rankedBlind && superlatives.has(k) && role.startsWith('cue:')),
    ),
  )
}

/**
 * "How many flights left late": rows counted in a state a measure's adjective names ("late" →
 * delay) would sum the measure instead. The state is a condition the question does not bound.
 */
export const stateAsMeasure: Rule = (u) => {
  if (!u.cues.has('count') || !u.rowNoun || !u.measures.length) return null
  const terms = u.parsed.terms
  const measureTerms = at(
    u,
    (role, k) => terms[k]?.pos !== 'PUNCT' && u.measures.some((m) => role === `column:${m.name}`),
  )
  // A verb that means the measure counts it ("how many people died" → Deaths), it is no state.
  const states = measureTerms.filter(
    (k) =>
      /^(ADJ|ADV)$/.test(terms[k]?.pos ?? '') ||
      (terms[k]?.pos === 'VERB' && !VERB_SENSES.has(terms[k].lemma)),
  )
  return states.length && states.length === measureTerms.length ? words(u, states) : null
}

/** "The average temperature range": a noun after the measure asks for another quantity. */
export const quantityLeftOut: Rule = (u) => {
  const terms = u.parsed.terms
  const modifiers = at(
    u,
    (role, k) =>
      role === 'not understood' &&
      terms[k]?.pos === 'NOUN' &&
      u.measures.some((m) => u.ledger[k - 1]?.role === `column:${m.name}`),
  )
  return modifiers.length
    ? modifiers.map((k) => `${u.ledger[k - 1]!.word} ${u.ledger[k]!.word}`)
    : null
}

/** "How volatile was Google's stock": the quality asked after "how" is the quantity, not placed. */
export const qualityLeftOut: Rule = (u) => {
  const terms = u.parsed.terms
  // "How strongly … correlated", "how strong is the link": a degree of what is asked, not a quantity.
  if (u.cues.has('correlation')) return null
  const asked = at(
    u,
    (role, k) =>
      role === 'not understood' && terms[k]?.pos === 'ADJ' && terms[k - 1]?.lemma === 'how',
  )
  return asked.length ? words(u, asked) : null
}

/** "Is beak length related to body mass" needs two quantities; with one, name what is missing. */
export const relationWithoutPair: Rule = (u) => {
  if (!u.cues.has('correlation') || u.named.filter((c) => c.kind === 'numeric').length >= 2)
    return null
  const other = at(
    u,
    (role) =>
      role === 'not understood' ||
      (role.startsWith('column:') &&
        u.named.some((c) => c.kind !== 'numeric' && role === `column:${c.name}`)),
  )
  return words(u, other.length ? other : (u.parsed.cueAt.get('correlation') ?? []))
}
