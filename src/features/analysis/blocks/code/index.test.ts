import { describeExports, EVIL, sampleHead as head } from '../../testing/block-samples'
import type { CodeJobBlock } from '.'

/**
 * Samples with service text in every field, and what the exporters wrote for them before the
 * block types became modules (their `blockMd`/`blockHtml` switches).
 */
const SAMPLES: Record<string, { block: CodeJobBlock; md: string; html: string }> = {
  CODE: {
    block: { ...head, kind: 'code', code: `SELECT '${EVIL}' -- \`\`\` fence`, language: 'sql' },
    md: "````sql\nSELECT '<script>alert(1)</script><b onclick=x>&\"'|*_`' -- ``` fence\n````",
    html: '<pre><code>SELECT &#39;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`&#39; -- ``` fence</code></pre>',
  },
}

describeExports('the code block module', SAMPLES)
