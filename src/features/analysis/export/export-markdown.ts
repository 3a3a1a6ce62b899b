import type { JobBlock } from '../types'
import { STATUS_WORDS, stepStatusWord, type ExportInput } from './export-model'

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

function blockMd(input: ExportInput, block: JobBlock): string {
  switch (block.kind) {
    case 'message':
      return neutralizeHtml(block.text.trim())
    case 'code':
      return fence(block.code, block.language)
    case 'table': {
      const a = input.artifacts.get(block.artifact.url)
      if (a?.kind !== 'table')
        return `_${inline(block.artifact.name)} was not saved before its link expired._`
      const { table } = a
      const rows = table.rows.slice(0, MD_ROW_LIMIT)
      const head = `| ${table.columns.map((c) => cell(c.name)).join(' | ')} |`
      const rule = `| ${table.columns.map((c) => (c.type === 'integer' || c.type === 'number' ? '---:' : '---')).join(' | ')} |`
      const body = rows.map((r) => `| ${r.map(cell).join(' | ')} |`).join('\n')
      const note =
        table.rows.length > rows.length
          ? `_${inline(block.artifact.name)}: first ${rows.length} of ${table.rows.length.toLocaleString('en')} rows._`
          : `_${inline(block.artifact.name)}: ${table.rows.length.toLocaleString('en')} rows._`
      return `${note}\n\n${head}\n${rule}\n${body}`
    }
    case 'image': {
      const a = input.artifacts.get(block.artifact.url)
      if (a?.kind !== 'image')
        return `_${inline(block.artifact.name)} was not saved before its link expired._`
      const alt = inline(
        `${block.groupName || block.artifact.name}. Chart answering: ${input.job.question}`,
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
  const parts: string[] = [`# ${inline(job.question)}`]
  const meta = [
    `Asked ${new Date(job.createdAt).toISOString()}`,
    `status ${STATUS_WORDS[job.status.state]}`,
    job.context.datasetId ? `dataset ${input.datasetName(job.context.datasetId)}` : null,
    job.jobId ? `job ${job.jobId}` : null,
  ].filter(Boolean)
  parts.push(`_${inline(meta.join(' · '))}_`)
  if (layout.steps.length) {
    parts.push('## Steps')
    layout.steps.forEach((s, i) => {
      const retried = s.group.retries ? `, retried ×${s.group.retries}` : ''
      parts.push(
        `### ${i + 1}. ${inline(s.group.name || 'Step')} (${stepStatusWord(s.group.status, job)}${retried})`,
      )
      for (const b of s.blocks) parts.push(blockMd(input, b))
    })
  }
  if (layout.answer.length) {
    parts.push('## Answer')
    for (const b of layout.answer) parts.push(blockMd(input, b))
  }
  if (job.status.state === 'failed')
    parts.push(`> This job failed: ${inline(job.status.error.message)}`)
  if (layout.sources.length) {
    parts.push('## Sources')
    parts.push(
      layout.sources
        .map(
          (s) =>
            `- ${inline(s.source)}${s.fileType ? ` (${inline(s.fileType)})` : ''}${
              s.datasetId ? `, dataset ${inline(input.datasetName(s.datasetId))}` : ''
            }${s.pageNo ? `, page ${inline(s.pageNo)}` : ''}`,
        )
        .join('\n'),
    )
  }
  if (layout.followUps.length) {
    parts.push('## Suggested questions')
    parts.push(layout.followUps.map((q) => `- ${inline(q)}`).join('\n'))
  }
  return `${parts.filter(Boolean).join('\n\n')}\n`
}
