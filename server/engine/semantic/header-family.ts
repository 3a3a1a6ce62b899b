import { splitName } from './names'
import { isWord } from './wordnet'

/**
 * A run-together header of a family (headers sharing a prefix: percwhite, percblack, perchsd) cut
 * after the prefix the family shares, the rest read as one of the family's other pieces where it
 * nearly spells one ("percamerindan": perc + amerindan, read as amerindian of popamerindian;
 * "percchildbelowpovert": perc + child + below + povert, cut short of poverty).
 */

/** The table's shared prefixes (header.ts), with the headers they were found in. */
export interface SharedPrefixes extends ReadonlyArray<string> {
  headers?: readonly string[]
}

type IsWord = (word: string) => boolean

const FAMILY_PIECES = new WeakMap<SharedPrefixes, string[]>()

/** Words of four letters or more among the pieces of the table's headers, as split today. */
function familyPieces(shared: SharedPrefixes, isStem: IsWord): string[] {
  let pieces = FAMILY_PIECES.get(shared)
  if (!pieces) {
    const all = (shared.headers ?? []).flatMap((h) => splitName(h, isWord, isStem, shared))
    pieces = [...new Set(all.filter((p) => p.length >= 4 && isWord(p)))]
    FAMILY_PIECES.set(shared, pieces)
  }
  return pieces
}

/** Whether b is a with one letter left out (amerindan of amerindian). */
function oneLetterShort(a: string, b: string): boolean {
  if (a.length !== b.length + 1) return false
  for (let k = 0; k < b.length; k++) if (a[k] !== b[k]) return a.slice(k + 1) === b.slice(k)
  return true
}

/**
 * The one piece of the family this run nearly spells: cut short by a letter or two ("povert"),
 * or with one letter left out ("amerindan"); null when none or several.
 */
export function siblingOf(run: string, pieces: readonly string[]): string | null {
  if (run.length < 5 || isWord(run)) return null
  const near = pieces.filter(
    (p) =>
      (p.startsWith(run) && p.length - run.length <= 2) ||
      (run.length >= 6 && run.slice(0, 2) === p.slice(0, 2) && oneLetterShort(p, run)),
  )
  return near.length === 1 ? near[0]! : null
}

/** Letters the split leaves outside words (a piece that begins a word costs one). */
function cost(pieces: string[], known: IsWord, isStem: IsWord): number {
  return pieces.reduce((n, p) => n + (known(p) ? 0 : p.length >= 3 && isStem(p) ? 1 : p.length), 0)
}

/** The prefix most of the table's headers share that begins the run, longest among equals. */
function familyPrefix(run: string, shared: SharedPrefixes): string | null {
  const headers = (shared.headers ?? []).map((h) => h.toLowerCase())
  let best: { p: string; n: number } | null = null
  for (const p of shared) {
    if (!run.startsWith(p) || run.length - p.length < 2) continue
    const n = headers.filter((h) => h.startsWith(p)).length
    if (!best || n > best.n || (n === best.n && p.length > best.p.length)) best = { p, n }
  }
  return best?.p ?? null
}

/**
 * The header cut after its family's prefix, with the pieces read as a sibling's (run piece →
 * sibling piece), when that leaves no more letters unknown than the header split alone, in no more
 * pieces (a rest no word spells, "hsd" of perchsd, counts as one code); null otherwise.
 */
export function familySplit(
  name: string,
  shared: SharedPrefixes,
  isStem: IsWord,
): { pieces: string[]; siblings: Map<string, string> } | null {
  const run = name.toLowerCase()
  if (!/^[a-z]{5,}$/.test(run) || !shared.headers || isWord(run) || isStem(run)) return null
  const prefix = familyPrefix(run, shared)
  if (!prefix) return null
  const pieces = familyPieces(shared, isStem)
  const siblings = new Map<string, string>()
  const known = (w: string) => {
    const s = siblingOf(w, pieces)
    if (s) siblings.set(w, s)
    return (w.length >= 3 && isWord(w)) || s !== null
  }
  const rest = run.slice(prefix.length)
  const restPieces = known(rest) ? [rest] : splitName(rest, known, isStem)
  const own = splitName(name, isWord, isStem, shared)
  const restCost = restPieces.length === 1 && !known(rest) ? 1 : cost(restPieces, known, isStem)
  const ownCost = cost(own, (w) => w.length >= 3 && isWord(w), isStem)
  // Ties go to fewer pieces: "percorporate" stays per + corporate, not perc + orp + orate.
  if (restCost > ownCost || (restCost === ownCost && restPieces.length + 1 > own.length))
    return null
  const used = new Map([...siblings].filter(([w]) => restPieces.includes(w)))
  return { pieces: [prefix, ...restPieces], siblings: used }
}
