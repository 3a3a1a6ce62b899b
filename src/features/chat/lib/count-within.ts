import { isWithinTokenLimit } from 'gpt-tokenizer'
import type { CountWithin } from './context-check'

/**
 * The tokenizer the local server counts with (gpt-tokenizer, o200k). Imported only through a
 * dynamic import (see loadContextCheck) so its vocabulary stays out of the first /chat download.
 */

// User text may contain strings like "<|endoftext|>"; they are plain text, never control tokens.
const PLAIN = { disallowedSpecial: new Set<string>() }

export const countWithin: CountWithin = (text, budget) =>
  budget < 0 ? false : isWithinTokenLimit(text, budget, PLAIN)
