import { lookup, type WnPos } from './wordnet-files'

/**
 * WordNet's morphy detachment rules (morph.c), in its order. The package ships no exception lists
 * (*.exc), so irregular forms (mice, went) are not found; a doubled final consonant (stopped,
 * bigger) is undone as well, since without verb.exc those forms would otherwise be lost.
 */
const RULES: Record<WnPos, [string, string][]> = {
  n: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  v: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  a: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
    // adj.exc lists heavier and happiest one by one; the regular -y comparison replaces it.
    ['ier', 'y'],
    ['iest', 'y'],
  ],
  r: [],
}

const DOUBLED = /([bdgklmnprtz])\1$/

/** Candidate lemmas for an inflected word, most likely first (not yet checked against the index). */
export function detachments(word: string, pos: WnPos): string[] {
  // morph.c leaves nouns in -ss (glass, business) and very short nouns alone.
  if (pos === 'n' && (word.endsWith('ss') || word.length <= 2)) return []
  const out: string[] = []
  for (const [suffix, ending] of RULES[pos]) {
    if (!word.endsWith(suffix) || word.length <= suffix.length + 1) continue
    const stem = word.slice(0, -suffix.length)
    out.push(stem + ending)
    if (ending === '' && suffix !== 's' && DOUBLED.test(stem)) out.push(stem.slice(0, -1))
  }
  return out
}

/** The lemma WordNet lists for a word in a POS (the word itself if listed), or null. */
export function morphy(word: string, pos: WnPos): string | null {
  const key = word.trim().toLowerCase().replace(/\s+/g, '_')
  if (key === '') return null
  if (lookup(key, pos)) return key
  for (const cand of detachments(key, pos)) if (lookup(cand, pos)) return cand
  return null
}
