import { describeExports, EVIL, sampleHead as head } from '../../testing/block-samples'
import type { ImageJobBlock } from '.'

/**
 * Samples with service text in every field, and what the exporters wrote for them before the
 * block types became modules (their `blockMd`/`blockHtml` switches).
 */
const SAMPLES: Record<string, { block: ImageJobBlock; md: string; html: string }> = {
  IMAGE: {
    block: {
      ...head,
      kind: 'image',
      artifact: { name: `chart${EVIL}.png`, url: 'u-image', expiresAt: null },
    },
    md: '![Step &lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'\\|\\*\\_\\`. Chart answering: Question &lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'\\|\\*\\_\\`](data:image/png;base64,iVBORw0KGgo=)',
    html: '<figure><img src="data:image/png;base64,iVBORw0KGgo=" alt="Step &lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`. Chart answering: Question &lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`"><figcaption dir="auto">chart&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`.png</figcaption></figure>',
  },
  IMAGE_MISSING: {
    block: {
      ...head,
      groupName: '',
      kind: 'image',
      artifact: { name: 'gone.png', url: 'u-gone', expiresAt: null },
    },
    md: '_gone.png was not saved before its link expired, so it is not included._',
    html: '<p class="missing">gone.png was not saved before its link expired, so it is not included.</p>',
  },
}

describeExports('the image block module', SAMPLES)
