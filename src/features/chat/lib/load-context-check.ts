import { checkContext, surelyFits, type ContextVerdict } from './context-check'

export interface LoadedCheck {
  verdict: ContextVerdict
}

/**
 * Loads the tokenizer on first use (its own chunk, kept out of the first /chat download) and
 * checks the prompt texts against `limit`; null when they fit for sure without counting.
 */
export async function checkPromptContext(
  texts: readonly string[],
  limit: number,
): Promise<LoadedCheck | null> {
  if (surelyFits(texts, limit)) return null
  const { countWithin } = await import('./count-within')
  return { verdict: checkContext(texts, limit, countWithin) }
}
