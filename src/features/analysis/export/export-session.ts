import { createElement } from 'react'
import { downloadBlob, safeFileName } from '@/components/data-table/download-file'
import { Markdown } from '@/components/markdown/markdown'
import type { Language } from '@/lib/settings/settings'
import type { Job } from '../types'
import { escapeHtml } from './export-html'
import { gatherJob } from './export-job'
import { buildJobHtml } from './export-html'
import { buildJobMarkdown } from './export-markdown'
import { exportT } from './export-model'

/**
 * A whole session as one self-contained document: every job in order, each exactly as its own
 * export (data tables, charts as embedded PNGs, steps, answer, sources), under the session name.
 */
const MAIN = /<main>\n?([\s\S]*)\n?<\/main>/

export async function buildSessionHtml(
  jobs: Job[],
  name: string,
  datasetName: (id: string) => string,
  language: Language,
  exportedAt = new Date(),
): Promise<string> {
  const t = exportT(language)
  const { renderToStaticMarkup } = await import('react-dom/server')
  const render = (md: string) => renderToStaticMarkup(createElement(Markdown, { text: md }))
  let head = ''
  const bodies: string[] = []
  for (const job of jobs) {
    const html = buildJobHtml(
      { ...(await gatherJob(job, datasetName, language)), exportedAt },
      render,
    )
    head ||= html.slice(0, html.indexOf('<body>'))
    bodies.push(`<article>${MAIN.exec(html)?.[1] ?? ''}</article>`)
  }
  const title = `<title>${escapeHtml(name.slice(0, 120))}</title>`
  return `${head.replace(/<title>[\s\S]*?<\/title>/, title)}<body>
<main>
<h1 dir="auto">${escapeHtml(name)}</h1>
<p class="meta">${escapeHtml(t('session.header', { count: jobs.length, date: exportedAt }))}</p>
${bodies.join('\n<hr>\n')}
</main>
</body>
</html>
`
}

export async function buildSessionMarkdown(
  jobs: Job[],
  name: string,
  datasetName: (id: string) => string,
  language: Language,
  exportedAt = new Date(),
): Promise<string> {
  const t = exportT(language)
  const parts = [
    `# ${name.replace(/\s+/g, ' ')}`,
    `_${t('session.header', { count: jobs.length, date: exportedAt })}_`,
  ]
  for (const job of jobs) {
    // Each job's headings move one level down, under the session's title.
    const md = buildJobMarkdown({ ...(await gatherJob(job, datasetName, language)), exportedAt })
    parts.push(demote(md))
  }
  return `${parts.join('\n\n---\n\n')}\n`
}

/** Adds a level to every ATX heading outside fenced code. */
function demote(md: string): string {
  let fence: string | null = null
  return md
    .split('\n')
    .map((line) => {
      const f = /^(`{3,}|~{3,})/.exec(line)
      if (f) fence = fence === null ? f[1]! : line.startsWith(fence) ? null : fence
      return fence === null && /^#{1,5} /.test(line) ? `#${line}` : line
    })
    .join('\n')
}

export async function exportSession(
  format: 'html' | 'md',
  jobs: Job[],
  name: string,
  datasetName: (id: string) => string,
  language: Language,
): Promise<void> {
  const text =
    format === 'html'
      ? await buildSessionHtml(jobs, name, datasetName, language)
      : await buildSessionMarkdown(jobs, name, datasetName, language)
  const type = format === 'html' ? 'text/html;charset=utf-8' : 'text/markdown;charset=utf-8'
  downloadBlob(new Blob([text], { type }), safeFileName(`${name}.${format}`, `session.${format}`))
}
