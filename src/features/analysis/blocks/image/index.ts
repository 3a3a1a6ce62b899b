import { createElement } from 'react'
import { safeImageUrl } from '@/lib/safe-url'
import { escapeHtml as e, missingHtml } from '../../export/html-text'
import { inline, missingMd } from '../../export/markdown-text'
import { artifactKey } from '../../lib/artifact-key'
import type { ArtifactRef } from '../../types'
import type { BlockHead } from '../../api/normalize-block'
import type { BlockModule } from '../block-module'
import { ImageBlock } from '../image-block'
import { parseArtifact } from '../parse-artifact'

/** Our IMAGE block: the chart file. */
export type ImageJobBlock = BlockHead & { kind: 'image'; artifact: ArtifactRef }

/** IMAGE: a chart's PNG, fetched at once; drawn from its Vega-Lite spec when the job sent one. */
export const imageBlock: BlockModule<ImageJobBlock> = {
  parse: (content, head) => {
    const artifact = parseArtifact(content)
    return artifact && { ...head, kind: 'image', artifact }
  },
  View: function ImageView({ block, ctx }) {
    return createElement(ImageBlock, {
      artifact: block.artifact,
      groupName: block.groupName,
      question: ctx.question,
      onRerun: ctx.onRerun,
      spec: ctx.chartSpecs.get(artifactKey(block.artifact.url)),
    })
  },
  toMarkdown: (block, { t, input }) => {
    const a = input.artifacts.get(block.artifact.url)
    if (a?.kind !== 'image') return missingMd(t, block.artifact.name)
    const alt = inline(
      t('image.alt', {
        name: block.groupName || block.artifact.name,
        question: input.job.question,
      }),
    )
    return `![${alt}](${a.dataUrl})`
  },
  toHtml: (block, { t, input }) => {
    const a = input.artifacts.get(block.artifact.url)
    // Raster data only: anything else (an SVG can carry script) is left out.
    const src = a?.kind === 'image' ? safeImageUrl(a.dataUrl) : null
    if (!src || !src.startsWith('data:')) return missingHtml(t, block.artifact.name)
    const alt = t('image.alt', {
      name: block.groupName || block.artifact.name,
      question: input.job.question,
    })
    return `<figure><img src="${src}" alt="${e(alt)}"><figcaption dir="auto">${e(block.artifact.name)}</figcaption></figure>`
  },
}
