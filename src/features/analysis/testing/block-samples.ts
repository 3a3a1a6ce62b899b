import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Markdown } from '@/components/markdown/markdown'
import { parseCsv } from '@/workers/parse-csv'
import { blockModule } from '../blocks/registry'
import type { ExportArtifact, ExportInput } from '../export/export-model'
import { exportT } from '../export/export-model'
import { layoutJob } from '../lib/job-layout'
import { newJob } from '../store/new-job'
import type { Job, JobBlock } from '../types'

/**
 * What each block module's test exports its samples with: service text that must never get
 * through as HTML, two saved artifacts (`u-table`, `u-image`) and one never saved (`u-gone`).
 */
export const EVIL = '<script>alert(1)</script><b onclick=x>&"\'|*_`'
export const sampleHead = { groupId: 'g1', groupName: `Step ${EVIL}`, stage: 'Analyze' as const }

const PNG = 'data:image/png;base64,iVBORw0KGgo='
const csv = `name,value\n"${EVIL.replace(/"/g, '""')}",1\nb,2\n`

const artifacts = new Map<string, ExportArtifact | null>([
  ['u-table', { kind: 'table', csv, table: parseCsv(csv) }],
  ['u-image', { kind: 'image', dataUrl: PNG }],
  ['u-gone', null],
])

const renderMarkdown = (md: string) => renderToStaticMarkup(createElement(Markdown, { text: md }))

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

/** A block's Markdown and HTML, as its module in the registry exports them (in English). */
export function exportsOf(block: JobBlock): { md: string; html: string } {
  const input = sampleInput([block])
  const t = exportT('en')
  const module = blockModule(block.kind)
  return {
    md: module.toMarkdown(block, { t, input }),
    html: module.toHtml(block, { t, input, renderMarkdown }),
  }
}

/**
 * The checks every block module's test makes of its samples: each exports the Markdown and HTML
 * the exporters wrote before the block types became modules, and no service text gets through
 * as HTML.
 */
export function describeExports<B extends JobBlock>(
  name: string,
  samples: Record<string, { block: B; md: string; html: string }>,
): void {
  describe(name, () => {
    it.each(Object.keys(samples))('exports %s as the exporters did', (key) => {
      const { block, md, html } = samples[key]!
      expect(exportsOf(block)).toEqual({ md, html })
    })

    it('never lets service text through as HTML', () => {
      for (const { block } of Object.values(samples))
        expect(exportsOf(block).html).not.toMatch(/<script|<b onclick/)
    })
  })
}
