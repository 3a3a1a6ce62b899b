import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { BlockType } from '@contract/jobs'
import { Markdown } from '@/components/markdown/markdown'
import { parseCsv } from '@/workers/parse-csv'
import type { ExportArtifact, ExportInput } from '../export/export-model'
import { exportT } from '../export/export-model'
import { layoutJob } from '../lib/job-layout'
import { newJob } from '../store/new-job'
import type { Job, JobBlock } from '../types'
import { BLOCKS, blockModule, isBlockType, parseBlock, UNKNOWN_BLOCK } from './registry'

type Sample = BlockType | 'UNKNOWN' | 'IMAGE_MISSING' | 'TABLE_MISSING'

const EVIL = '<script>alert(1)</script><b onclick=x>&"\'|*_`'
const PNG = 'data:image/png;base64,iVBORw0KGgo='
const head = { groupId: 'g1', groupName: `Step ${EVIL}`, stage: 'Analyze' as const }
const csv = `name,value\n"${EVIL.replace(/"/g, '""')}",1\nb,2\n`

const renderMarkdown = (md: string) => renderToStaticMarkup(createElement(Markdown, { text: md }))

/**
 * A sample block per contract type (the `Record` makes the compiler ask for a new type's), the
 * unknown one and two artifacts never saved.
 */
const SAMPLES: Record<Sample, JobBlock> = {
  MESSAGE: { ...head, kind: 'message', text: `  **Bold** ${EVIL} [l](javascript:alert(3))\n` },
  CODE: { ...head, kind: 'code', code: `SELECT '${EVIL}' -- \`\`\` fence`, language: 'sql' },
  TABLE: {
    ...head,
    kind: 'table',
    artifact: { name: `t${EVIL}.csv`, url: 'u-table', expiresAt: null },
  },
  TABLE_MISSING: {
    ...head,
    kind: 'table',
    artifact: { name: `gone${EVIL}.csv`, url: 'u-gone', expiresAt: null },
  },
  IMAGE: {
    ...head,
    kind: 'image',
    artifact: { name: `chart${EVIL}.png`, url: 'u-image', expiresAt: null },
  },
  IMAGE_MISSING: {
    ...head,
    groupName: '',
    kind: 'image',
    artifact: { name: 'gone.png', url: 'u-gone', expiresAt: null },
  },
  SOURCES: {
    ...head,
    kind: 'sources',
    sources: [
      { source: `f${EVIL}.csv`, fileType: 'csv', datasetId: 'd', datasourceId: 's', pageNo: null },
      { source: 'b.pdf', fileType: '', datasetId: '', datasourceId: 's2', pageNo: '3' },
    ],
  },
  QUESTIONS: { ...head, kind: 'questions', questions: [`Why ${EVIL}?`, 'And  then\nwhat?'] },
  UNKNOWN: { ...head, kind: 'unknown', typeName: `X${EVIL}`, content: { v: EVIL, n: [1] } },
}

const artifacts = new Map<string, ExportArtifact | null>([
  ['u-table', { kind: 'table', csv, table: parseCsv(csv) }],
  ['u-image', { kind: 'image', dataUrl: PNG }],
  ['u-gone', null],
])

function sampleInput(blocks: JobBlock[]): ExportInput {
  const job: Job = {
    ...newJob({
      sessionId: 's',
      question: `Question ${EVIL}`,
      context: { datasetId: 'd', datasourceIds: [], outputLanguage: 'AUTO', jobMode: 'AUTO' },
      now: 0,
    }),
    blocks,
  }
  return {
    job,
    layout: layoutJob(job),
    artifacts,
    datasetName: (id) => `Data ${id} ${EVIL}`,
    exportedAt: new Date(0),
    language: 'en',
  }
}

/**
 * What the exporters wrote for each sample before the block types became modules (their
 * `blockMd`/`blockHtml` switches; SOURCES and QUESTIONS: the list of their section).
 */
