import { createElement } from 'react'
import { base64Utf8, escapeHtml as e, missingHtml } from '../../export/html-text'
import { cell, inline, missingMd } from '../../export/markdown-text'
import type { ArtifactRef } from '../../types'
import type { BlockHead } from '../../api/normalize-block'
import type { BlockModule } from '../block-module'
import { parseArtifact } from '../parse-artifact'
import { TableBlock } from '../table-block'

/** A Markdown table past this many rows is unreadable; the HTML one scrolls, so it keeps more. */
const MD_ROW_LIMIT = 50
const HTML_ROW_LIMIT = 1000

const isNumeric = (type: string) => type === 'integer' || type === 'number'

/** Our TABLE block: the CSV file. */
export type TableJobBlock = BlockHead & { kind: 'table'; artifact: ArtifactRef }

/** TABLE: a CSV file of the service, fetched at once (its URL expires), shown as a grid. */
export const tableBlock: BlockModule<TableJobBlock> = {
  parse: (content, head) => {
    const artifact = parseArtifact(content)
    return artifact && { ...head, kind: 'table', artifact }
  },
  View: function TableView({ block, ctx }) {
    return createElement(TableBlock, { artifact: block.artifact, onRerun: ctx.onRerun })
  },
  toMarkdown: (block, { t, input }) => {
    const a = input.artifacts.get(block.artifact.url)
    if (a?.kind !== 'table') return missingMd(t, block.artifact.name)
    const { table } = a
    const rows = table.rows.slice(0, MD_ROW_LIMIT)
    const head = `| ${table.columns.map((c) => cell(c.name)).join(' | ')} |`
    const rule = `| ${table.columns.map((c) => (isNumeric(c.type) ? '---:' : '---')).join(' | ')} |`
    const body = rows.map((r) => `| ${r.map(cell).join(' | ')} |`).join('\n')
    const name = block.artifact.name
    const note = `_${inline(
      table.rows.length > rows.length
        ? t('md.someRows', { name, shown: rows.length, count: table.rows.length })
        : t('md.rows', { name, count: table.rows.length }),
    )}_`
    return `${note}\n\n${head}\n${rule}\n${body}`
  },
  toHtml: (block, { t, input }) => {
    const a = input.artifacts.get(block.artifact.url)
    if (!a || a.kind !== 'table') return missingHtml(t, block.artifact.name)
    const { table } = a
    const shown = table.rows.slice(0, HTML_ROW_LIMIT)
    const numeric = table.columns.map((c) => isNumeric(c.type))
    const head = table.columns
      .map((c) => `<th scope="col">${e(c.name)} <span class="meta">${e(c.type)}</span></th>`)
      .join('')
    const body = shown
      .map(
        (r) =>
          `<tr>${r.map((v, i) => `<td${numeric[i] ? ' class="num"' : ''} dir="auto">${e(v)}</td>`).join('')}</tr>`,
      )
      .join('\n')
    const note =
      table.rows.length > shown.length
        ? t('table.someRows', { count: table.rows.length, shown: shown.length })
        : t('table.rows', { count: table.rows.length })
    const href = `data:text/csv;charset=utf-8;base64,${base64Utf8(a.csv)}`
    return `<figure><figcaption><bdi>${e(block.artifact.name)}</bdi> · ${e(note)} · <a download="${e(block.artifact.name)}" href="${href}">${e(t('table.download'))}</a></figcaption>
<div class="tablewrap"><table><thead><tr>${head}</tr></thead><tbody>
${body}
</tbody></table></div></figure>`
  },
}
