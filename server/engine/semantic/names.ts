/**
 * A column header as words: "poptotal" → pop total, "passengerClass" → passenger class,
 * "lifeExpF" → life exp f, "ncases" → n cases, "SATV" → sat v, "失业人数" stays whole.
 *
 * Case changes, separators and digits split first. A run of lower-case letters with no
 * separator is then segmented against the lexicon (WordNet, through `isWord`): the split with
 * the fewest pieces that are not words wins, then the fewest pieces. Hand-written because it is
 * a dozen lines of dynamic programming over a lexicon we already load; no word-segmentation
 * package on npm takes our lexicon.
 */

export type IsWord = (word: string) => boolean

/** Runs longer than this are left whole: segmentation is quadratic in the run's length. */
const MAX_RUN = 40

export function splitName(name: string, isWord: IsWord, isStem: IsWord = () => false): string[] {
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
      out.push(...segment(lower, isWord))
    else out.push(lower)
  }
  return out
}

/** Lexicon words of at least three letters count as words; two-letter ones only when common. */
const SHORT_WORDS = new Set(['id', 'no', 'in', 'of', 'us', 'uk', 'to', 'by', 'gp', 'pc'])

function segment(run: string, isWord: IsWord): string[] {
  const known = (piece: string) => (piece.length >= 3 ? isWord(piece) : SHORT_WORDS.has(piece))
  const n = run.length
  // best[i]: the split of run.slice(0, i) with the fewest letters outside words, then the fewest
  // pieces; adjacent unknown letters stay one piece ("lifeexpf" → life expf).
  const best: { unknown: number; pieces: number; from: number }[] = [
    { unknown: 0, pieces: 0, from: 0 },
  ]
  for (let i = 1; i <= n; i++) {
    let pick = { unknown: Infinity, pieces: Infinity, from: 0 }
    for (let j = 0; j < i; j++) {
      const piece = run.slice(j, i)
      const prev = best[j]!
      const cand = {
        unknown: prev.unknown + (known(piece) ? 0 : piece.length),
        pieces: prev.pieces + 1,
        from: j,
      }
      if (
        cand.unknown < pick.unknown ||
        (cand.unknown === pick.unknown && cand.pieces < pick.pieces)
      )
        pick = cand
    }
    best.push(pick)
  }
  const pieces: string[] = []
  for (let i = n; i > 0; i = best[i]!.from) pieces.unshift(run.slice(best[i]!.from, i))
  // A split that leaves most letters unknown is no better than the run itself.
  return best[n]!.unknown > n / 2 ? [run] : pieces
}
