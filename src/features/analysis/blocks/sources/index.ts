import { createElement } from 'react'
import { escapeHtml as e } from '../../export/html-text'
import { inline } from '../../export/markdown-text'
import type { SourceRef } from '../../types'
import type { BlockHead } from '../../api/normalize-block'
import type { BlockModule } from '../block-module'
import { SourcesBlock } from '../sources-block'
import { isObj, str } from '../wire-values'

/** One item or a list; `file_type` with or without a dot; snake or camel case fields. */
export function parseSources(content: unknown): SourceRef[] {
  const items = Array.isArray(content) ? content : isObj(content) ? [content] : []
  return items.filter(isObj).map((item) => {
    const source = str(item.source) ?? str(item.name) ?? str(item.file_name) ?? ''
    const fileType = (str(item.file_type) ?? str(item.fileType) ?? '').replace(/^\./, '')
    const pageNo = item.page_no ?? item.pageNo
    const id = str(item.id) ?? (typeof item.id === 'number' ? String(item.id) : null)
    const content = str(item.content)
    return {
      source,
      fileType: fileType || (source.includes('.') ? (source.split('.').pop() ?? '') : ''),
      datasetId: str(item.dataset_id) ?? str(item.datasetId) ?? '',
      datasourceId: str(item.datasource_id) ?? str(item.datasourceId) ?? '',
      pageNo:
        typeof pageNo === 'string' && pageNo
          ? pageNo
          : typeof pageNo === 'number'
            ? String(pageNo)
            : null,
      ...(id ? { id } : {}),
      ...(content ? { content } : {}),
    }
  })
}

/** Our SOURCES block: the files the answer used. */
export type SourcesJobBlock = BlockHead & { kind: 'sources'; sources: SourceRef[] }

/**
 * SOURCES: the files the answer used, as chips. The job view and the exports gather every SOURCES
 * block of a job into one (see job-layout) and show that one at the end.
 */
export const sourcesBlock: BlockModule<SourcesJobBlock> = {
  parse: (content, head) => ({ ...head, kind: 'sources', sources: parseSources(content) }),
  View: function SourcesView({ block, ctx }) {
    return createElement(SourcesBlock, { sources: block.sources, datasetName: ctx.datasetName })
  },
  toMarkdown: (block, { t, input }) =>
    block.sources
      .map((s) => {
        const details = [
          s.fileType,
          s.datasetId ? t('source.dataset', { name: input.datasetName(s.datasetId) }) : null,
          s.pageNo ? t('source.page', { page: s.pageNo }) : null,
        ].filter(Boolean)
        const line = `- ${s.id && s.content ? `[${inline(s.id)}] ` : ''}${inline(s.source)}${details.length ? ` (${inline(details.join(', '))})` : ''}`
        // The cited passage, quoted under its source (one line: the passage is plain text).
        return s.content ? `${line}\n  > ${inline(s.content.replace(/\s+/g, ' '))}` : line
      })
      .join('\n'),
  toHtml: (block, { t, input }) => {
    const items = block.sources.map(
      (s) =>
        `<li>${s.id && s.content ? `[${e(s.id)}] ` : ''}<bdi>${e(s.source)}</bdi>${s.fileType ? ` <span class="meta">${e(s.fileType.toUpperCase())}</span>` : ''}${
          s.datasetId
            ? ` <span class="meta">${e(t('source.dataset', { name: input.datasetName(s.datasetId) }))}</span>`
            : ''
        }${s.pageNo ? ` <span class="meta">${e(t('source.page', { page: s.pageNo }))}</span>` : ''}${
          s.content ? `<blockquote dir="auto">${e(s.content)}</blockquote>` : ''
        }</li>`,
    )
    return `<ul class="chips">\n${items.join('\n')}\n</ul>`
  },
}
