import winkNLP, { type WinkMethods } from 'wink-nlp'
import model from 'wink-eng-lite-web-model'

/**
 * English tokens, lemmas and parts of speech from wink-nlp with its lite English model.
 * Chosen over compromise because it gives lemmas and universal POS tags in one pass (~3 ms a
 * question) from a 3.8 MB model bundled in the npm package (nothing downloaded at run time),
 * and runs on Node 20. Replaces the hand-written stemmer and stop-word lists of text/normalize.ts
 * for understanding questions. Loading the model takes ~0.3 s (more under load), so it is loaded
 * once per process and warmed at server start (see warmNlp in nlp/warm.ts).
 */

interface EnglishToken {
  text: string
  lemma: string
  pos: string
  /** wink token type: word, number, punctuation, symbol, … */
  type: string
}

let nlp: WinkMethods | null = null

function instance(): WinkMethods {
  nlp ??= winkNLP(model)
  return nlp
}

export function englishTokens(text: string): EnglishToken[] {
  const n = instance()
  // wink's its.* helpers are plain functions read off the `its` object, as its docs show.
  /* eslint-disable @typescript-eslint/unbound-method */
  const its = n.its
  const tokens = n.readDoc(text).tokens()
  const values = tokens.out(its.value)
  // wink's typings do not accept its.lemma for out(); the call is the documented one.
  const lemmas = tokens.out(its.lemma as never) as unknown as string[]
  const pos = tokens.out(its.pos)
  const types = tokens.out(its.type)
  /* eslint-enable @typescript-eslint/unbound-method */
  return values.map((v, i) => ({
    text: v,
    lemma: String(lemmas[i] ?? v).toLowerCase(),
    pos: String(pos[i] ?? 'X'),
    type: String(types[i] ?? 'word'),
  }))
}
