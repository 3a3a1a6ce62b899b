import { PACKS } from '../lang'
import { isUnitNoun, measureNounsOf, nounFile } from '../semantic/lexicon'
import { attributesOf, baseForm, derivations } from '../semantic/wordnet'
import { isPeopleNoun } from '../understand/people'
import type { Understanding } from '../understand/understand'
import { ACTIVITY } from '../understand/words'
import type { Plan } from './schema'

/**
 * The honesty rule's judgement (decide.ts): which words a plan left unplaced change its answer.
 * A plan that leaves any of them gives no number.
 */

/** Words for what a measure column holds, when said right after the column's name. */
const HOLDS = /^(rate|score|level|value|figure|amount|count|number|total|size|index|share)$/

/**
 * Words that qualify how to say the answer, not what it is ("inclusive", "strongly", "yet"): a
 * plan that leaves only these unplaced still answers the question.
 */

const QUALIFYING =
  /^(inclusive|inclusively|exclusive|exactly|roughly|approximately|about|around|yet|still|strongly|overall|actually|currently|respectively|really|total|whole|entire|altogether|exact|precisely|just|only|please|also|even|ever|so|far|give|list|show|tell|say|find|hourly|daily|weekly|monthly|yearly|annual|thousand|million|billion|complete|full)$/i

/**
 * The words left unplaced that change the answer: nouns, adjectives and numbers. Verbs that only
 * link the rows to what was placed ("leave from ATL", "brought in") are judged by the
 * half-understood rules; a unit after a number read as a condition ("more than 60 minutes") is
 * that condition's; a percentile is the statistics plan's own word.
 */
export function leftOut(u: Understanding, kind: Plan['kind']): string[] {
  const terms = u.parsed.terms
  const listed = new Set(u.notUnderstood.flatMap((w) => w.split(/\s+/)))
  return u.ledger.flatMap((l, k) => {
    const t = terms[k]
    if (l.role !== 'not understood' || !t || l.word.length < 2 || !listed.has(l.word)) return []
    // "Vote yes, vote no, abstain, or are undecided": a word listed beside values is one too,
    // whatever its part of speech.
    const besideValues = (() => {
      let j = k - 1
      let joined = false
      while (/^(,|or|and|be)$/.test(terms[j]?.lemma ?? '')) {
        joined ||= terms[j]!.lemma !== 'be'
        j--
      }
      return joined && !!terms[j]?.role?.startsWith('value:')
    })()
    // A state the rows are said to be in ("were arrested") picks rows nothing marks; a verb only
    // when nothing placed follows it ("were fed diet 1" links).
    if (definedAfter(terms, k)) return []
    // (A participle the tagger calls an adjective, "were classified as homicides", is a verb here.)
    const participle = t.pos === 'ADJ' && /[a-z](ed|ing)$/i.test(t.text)
    if ((t.pos === 'VERB' || participle) && !QUALIFYING.test(t.lemma)) {
      if (verbChangesAnswer(u, k)) return [l.word]
    } else if (u.unknownConditions.includes(l.word)) return [l.word]
    if (!besideValues && (!/^(NOUN|PROPN|ADJ|NUM|X)$/.test(t.pos) || QUALIFYING.test(t.lemma)))
      return []
    // A participle ("strikes that involved", "the state involved") links like its verb.
    if (!besideValues && t.pos === 'ADJ' && /[a-z](ed|ing)$/i.test(t.text)) return []
    if (kind === 'stats' && /^(percentile|quartile|quantile)/i.test(t.lemma)) return []
    const before = terms[k - 1]
    if (before?.role === 'condition' && isUnitNoun(t.lemma)) return []
    // "the murder arrest rate", "the prestige score": a word for what a column holds, after it.
    // ("the assault arrest rate": the column may stand two words before.)
    const named = [before, terms[k - 2]].some((x) => x?.role?.startsWith('column:'))
    if (named && HOLDS.test(t.lemma)) return []
    // "countries or regions": an alternative name for what the word before "or" placed.
    if (OR.test(before?.lemma ?? '') && terms[k - 2]?.role?.startsWith('column:')) return []
    // "the population lives in": a verb the tagger read as a plural noun, before its preposition.
    const next = terms[k + 1]
    if (t.pos === 'NOUN' && /s$/.test(t.text) && PREPOSITION.test(next?.lemma ?? ''))
      if (baseForm(t.text.toLowerCase(), 'v')) return []
    // "最高值", "平均数": a word the segmenter kept whole around a cue the question already has.
    if (/[\u4e00-\u9fff]/.test(t.text) && CJK_CUES().some((c) => t.text.includes(c))) return []
    return [l.word]
  })
}

