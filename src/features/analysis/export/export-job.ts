import { createElement } from 'react'
import { downloadBlob } from '@/components/data-table/download-file'
import { Markdown } from '@/components/markdown/markdown'
import type { Language } from '@/lib/settings/settings'
import { parseCsvOffMainThread } from '@/workers/csv-client'
import { artifactKey } from '../lib/artifact-key'
import { layoutJob } from '../lib/job-layout'
import { readCachedArtifact } from '../store/artifact-cache'
import { getArtifact } from '../store/artifact-store'
import type { ArtifactRef, Job } from '../types'
import { buildJobHtml } from './export-html'
import { buildJobMarkdown } from './export-markdown'
import { exportFileName, type ExportArtifact, type ExportInput } from './export-model'

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as string)
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'))
    reader.readAsDataURL(blob)
  })
}

/** The saved copy of an artifact (memory first, then IndexedDB); never the network. */
async function savedArtifact(
  kind: 'table' | 'image',
  ref: ArtifactRef,
): Promise<ExportArtifact | null> {
  const live = getArtifact(ref)
  let blob: Blob | null = live?.state === 'ready' ? live.blob : null
  if (!blob) blob = (await readCachedArtifact(artifactKey(ref.url)).catch(() => null))?.blob ?? null
  if (!blob) return null
  if (kind === 'image') {
    // Raster only: the HTML export refuses anything else (an SVG can carry script).
    const typed = /^image\/(png|jpeg|gif|webp)$/.test(blob.type)
      ? blob
      : new Blob([blob], { type: 'image/png' })
    return { kind, dataUrl: await blobToDataUrl(typed) }
  }
  const table =
    live?.state === 'ready' && live.kind === 'table'
      ? live.table
      : await parseCsvOffMainThread(blob)
  return { kind, csv: await blob.text(), table }
}

/** A job with its saved files, ready for either format. */
export async function gatherJob(
  job: Job,
  datasetName: (id: string) => string,
  language: Language,
): Promise<ExportInput> {
  const artifacts = new Map<string, ExportArtifact | null>()
  for (const b of job.blocks) {
    if ((b.kind === 'table' || b.kind === 'image') && !artifacts.has(b.artifact.url)) {
      artifacts.set(b.artifact.url, await savedArtifact(b.kind, b.artifact))
    }
  }
  return { job, layout: layoutJob(job), artifacts, datasetName, exportedAt: new Date(), language }
}

export async function exportJobHtml(
  job: Job,
  datasetName: (id: string) => string,
  language: Language,
): Promise<void> {
  const input = await gatherJob(job, datasetName, language)
  // Loaded on demand: only exporting needs React's static renderer.
  const { renderToStaticMarkup } = await import('react-dom/server')
  const html = buildJobHtml(input, (md) =>
    renderToStaticMarkup(createElement(Markdown, { text: md })),
  )
  downloadBlob(new Blob([html], { type: 'text/html;charset=utf-8' }), exportFileName(job, 'html'))
}

export async function exportJobMarkdown(
  job: Job,
  datasetName: (id: string) => string,
  language: Language,
): Promise<void> {
  const md = buildJobMarkdown(await gatherJob(job, datasetName, language))
  downloadBlob(new Blob([md], { type: 'text/markdown;charset=utf-8' }), exportFileName(job, 'md'))
}
