import { describeExports, EVIL, sampleHead as head } from '../../testing/block-samples'
import type { UnknownJobBlock } from '.'

/**
 * Samples with service text in every field, and what the exporters wrote for them before the
 * block types became modules (their `blockMd`/`blockHtml` switches).
 */
const SAMPLES: Record<string, { block: UnknownJobBlock; md: string; html: string }> = {
  UNKNOWN: {
    block: { ...head, kind: 'unknown', typeName: `X${EVIL}`, content: { v: EVIL, n: [1] } },
    md: '**X&lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'\\|\\*\\_\\`**\n\n```json\n{\n  "v": "<script>alert(1)</script><b onclick=x>&\\"\'|*_`",\n  "n": [\n    1\n  ]\n}\n```',
    html: '<details><summary>X&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`</summary><pre><code>{\n  &quot;v&quot;: &quot;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;\\&quot;&#39;|*_`&quot;,\n  &quot;n&quot;: [\n    1\n  ]\n}</code></pre></details>',
  },
}

describeExports('the unknown block module', SAMPLES)