const BEFORE: Record<Sample, { md: string; html: string }> = {
  MESSAGE: {
    md: '**Bold** &lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'|*_` [l](javascript:alert(3))',
    html: '<div class="md" dir="auto"><div class="markdown" dir="auto"><p dir="auto"><strong>Bold</strong> &lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#x27;|*_` <span>l</span></p></div></div>',
  },
  CODE: {
    md: "````sql\nSELECT '<script>alert(1)</script><b onclick=x>&\"'|*_`' -- ``` fence\n````",
    html: '<pre><code>SELECT &#39;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`&#39; -- ``` fence</code></pre>',
  },
  TABLE: {
    md: '_t&lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'\\|\\*\\_\\`.csv: 2 rows._\n\n| name | value |\n| --- | ---: |\n| &lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'\\|*_` | 1 |\n| b | 2 |',
    html: '<figure><figcaption><bdi>t&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`.csv</bdi> · 2 rows · <a download="t&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`.csv" href="data:text/csv;charset=utf-8;base64,bmFtZSx2YWx1ZQoiPHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0PjxiIG9uY2xpY2s9eD4mIiInfCpfYCIsMQpiLDIK">download the full CSV</a></figcaption>\n<div class="tablewrap"><table><thead><tr><th scope="col">name <span class="meta">text</span></th><th scope="col">value <span class="meta">integer</span></th></tr></thead><tbody>\n<tr><td dir="auto">&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`</td><td class="num" dir="auto">1</td></tr>\n<tr><td dir="auto">b</td><td class="num" dir="auto">2</td></tr>\n</tbody></table></div></figure>',
  },
  TABLE_MISSING: {
    md: '_gone&lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'\\|\\*\\_\\`.csv was not saved before its link expired, so it is not included._',
    html: '<p class="missing">gone&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`.csv was not saved before its link expired, so it is not included.</p>',
  },
  IMAGE: {
    md: '![Step &lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'\\|\\*\\_\\`. Chart answering: Question &lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'\\|\\*\\_\\`](data:image/png;base64,iVBORw0KGgo=)',
    html: '<figure><img src="data:image/png;base64,iVBORw0KGgo=" alt="Step &lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`. Chart answering: Question &lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`"><figcaption dir="auto">chart&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`.png</figcaption></figure>',
  },
  IMAGE_MISSING: {
    md: '_gone.png was not saved before its link expired, so it is not included._',
    html: '<p class="missing">gone.png was not saved before its link expired, so it is not included.</p>',
  },
  SOURCES: {
    md: '- f&lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'\\|\\*\\_\\`.csv (csv, dataset Data d &lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'\\|\\*\\_\\`)\n- b.pdf (page 3)',
    html: '<ul class="chips">\n<li><bdi>f&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`.csv</bdi> <span class="meta">CSV</span> <span class="meta">dataset Data d &lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`</span></li>\n<li><bdi>b.pdf</bdi> <span class="meta">page 3</span></li>\n</ul>',
  },
  QUESTIONS: {
    md: '- Why &lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'\\|\\*\\_\\`?\n- And then what?',
    html: '<ul>\n<li dir="auto">Why &lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`?</li>\n<li dir="auto">And  then\nwhat?</li>\n</ul>',
  },
  UNKNOWN: {
    md: '**X&lt;script>alert(1)&lt;/script>&lt;b onclick=x>&"\'\\|\\*\\_\\`**\n\n```json\n{\n  "v": "<script>alert(1)</script><b onclick=x>&\\"\'|*_`",\n  "n": [\n    1\n  ]\n}\n```',
    html: '<details><summary>X&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;&quot;&#39;|*_`</summary><pre><code>{\n  &quot;v&quot;: &quot;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick=x&gt;&amp;\\&quot;&#39;|*_`&quot;,\n  &quot;n&quot;: [\n    1\n  ]\n}</code></pre></details>',
  },
}

const plain = { groupId: 'g', groupName: 'G', stage: 'Analyze' as const }

describe('the block registry', () => {
  it('has one module for every block type of the contract, and nothing else', () => {
    const contractTypes = Object.keys(SAMPLES).filter(isBlockType).sort()
    expect(Object.keys(BLOCKS).sort()).toEqual(contractTypes)
    expect(contractTypes).toHaveLength(6)
  })

  it("finds a block's module by its kind, the unknown one included", () => {
    for (const [type, module] of Object.entries(BLOCKS)) {
      expect(blockModule(type.toLowerCase() as JobBlock['kind'])).toBe(module)
    }
    expect(blockModule('unknown')).toBe(UNKNOWN_BLOCK)
  })

  it('keeps a TABLE or IMAGE without a usable URL as an unknown block', () => {
    expect(parseBlock('TABLE', { name: 'x' }, plain)).toEqual({
      ...plain,
      kind: 'unknown',
      typeName: 'TABLE',
      content: { name: 'x' },
    })
    expect(parseBlock('IMAGE', 'https://h/a/chart.png', plain)).toEqual({
      ...plain,
      kind: 'image',
      artifact: { name: 'chart.png', url: 'https://h/a/chart.png', expiresAt: null },
    })
  })

  it.each(Object.keys(SAMPLES) as Sample[])('exports %s as the exporters did', (name) => {
    const block = SAMPLES[name]
    const input = sampleInput([block])
    const t = exportT('en')
    const module = blockModule(block.kind)
    expect(module.toMarkdown(block, { t, input })).toBe(BEFORE[name].md)
    expect(module.toHtml(block, { t, input, renderMarkdown })).toBe(BEFORE[name].html)
  })

  it('never lets service text through as HTML', () => {
    const input = sampleInput(Object.values(SAMPLES))
    const t = exportT('en')
    for (const block of Object.values(SAMPLES)) {
      const html = blockModule(block.kind).toHtml(block, { t, input, renderMarkdown })
      expect(html).not.toMatch(/<script|<b onclick/)
    }
  })
})
