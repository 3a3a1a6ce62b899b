import { describeExports, EVIL, sampleHead as head } from '../../testing/block-samples'
import type { QuestionsJobBlock } from '.'

/**
 * Samples with service text in every field, and what the exporters wrote for them before the
 * block types became modules (their `blockMd`/`blockHtml` switches).
 */
const SAMPLES: Record<string, { block: QuestionsJobBlock; md: string; html: string }> = {
  QUESTIONS: {
    block: { ...head, kind: 'questions', questions: [`Why ${EVIL}?`, 'And  then\nwhat?'] },
    md: '- Why &lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'\\|\\*\\_\\`?\n- And then what?',
    html: '<ul>\n<li dir="auto">Why &lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`?</li>\n<li dir="auto">And  then\nwhat?</li>\n</ul>',
  },
}

describeExports('the questions block module', SAMPLES)
