import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Markdown } from '@/components/markdown/markdown'
import { parseCsv } from '@/workers/parse-csv'
import { layoutJob } from '../lib/job-layout'
import { applyJobEvents } from '../store/apply-job-event'
import { newJob } from '../store/new-job'
import type { Language } from '@/lib/settings/settings'
import type { JobBlock } from '../types'
import { buildJobHtml, escapeHtml } from './export-html'
import { buildJobMarkdown } from './export-markdown'
import type { ExportArtifact, ExportInput } from './export-model'

const EVIL = '<script>alert(1)</script><img src=x onerror=alert(2)>'
const PNG = 'data:image/png;base64,iVBORw0KGgo='

function input(
  artifacts: Map<string, ExportArtifact | null>,
  language: Language = 'en',
): ExportInput {
  const head = { groupId: 'g1', groupName: `Step ${EVIL}`, stage: 'Analyze' as const }
  const answer = { groupId: 'r', groupName: 'Answer', stage: 'Respond' as const }
  const blocks: JobBlock[] = [
    { ...head, kind: 'code', code: `SELECT '${EVIL}'`, language: 'sql' },
    { ...head, kind: 'table', artifact: { name: `t${EVIL}.csv`, url: 'u-table', expiresAt: null } },
    { ...head, kind: 'image', artifact: { name: 'chart.png', url: 'u-image', expiresAt: null } },
    { ...head, kind: 'image', artifact: { name: 'gone.png', url: 'u-gone', expiresAt: null } },
    { ...head, kind: 'unknown', typeName: `X${EVIL}`, content: { v: EVIL } },
    {
      ...answer,
      kind: 'sources',
      sources: [
        {
          source: `f${EVIL}.csv`,
          fileType: 'csv',
          datasetId: 'd',
          datasourceId: 's',
          pageNo: null,
        },
      ],
    },
    { ...answer, kind: 'questions', questions: [`Why ${EVIL}?`] },
  ]
  let job = newJob({
    sessionId: 's',
    question: `Question ${EVIL}`,
    context: { datasetId: 'd', datasourceIds: [], outputLanguage: 'AUTO', jobMode: 'AUTO' },
    now: 0,
  })
  job = applyJobEvents(
    job,
    [
      { type: 'task', ...head, name: head.groupName, status: 'done', files: null },
      ...blocks.map((block) => ({ type: 'block' as const, block })),
      {
        type: 'block-delta',
        ...answer,
        text: `**Bold** answer ${EVIL} [link](javascript:alert(3))`,
      },
      { type: 'end', outcome: 'done' },
    ],
    1,
  )
  return {
    job,
    layout: layoutJob(job),
    artifacts,
    datasetName: () => `Data ${EVIL}`,
    exportedAt: new Date(0),
    language,
  }
}

const csv = `name,value\n"${EVIL.replace(/"/g, '""')}",1\nb,2\n`
const artifacts = new Map<string, ExportArtifact | null>([
  ['u-table', { kind: 'table', csv, table: parseCsv(csv) }],
  ['u-image', { kind: 'image', dataUrl: PNG }],
  ['u-gone', null],
])
const renderMarkdown = (md: string) => renderToStaticMarkup(createElement(Markdown, { text: md }))

describe('buildJobHtml', () => {
  const html = buildJobHtml(input(artifacts), renderMarkdown)

  it('escapes every piece of service text: no tag from the service survives', () => {
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/<img src=x/i)
    expect(html).not.toContain('javascript:')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('<strong>Bold</strong>')
  })

  it('embeds the table rows, the full CSV and the image as data, and says what is missing', () => {
    expect(html).toContain('<td class="num" dir="auto">2</td>')
    expect(html).toContain('data:text/csv;charset=utf-8;base64,')
    expect(html).toContain(`src="${PNG}"`)
    expect(html).toContain('gone.png was not saved before its link expired')
    expect(html).toContain('Content-Security-Policy" content="default-src \'none\'')
  })

  it('refuses a non-raster data URL for images', () => {
    const svg = new Map(artifacts)
    svg.set('u-image', { kind: 'image', dataUrl: 'data:image/svg+xml;base64,PHN2Zz4=' })
    expect(buildJobHtml(input(svg), renderMarkdown)).not.toContain('image/svg')
  })
})

describe('buildJobMarkdown', () => {
  const md = buildJobMarkdown(input(artifacts))

  it('has the sections, a table and the image inline', () => {
    expect(md).toMatch(/^# Question/)
    expect(md).toContain('## Steps')
    expect(md).toContain('## Answer')
    expect(md).toContain('| name | value |')
    expect(md).toContain(`](${PNG})`)
    expect(md).toContain('## Suggested questions')
  })

  it('neutralises tags outside code so a viewer never renders them as HTML', () => {
    const outsideCode = md.replace(/```[\s\S]*?```/g, '')
    expect(outsideCode).not.toMatch(/<script/i)
    expect(outsideCode).not.toMatch(/<img/i)
  })
})

describe('exports in the UI language', () => {
  // Our words, the ones a 简体中文 file must not have; the service's text (question, step and
  // file names, the answer) stays as it came.
  const OURS = [
    'Steps',
    'Answer',
    'Sources',
    'Suggested questions',
    'Asked',
    'status',
    'exported',
    'was not saved',
    'rows',
    'download the full',
    'Chart answering',
    'done',
    'page',
  ]

  it('writes HTML with lang, headings, labels, counts and dates in 简体中文', () => {
    const html = buildJobHtml(input(artifacts, 'zh-CN'), renderMarkdown)
    expect(html).toContain('<html lang="zh-CN">')
    for (const heading of ['步骤', '回答', '来源', '推荐问题'])
      expect(html).toContain(`<h2>${heading}</h2>`)
    expect(html).toMatch(/Parley 分析 · 导出于 1970年1月1日 \d{2}:\d{2}/)
    expect(html).toMatch(/提问于 1970年1月1日 \d{2}:\d{2} · 状态：已完成 · 数据集 Data/)
    expect(html).toContain('2 行 · <a download=')
    expect(html).toContain('下载完整 CSV')
    expect(html).toContain('gone.png 的链接在保存前已过期，因此未包含在内。')
    expect(html).toContain('<span class="status">完成</span>')
    const ours = html.replace(/<style>[\s\S]*?<\/style>|<[^>]*>/g, ' ')
    for (const word of OURS) expect(ours, word).not.toContain(word)
  })

  it('writes Markdown in 简体中文 and English, counts and dates formatted for each', () => {
    const zh = buildJobMarkdown(input(artifacts, 'zh-CN'))
    expect(zh).toContain('## 步骤')
    expect(zh).toContain('## 回答')
    expect(zh).toContain('### 1. Step')
    expect(zh).toContain('(完成)')
    expect(zh).toMatch(/_提问于 1970年1月1日 \d{2}:\d{2} · 状态：已完成/)
    for (const word of OURS) expect(zh, word).not.toContain(word)
    const en = buildJobMarkdown(input(artifacts, 'en'))
    expect(en).toMatch(/_Asked Jan 1, 1970, \d{1,2}:\d{2}\s?[AP]M · status complete/)
    expect(en).toContain('2 rows.')
    expect(en).toContain('## Sources')
  })
})

describe('escapeHtml', () => {
  it('escapes the five characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })
})
