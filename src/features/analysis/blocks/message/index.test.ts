import { describeExports, EVIL, sampleHead as head } from '../../testing/block-samples'
import type { MessageJobBlock } from '.'

/**
 * Samples with service text in every field, and what the exporters wrote for them before the
 * block types became modules (their `blockMd`/`blockHtml` switches).
 */
const SAMPLES: Record<string, { block: MessageJobBlock; md: string; html: string }> = {
  MESSAGE: {
    block: { ...head, kind: 'message', text: `  **Bold** ${EVIL} [l](javascript:alert(3))\n` },
    md: '**Bold** &lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'|*_` [l](javascript:alert(3))',
    html: '<div class="md" dir="auto"><div class="markdown" dir="auto"><p dir="auto"><strong>Bold</strong> &lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#x27;|*_` <span>l</span></p></div></div>',
  },
}

describeExports('the message block module', SAMPLES)
