import { BLOCKS, blockModule } from '../blocks/registry'
import type { JobBlock } from '../types'
import {
  exportT,
  jobMeta,
  stepStatusWord,
  GATHERED,
  type BlockExport,
  type ExportInput,
} from './export-model'
import { inline } from './markdown-text'

function blockMd(ex: BlockExport, block: JobBlock): string {
  return blockModule(block.kind).toMarkdown(block, ex)
}

/** The job as one Markdown document: steps, answer, sources and follow-ups; images inline as data. */
export function buildJobMarkdown(input: ExportInput): string {
  const { job, layout } = input
  const t = exportT(input.language)
  const ex = { t, input }
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
      for (const b of s.blocks) parts.push(blockMd(ex, b))
    })
  }
  if (layout.answer.length) {
    parts.push(`## ${t('answer')}`)
    for (const b of layout.answer) parts.push(blockMd(ex, b))
  }
  if (job.status.state === 'failed')
    parts.push(`> ${inline(t('failed', { message: job.status.error.message }))}`)
  if (layout.sources.length) {
    parts.push(`## ${t('sources')}`)
    parts.push(
      BLOCKS.SOURCES.toMarkdown({ ...GATHERED, kind: 'sources', sources: layout.sources }, ex),
    )
  }
  if (layout.followUps.length) {
    parts.push(`## ${t('followUps')}`)
    parts.push(
      BLOCKS.QUESTIONS.toMarkdown(
        { ...GATHERED, kind: 'questions', questions: layout.followUps },
        ex,
      ),
    )
  }
  return `${parts.filter(Boolean).join('\n\n')}\n`
}
