import { useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { UPLOAD_ACCEPT } from '@contract/jobs'
import { ApiError } from '@/lib/http'
import { createDataSource } from '../api/create-data-source'
import { waitForSync } from '../api/get-data-source'
import { uploadFile } from '../api/upload-file'
import { useAnalysisT } from '../i18n'
import { useAnalysisActions, useAskContext } from '../store/analysis-store'

type Upload =
  | { state: 'idle' }
  | { state: 'sending'; name: string; loaded: number; total: number }
  | { state: 'syncing'; name: string }
  | { state: 'ready'; name: string }
  | { state: 'invalid'; name: string; reason: string }
  | { state: 'failed'; name: string; message: string }

/** Upload a file (progress bar), register it as a data source, then follow its sync status. */
export function UploadPanel() {
  const t = useAnalysisT()
  const queryClient = useQueryClient()
  const { datasetId } = useAskContext()
  const { askContextChanged } = useAnalysisActions()
  const [upload, setUpload] = useState<Upload>({ state: 'idle' })
  const [target, setTarget] = useState<'new' | 'this'>('new')
  const controller = useRef<AbortController | null>(null)

  const start = async (file: File) => {
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    const into = target === 'this' && datasetId ? datasetId : null
    setUpload({ state: 'sending', name: file.name, loaded: 0, total: file.size })
    try {
      const fileKey = await uploadFile(file, {
        signal: abort.signal,
        onProgress: ({ loaded, total }) =>
          setUpload({ state: 'sending', name: file.name, loaded, total }),
      })
      const created = await createDataSource({
        datasetId: into,
        name: file.name,
        fileObjectKey: fileKey,
      })
      const dataset = created.dataset_id || into || ''
      void queryClient.invalidateQueries({ queryKey: ['analysis', 'datasets'] })
      setUpload({ state: 'syncing', name: file.name })
      const synced =
        String(created.status).toLowerCase() === 'synched'
          ? created
          : await waitForSync(dataset, created.id, { signal: abort.signal })
      void queryClient.invalidateQueries({ queryKey: ['analysis', 'datasources'] })
      void queryClient.invalidateQueries({ queryKey: ['analysis', 'dataset-status'] })
      // The overview read while the file synced says it has nothing yet (or misses this file).
      void queryClient.invalidateQueries({ queryKey: ['analysis', 'overview'] })
      if (synced.status === 'invalid') {
        const reason = 'reason' in synced && typeof synced.reason === 'string' ? synced.reason : ''
        setUpload({ state: 'invalid', name: file.name, reason })
        return
      }
      setUpload({ state: 'ready', name: file.name })
      askContextChanged({ datasetId: dataset })
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'aborted') setUpload({ state: 'idle' })
      else
        setUpload({
          state: 'failed',
          name: file.name,
          message: err instanceof Error ? err.message : String(err),
        })
    }
  }

  const percent =
    upload.state === 'sending' && upload.total > 0
      ? Math.round((upload.loaded / upload.total) * 100)
      : 0
  const busy = upload.state === 'sending' || upload.state === 'syncing'

  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
      {datasetId && (
        <label className="flex items-center gap-1 text-xs text-(--muted)">
          <span className="sr-only sm:not-sr-only">{t('upload.target')}</span>
          <select
            value={target}
            onChange={(e) => setTarget(e.target.value as 'new' | 'this')}
            disabled={busy}
            className="rounded border border-(--border) bg-(--surface) px-1 py-0.5"
          >
            <option value="new">{t('upload.newDataset')}</option>
            <option value="this">{t('upload.thisDataset')}</option>
          </select>
        </label>
      )}
      <label
        className={`btn btn-secondary relative focus-within:outline-2 focus-within:outline-(--accent) ${busy ? 'pointer-events-none opacity-50' : ''}`}
      >
        {t('upload')}
        <input
          type="file"
          accept={UPLOAD_ACCEPT}
          disabled={busy}
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) void start(file)
          }}
        />
      </label>
      {upload.state === 'sending' && (
        <>
          <progress
            aria-label={t('upload.progress')}
            value={upload.loaded}
            max={upload.total || 1}
            className="h-2 w-28"
          />
          <span role="status" className="text-xs text-(--muted)" dir="auto">
            {t('upload.sending', { name: upload.name, percent })}
          </span>
          <button
            type="button"
            className="text-xs text-(--accent) underline"
            onClick={() => controller.current?.abort()}
          >
            {t('upload.cancel')}
          </button>
        </>
      )}
      {upload.state === 'syncing' && (
        <span role="status" className="flex items-center gap-2 text-xs text-(--muted)" dir="auto">
          <span
            aria-hidden="true"
            className="size-3 animate-spin rounded-full border-2 border-(--border) border-t-(--accent)"
          />
          {t('upload.syncing', { name: upload.name })}
        </span>
      )}
      {(upload.state === 'ready' || upload.state === 'invalid' || upload.state === 'failed') && (
        <span
          role={upload.state === 'ready' ? 'status' : 'alert'}
          className={`flex items-center gap-2 text-xs ${upload.state === 'ready' ? 'text-emerald-700 dark:text-emerald-400' : 'text-(--danger)'}`}
          dir="auto"
        >
          {upload.state === 'ready' && t('upload.ready', { name: upload.name })}
          {upload.state === 'invalid' &&
            t('upload.invalid', { name: upload.name, reason: upload.reason })}
          {upload.state === 'failed' &&
            t('upload.failed', { name: upload.name, message: upload.message })}
          <button
            type="button"
            className="text-(--accent) underline"
            onClick={() => setUpload({ state: 'idle' })}
          >
            {t('upload.dismiss')}
          </button>
        </span>
      )}
    </div>
  )
}