/** WordNet's lexicographer file of nouns for possessions: pay, cost, earnings, payment. */
const POSSESSION_FILE = 21

/**
 * A verb left unplaced changes the answer when it is itself a quantity ("which occupations pay
 * women best": pay, earn, cost, weigh) or when it is the whole predicate of its clause ("those that
 * stayed", "the people who left"): nothing placed follows it, so it picks rows by itself. A verb
 * that only links placed words ("stops that ended in a citation", "chicks fed diet 1") does not.
 */
function verbChangesAnswer(u: Understanding, k: number): boolean {
  const t = u.parsed.terms[k]!
  const quantity =
    nounFile(t.lemma) === POSSESSION_FILE ||
    derivations(t.lemma, 'n').some((d) => nounFile(d) === POSSESSION_FILE) ||
    measureNounsOf(t.lemma).length > 0
  const placed = placedAfter(u, k)
  // "Passengers who paid a fare above 30" pays in the column named; "pay women best" pays in
  // nothing the question names (women are whom).
  if (quantity)
    return !placed?.role.startsWith('column:') || isPeopleNoun(u.parsed.terms[placed.k]!.lemma)
  return placed === null
}

/**
 * "Were shallow, that is less than 70 km deep", "heavy (over 4,000 lb)": the words after it say
 * what the word means, and are placed themselves.
 */
function definedAfter(terms: Understanding['parsed']['terms'], k: number): boolean {
  const next = terms
    .slice(k + 1, k + 4)
    .map((x) => x.text.toLowerCase())
    .join(' ')
  return (
    /^(?:, |\( ?)?(?:that is|that's|i\.e\.|ie|meaning|namely|defined as)\b/.test(next) ||
    /^\(/.test(next)
  )
}

/** The first word after k, within its clause, that the question placed; null when none. */
function placedAfter(u: Understanding, k: number): { role: string; k: number } | null {
  for (let j = k + 1; j < u.ledger.length; j++) {
    const role = u.ledger[j]!.role
    const next = u.parsed.terms[j]
    if (!next || next.pos === 'PUNCT' || /^(and|or|but)$/.test(next.lemma)) return null
    if (role !== 'function word' && role !== 'not understood' && role !== 'generic')
      return { role, k: j }
  }
  return null
}

/** Grades that rank by whatever measure the question names ("the highest murder rate"). */
const GENERIC_GRADE =
  /^(high|low|large|small|big|great|good|bad|well|top|bottom|much|many|few|little|early|late|recent|new|long|short|fast|slow)$/

/**
 * "The strongest quake … how deep was it": a superlative that grades a quality of its own
 * (strong → strength) that no column was found for. Ranking by another measure the question
 * names (depth) would answer another question.
 */
export function ungraded(u: Understanding): string[] {
  const terms = u.parsed.terms
  return terms
    .filter(
      (t) =>
        t.degree &&
        t.pos === 'ADJ' &&
        /^cue:(max|min)$/.test(t.role ?? '') &&
        // It grades the rows themselves ("the strongest quake"); before a column's name ("the
        // heaviest rainfall") it grades that column.
        terms[t.i + 1]?.role === 'rows' &&
        !GENERIC_GRADE.test(t.lemma) &&
        !ACTIVITY.test(t.lemma) &&
        attributesOf(t.lemma).length > 0,
    )
    .map((t) => t.text)
}

const OR = /^(or|或|或者|o|ou|oder|или|또는)$/
const PREPOSITION = /^(in|at|on|from|with|near|outside|inside)$/
let cjkCues: string[] | null = null
/** The Chinese and Japanese packs' cue phrases, for words the segmenter kept whole around one. */
const CJK_CUES = () =>
  (cjkCues ??= [PACKS.zh, PACKS.ja].flatMap((p) =>
    Object.values(p.cues)
      .flat()
      .filter((c) => c.length >= 2),
  ))
