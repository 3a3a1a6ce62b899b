import { describeExports, EVIL, sampleHead as head } from '../../testing/block-samples'
import type { SourcesJobBlock } from '.'

/**
 * Samples with service text in every field, and what the exporters wrote for them before the
 * block types became modules (their `blockMd`/`blockHtml` switches).
 */
const SAMPLES: Record<string, { block: SourcesJobBlock; md: string; html: string }> = {
  SOURCES: {
    block: {
      ...head,
      kind: 'sources',
      sources: [
        {
          source: `f${EVIL}.csv`,
          fileType: 'csv',
          datasetId: 'd',
          datasourceId: 's',
          pageNo: null,
        },
        { source: 'b.pdf', fileType: '', datasetId: '', datasourceId: 's2', pageNo: '3' },
      ],
    },
    md: '- f&lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'\\|\\*\\_\\`.csv (csv, dataset Data d &lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'\\|\\*\\_\\`)\n- b.pdf (page 3)',
    html: '<ul class="chips">\n<li><bdi>f&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`.csv</bdi> <span class="meta">CSV</span> <span class="meta">dataset Data d &lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`</span></li>\n<li><bdi>b.pdf</bdi> <span class="meta">page 3</span></li>\n</ul>',
  },
  'SOURCES with a cited passage': {
    block: {
      ...head,
      kind: 'sources',
      sources: [
        {
          source: 'memo.pdf',
          fileType: 'pdf',
          datasetId: '',
          datasourceId: 's3',
          pageNo: '2',
          id: '1',
          content: `Staff get\n25 days ${EVIL}`,
        },
      ],
    },
    md: '- [1] memo.pdf (pdf, page 2)\n  > Staff get 25 days &lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'\\|\\*\\_\\`',
    html: '<ul class="chips">\n<li>[1] <bdi>memo.pdf</bdi> <span class="meta">PDF</span> <span class="meta">page 2</span><blockquote dir="auto">Staff get\n25 days &lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`</blockquote></li>\n</ul>',
  },
}

describeExports('the sources block module', SAMPLES)
