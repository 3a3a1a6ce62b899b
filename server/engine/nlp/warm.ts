import { chineseWords } from './chinese'
import { englishTokens } from './english'

/**
 * Loads the English model and builds jieba's dictionary once per process (about 0.5 s each, more
 * under load), so no job pays for it. Called by the server's background warm-up at start.
 */
export function warmNlp(): void {
  englishTokens('How many rows are there?')
  chineseWords('每个地区的销售额是多少？')
}
