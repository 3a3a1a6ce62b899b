import { morphy } from './morphy'
import { lookup, synsetAt } from './wordnet-files'

/**
 * The kinds a noun is a kind of, by WordNet's hypernym pointers ("mammal" → vertebrate, chordate,
 * animal, organism; "passenger" → traveler, person): in a table of mammals "which animal" asks
 * for a row. Read over the noun's tagged senses, a few steps up, and short of the top of the
 * hierarchy, whose words ("object", "whole", "state", "act") say nothing about a table's rows.
 */

const STEPS = 4
/**
 * Rows that are beings or things (noun.animal, noun.artifact, noun.food, noun.person,
 * noun.plant lexicographer files), with the top nouns above them (noun.Tops: animal, person).
 * Abstract rows (a stop, a case, a state) have hypernyms such as "condition", "status" or
 * "region" that questions use for other things.
 */
const CONCRETE = new Set([5, 6, 13, 18, 20])
const TOPS = 3
/** WordNet's unique beginners and near-top nouns: too general to name any table's rows. */
const TOO_GENERAL = new Set([
  'entity',
  'physical entity',
  'abstraction',
  'abstract entity',
  'object',
  'physical object',
  'whole',
  'unit',
  'thing',
  'living thing',
  'animate thing',
  'causal agent',
  'cause',
  'causal agency',
  'matter',
  'group',
  'grouping',
  'act',
  'deed',
  'human action',
  'human activity',
  'event',
  'psychological feature',
  'attribute',
  'state',
  'relation',
  'measure',
  'quantity',
  'amount',
  'communication',
  'location',
  'artifact',
  'artefact',
  'instrumentality',
  'instrumentation',
  'process',
  'physical process',
  'being',
])

const plain = (w: string) => w.toLowerCase().replace(/_/g, ' ')

/** Nouns the given noun is a kind of, nearest first; none for a word WordNet lacks. */
export function kindsOf(noun: string): string[] {
  const base = morphy(noun, 'n')
  const e = base === null ? null : lookup(base, 'n')
  if (!e) return []
  const out: string[] = []
  let level = e.offsets
    .slice(0, Math.min(2, Math.max(1, e.tagged)))
    .filter((o) => CONCRETE.has(synsetAt('n', o).lexFile))
  for (let step = 0; step < STEPS && level.length; step++) {
    const next: number[] = []
    for (const offset of level)
      for (const p of synsetAt('n', offset).pointers) {
        if (p.pos !== 'n' || (p.symbol !== '@' && p.symbol !== '@i')) continue
        const s = synsetAt('n', p.offset)
        if (!CONCRETE.has(s.lexFile) && s.lexFile !== TOPS) continue
        const words = s.words.map(plain)
        if (words.some((w) => TOO_GENERAL.has(w))) continue
        for (const w of words) if (!out.includes(w)) out.push(w)
        next.push(p.offset)
      }
    level = next
  }
  return out
}
