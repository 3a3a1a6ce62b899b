/**
 * A column header as words: "poptotal" → pop total, "passengerClass" → passenger class,
 * "lifeExpF" → life exp f, "ncases" → n cases, "SATV" → sat v, "失业人数" stays whole.
 *
 * Case changes, separators and digits split first. A run of lower-case letters with no
 * separator is then segmented against the lexicon (WordNet, through `isWord`): the split with
 * the fewest letters outside words wins (a piece that begins a word, "alc" of alcohol, costs
 * one), then the fewest pieces. A prefix several headers of the table share ("perc" of
 * percwhite, percblack, perchsd) is a piece of its own where that splits the rest no worse.
 * Hand-written because it is a dozen lines of dynamic programming over a lexicon we already
 * load; no word-segmentation package on npm takes our lexicon.
 */

type IsWord = (word: string) => boolean

/** Runs longer than this are left whole: segmentation is quadratic in the run's length. */
const MAX_RUN = 40

export function splitName(
  name: string,
  isWord: IsWord,
  isStem: IsWord = () => false,
  shared: readonly string[] = [],
): string[] {
  const parts = name
    .normalize('NFKC')
    // "SATVerbal" → SAT Verbal; "passengerClass" → passenger Class; "x2y" keeps digits apart.
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .replace(/(\p{N})(\p{L})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}$%]+/u)
    .filter(Boolean)
  const out: string[] = []
  for (const part of parts) {
    const lower = part.toLowerCase()
    // A run that begins a word ("unemploy" of unemployment) is an abbreviation, not two words.
    if (
      /^[a-z]+$/.test(lower) &&
      lower.length >= 5 &&
      lower.length <= MAX_RUN &&
      !isWord(lower) &&
      !isStem(lower)
    )
      out.push(...withShared(lower, { isWord, isStem }, shared))
    else out.push(lower)
  }
  return out
}

/** Lexicon words of at least three letters count as words; two-letter ones only when common. */
const SHORT_WORDS = new Set(['id', 'no', 'in', 'of', 'us', 'uk', 'to', 'by', 'gp', 'pc'])

interface Lexicon {
  isWord: IsWord
  isStem: IsWord
}

/** The run split after a shared prefix when that costs no more than splitting it alone. */
function withShared(run: string, lex: Lexicon, shared: readonly string[]): string[] {
  let best = segment(run, lex)
  for (const p of shared) {
    if (!run.startsWith(p) || run.length - p.length < 2) continue
    const rest = segment(run.slice(p.length), lex)
    const pieces = [p, ...rest.pieces]
    // Ties go to fewer pieces, then to the longer prefix (tried first).
    if (rest.cost < best.cost || (rest.cost === best.cost && pieces.length < best.pieces.length))
      best = { pieces, cost: rest.cost }
  }
  return best.pieces
}

function segment(run: string, { isWord, isStem }: Lexicon): { pieces: string[]; cost: number } {
  const costOf = (piece: string) => {
    if (piece.length >= 3 ? isWord(piece) : SHORT_WORDS.has(piece)) return 0
    return piece.length >= 3 && isStem(piece) ? 1 : piece.length
  }
  const n = run.length
  // best[i]: the split of run.slice(0, i) with the lowest cost (letters outside words), then the
  // fewest pieces; adjacent unknown letters stay one piece ("lifeexpf" → life expf).
  const best: { cost: number; pieces: number; from: number }[] = [{ cost: 0, pieces: 0, from: 0 }]
  for (let i = 1; i <= n; i++) {
    let pick = { cost: Infinity, pieces: Infinity, from: 0 }
    for (let j = 0; j < i; j++) {
      const prev = best[j]!
      const cand = { cost: prev.cost + costOf(run.slice(j, i)), pieces: prev.pieces + 1, from: j }
      if (cand.cost < pick.cost || (cand.cost === pick.cost && cand.pieces < pick.pieces))
        pick = cand
    }
    best.push(pick)
  }
  const pieces: string[] = []
  for (let i = n; i > 0; i = best[i]!.from) pieces.unshift(run.slice(best[i]!.from, i))
  // A split that leaves most letters unknown is no better than the run itself.
  const cost = best[n]!.cost
  return cost > n / 2 ? { pieces: [run], cost: n } : { pieces, cost }
}
