import { nextTurn } from '../turns'
import { chineseWords } from './chinese'
import { englishTokens } from './english'
import { loadZhGlossary } from './zh-glossary'

/**
 * Loads the English model and builds jieba's dictionary once per process (about 0.5 s each, more
 * under load), so no job pays for it, and starts reading the Chinese glossary (0.2 s; its first
 * build about 7 s, on a worker thread). Called by the server's background warm-up at start.
 */
export function warmNlp(): void {
  englishTokens('How many rows are there?')
  chineseWords('每个地区的销售额是多少？')
  void loadZhGlossary()
}

/**
 * The same for the server's start-up warm-up: each model built in a turn of the event loop of its
 * own (jieba's about 0.3 s, English about 0.1 s, both synchronous), so requests are answered in
 * between; resolves once the Chinese glossary is read too.
 */
export async function warmNlpInTurns(): Promise<void> {
  await nextTurn()
  englishTokens('How many rows are there?')
  await nextTurn()
  chineseWords('每个地区的销售额是多少？')
  await loadZhGlossary()
}
