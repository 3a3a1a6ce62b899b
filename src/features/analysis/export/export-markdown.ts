import type { JobBlock } from '../types'
import { exportT, jobMeta, stepStatusWord, type ExportInput, type ExportT } from './export-model'

const MD_ROW_LIMIT = 50

/** Tag-like text would be raw HTML in most Markdown viewers; `&lt;` shows the same character. */
export function neutralizeHtml(text: string): string {
  return text.replace(/<(?=[a-zA-Z/!?])/g, '&lt;')
}

/** Plain text on one line (headings, list items), with Markdown punctuation escaped. */
function inline(text: string): string {
  return neutralizeHtml(text.replace(/\s+/g, ' ').trim()).replace(/([\\`*_[\]#|])/g, '\\$1')
}

function fence(code: string, language: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((m) => m.length))
  const ticks = '`'.repeat(longest + 1)
  return `${ticks}${language}\n${code}\n${ticks}`
}

function cell(v: string): string {
  return neutralizeHtml(v.replace(/\r?\n/g, ' ')).replace(/\|/g, '\\|')
}

const missing = (t: ExportT, name: string) => `_${inline(t('missing', { name }))}_`

function blockMd(t: ExportT, input: ExportInput, block: JobBlock): string {
  switch (block.kind) {
    case 'message':
      return neutralizeHtml(block.text.trim())
    case 'code':
      return fence(block.code, block.language)
    case 'table': {
      const a = input.artifacts.get(block.artifact.url)
      if (a?.kind !== 'table') return missing(t, block.artifact.name)
      const { table } = a
      const rows = table.rows.slice(0, MD_ROW_LIMIT)
      const head = `| ${table.columns.map((c) => cell(c.name)).join(' | ')} |`
      const rule = `| ${table.columns.map((c) => (c.type === 'integer' || c.type === 'number' ? '---:' : '---')).join(' | ')} |`
      const body = rows.map((r) => `| ${r.map(cell).join(' | ')} |`).join('\n')
      const name = block.artifact.name
      const note = `_${inline(
        table.rows.length > rows.length
          ? t('md.someRows', { name, shown: rows.length, count: table.rows.length })
          : t('md.rows', { name, count: table.rows.length }),
      )}_`
      return `${note}\n\n${head}\n${rule}\n${body}`
    }
    case 'image': {
      const a = input.artifacts.get(block.artifact.url)
      if (a?.kind !== 'image') return missing(t, block.artifact.name)
      const alt = inline(
        t('image.alt', {
          name: block.groupName || block.artifact.name,
          question: input.job.question,
        }),
      )
      return `![${alt}](${a.dataUrl})`
    }
    case 'unknown':
      return `**${inline(block.typeName)}**\n\n${fence(JSON.stringify(block.content, null, 2) ?? '', 'json')}`
    default:
      return ''
  }
}

/** The job as one Markdown document: steps, answer, sources and follow-ups; images inline as data. */
export function buildJobMarkdown(input: ExportInput): string {
  const { job, layout } = input
  const t = exportT(input.language)
  const parts: string[] = [`# ${inline(job.question)}`]
  parts.push(`_${inline(jobMeta(t, input).join(' · '))}_`)
  if (layout.steps.length) {
    parts.push(`## ${t('steps')}`)
    layout.steps.forEach((s, i) => {
      const status = [
        stepStatusWord(t, s.group.status, job),
        s.group.retries ? t('step.retried', { count: s.group.retries }) : null,
      ]
        .filter(Boolean)
        .join(', ')
      parts.push(`### ${i + 1}. ${inline(s.group.name || t('step'))} (${inline(status)})`)
      for (const b of s.blocks) parts.push(blockMd(t, input, b))
    })
  }
  if (layout.answer.length) {
    parts.push(`## ${t('answer')}`)
    for (const b of layout.answer) parts.push(blockMd(t, input, b))
  }
  if (job.status.state === 'failed')
    parts.push(`> ${inline(t('failed', { message: job.status.error.message }))}`)
  if (layout.sources.length) {
    parts.push(`## ${t('sources')}`)
    parts.push(
      layout.sources
        .map((s) => {
          const details = [
            s.fileType,
            s.datasetId ? t('source.dataset', { name: input.datasetName(s.datasetId) }) : null,
            s.pageNo ? t('source.page', { page: s.pageNo }) : null,
          ].filter(Boolean)
          return `- ${inline(s.source)}${details.length ? ` (${inline(details.join(', '))})` : ''}`
        })
        .join('\n'),
    )
  }
  if (layout.followUps.length) {
    parts.push(`## ${t('followUps')}`)
    parts.push(layout.followUps.map((q) => `- ${inline(q)}`).join('\n'))
  }
  return `${parts.filter(Boolean).join('\n\n')}\n`
}
