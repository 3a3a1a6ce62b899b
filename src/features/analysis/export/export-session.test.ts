import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { newJob } from '../store/new-job'
import type { Job } from '../types'
import { buildSessionHtml, buildSessionMarkdown } from './export-session'

const job = (question: string, answer: string): Job => ({
  ...newJob({
    sessionId: 's',
    question,
    context: { datasetId: 'd1', datasourceIds: [], outputLanguage: 'AUTO', jobMode: 'AUTO' },
    now: 1_700_000_000_000,
  }),
  status: { state: 'complete' },
  groups: {
    r: { id: 'r', name: 'Answer', stage: 'Respond', status: 'done', retries: 0, files: null },
  },
  groupOrder: ['r'],
  blocks: [{ groupId: 'r', groupName: 'Answer', stage: 'Respond', kind: 'message', text: answer }],
})

describe('session export', () => {
  const jobs = [
    job('Total sales by region?', 'West leads.'),
    job('And profit?', '```md\n# not a heading\n```'),
  ]
  const name = 'Sales <study>'

  it('is one self-contained HTML document with every job in order', async () => {
    const html = await buildSessionHtml(jobs, name, () => 'Superstore', 'en')
    expect(html.match(/<html/g)).toHaveLength(1)
    expect(html).toContain("default-src 'none'")
    expect(html).toContain('<title>Sales &lt;study&gt;</title>')
    expect(html.indexOf('Total sales by region?')).toBeLessThan(html.indexOf('And profit?'))
    expect(html).toContain('West leads.')
    expect(html).toContain('dataset Superstore')
  })

  it('is one Markdown document; job headings sit under the session title, code is untouched', async () => {
    const md = await buildSessionMarkdown(jobs, name, () => 'Superstore', 'en')
    expect(md.startsWith('# Sales <study>')).toBe(true)
    expect(md).toContain('## Total sales by region?')
    expect(md).toContain('### Answer')
    expect(md).toContain('\n# not a heading\n')
    expect(md).toMatch(/_Parley analysis session · 2 jobs · exported /)
  })

  it('says its own words in the UI language: 简体中文 headings, counts and dates', async () => {
    const at = new Date(Date.UTC(2026, 10, 23, 12))
    const md = await buildSessionMarkdown(jobs, name, () => 'Superstore', 'zh-CN', at)
    expect(md).toMatch(/_Parley 分析会话 · 2 个任务 · 导出于 2026年11月23日 \d{2}:\d{2}_/)
    expect(md).toContain('### 回答')
    expect(md).not.toMatch(/Answer|Asked|status|jobs/)
    const html = await buildSessionHtml(jobs, name, () => 'Superstore', 'zh-CN', at)
    expect(html).toContain('<html lang="zh-CN">')
    expect(html).toContain('数据集 Superstore')
    expect(html).toMatch(/2 个任务 · 导出于 2026年11月23日/)
  })
})
