import { describe, expect, it } from 'vitest'
import { EVIL, exportsOf, sampleHead as head } from '../../testing/block-samples'
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

describe('the message block module', () => {
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
