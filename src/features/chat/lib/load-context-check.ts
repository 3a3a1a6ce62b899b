import { checkContext, surelyFits, type ContextVerdict } from './context-check'

export interface LoadedCheck {
  verdict: ContextVerdict
  /** ICU formatting, loaded in the same chunk, for the warning's plural text. */
  format: (message: string, locale: string, values: Record<string, string | number>) => string
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
  const [{ countWithin }, { formatIcu }] = await Promise.all([
    import('./count-within'),
    import('./icu'),
  ])
  return { verdict: checkContext(texts, limit, countWithin), format: formatIcu }
}
