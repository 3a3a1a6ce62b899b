import { describeExports, EVIL, sampleHead as head } from '../../testing/block-samples'
import type { TableJobBlock } from '.'

/**
 * Samples with service text in every field, and what the exporters wrote for them before the
 * block types became modules (their `blockMd`/`blockHtml` switches).
 */
const SAMPLES: Record<string, { block: TableJobBlock; md: string; html: string }> = {
  TABLE: {
    block: {
      ...head,
      kind: 'table',
      artifact: { name: `t${EVIL}.csv`, url: 'u-table', expiresAt: null },
    },
    md: '_t&lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'\\|\\*\\_\\`.csv: 2 rows._\n\n| name | value |\n| --- | ---: |\n| &lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'\\|*_` | 1 |\n| b | 2 |',
    html: '<figure><figcaption><bdi>t&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`.csv</bdi> · 2 rows · <a download="t&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`.csv" href="data:text/csv;charset=utf-8;base64,bmFtZSx2YWx1ZQoiPHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0PjxiIG9uY2xpY2s9eD4mIiInfCpfYCIsMQpiLDIK">download the full CSV</a></figcaption>\n<div class="tablewrap"><table><thead><tr><th scope="col">name <span class="meta">text</span></th><th scope="col">value <span class="meta">integer</span></th></tr></thead><tbody>\n<tr><td dir="auto">&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`</td><td class="num" dir="auto">1</td></tr>\n<tr><td dir="auto">b</td><td class="num" dir="auto">2</td></tr>\n</tbody></table></div></figure>',
  },
  TABLE_MISSING: {
    block: {
      ...head,
      kind: 'table',
      artifact: { name: `gone${EVIL}.csv`, url: 'u-gone', expiresAt: null },
    },
    md: '_gone&lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'\\|\\*\\_\\`.csv was not saved before its link expired, so it is not included._',
    html: '<p class="missing">gone&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`.csv was not saved before its link expired, so it is not included.</p>',
  },
}

describeExports('the table block module', SAMPLES)
