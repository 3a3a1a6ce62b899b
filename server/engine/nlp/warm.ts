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
