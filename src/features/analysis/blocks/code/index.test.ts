import { describe, expect, it } from 'vitest'
import { EVIL, exportsOf, sampleHead as head } from '../../testing/block-samples'
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

describe('the code block module', () => {
  it.each(Object.keys(SAMPLES))('exports %s as the exporters did', (name) => {
    const { block, md, html } = SAMPLES[name]!
    expect(exportsOf(block)).toEqual({ md, html })
  })

  it('never lets service text through as HTML', () => {
    for (const { block } of Object.values(SAMPLES)) {
      expect(exportsOf(block).html).not.toMatch(/<script|<b onclick/)
    }
  })
})
