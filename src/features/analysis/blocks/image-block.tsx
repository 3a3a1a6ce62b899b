import { memo, useEffect } from 'react'
import { ChartBlock } from '../chart/chart-block'
import { downloadBlob, safeFileName } from '@/components/data-table/download-file'
import { useAnalysisT } from '../i18n'
import { chartName } from '../lib/chart-name'
import { requestArtifact, useArtifact } from '../store/artifact-store'
import type { ArtifactRef } from '../types'
import { ArtifactNotice } from './artifact-notice'

/** IMAGE: the chart from its saved copy, with download and a text alternative. */
export const ImageBlock = memo(function ImageBlock({
  artifact,
  groupName,
  question,
  onRerun,
  spec,
}: {
  artifact: ArtifactRef
  groupName: string
  question: string
  onRerun: (() => void) | null
  /** The Vega-Lite spec this PNG was drawn from: shown as an interactive chart instead. */
  spec?: string | null
}) {
  const t = useAnalysisT()
  const state = useArtifact(artifact)
  // Fetched even with a spec: the PNG is the fallback, the download and what exports embed.
  useEffect(() => requestArtifact('image', artifact), [artifact])
  const name = chartName(artifact, groupName)
  const ready = state?.state === 'ready' && state.kind === 'image' ? state : null

  if (spec) {
    return (
      <ChartBlock
        specText={spec}
        name={name}
        fallback={
          <ImageBlock
            artifact={artifact}
            groupName={groupName}
            question={question}
            onRerun={onRerun}
          />
        }
        actions={
          ready && (
            <>
              {ready.cached && <span>{t('table.cached')}</span>}
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => downloadBlob(ready.blob, safeFileName(artifact.name, 'chart.png'))}
              >
                {t('image.download')}
              </button>
            </>
          )
        }
      />
    )
  }

  if (state?.state !== 'ready' || state.kind !== 'image') {
    return (
      <ArtifactNotice
        name={artifact.name}
        state={state}
        loadingKey="image.loading"
        onRetry={() => requestArtifact('image', artifact, { force: true })}
        onRerun={onRerun}
      />
    )
  }
  return (
    <figure className="flex flex-col gap-2">
      <img
        src={state.objectUrl}
        alt={t('image.alt', { name, question })}
        className="max-h-[28rem] w-auto max-w-full self-start rounded-md border border-(--border) bg-white"
      />
      <figcaption className="flex flex-wrap items-center gap-2 text-sm text-(--muted)">
        <span dir="auto" className="me-auto">
          {name}
          {state.cached && ` · ${t('table.cached')}`}
        </span>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => downloadBlob(state.blob, safeFileName(artifact.name, 'chart.png'))}
        >
          {t('image.download')}
        </button>
      </figcaption>
    </figure>
  )
})
