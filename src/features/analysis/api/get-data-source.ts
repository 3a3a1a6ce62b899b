import type { DataSource } from '@contract/jobs'
import { ApiError } from '@/lib/http'
import { jobsConnection } from './connection'
import { requestEnvelope } from './envelope'

async function getDataSource(
  datasetId: string,
  datasourceId: string,
  signal?: AbortSignal,
): Promise<DataSource> {
  const conn = jobsConnection()
  const params = new URLSearchParams({ user_id: conn.userId })
  return requestEnvelope<DataSource>(
    conn.url(
      `/datasets/${encodeURIComponent(datasetId)}/datasources/${encodeURIComponent(datasourceId)}?${params}`,
    ),
    { headers: conn.headers, signal },
  )
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(new ApiError({ kind: 'aborted', message: 'Stopped.' }))
      },
      { once: true },
    )
  })

/**
 * Polls a new data source until the service has read it: synched or invalid (v1 words too). The
 * official clients poll every 3 s; a second keeps the UI lively without flooding (20 req/s limit).
 */
export async function waitForSync(
  datasetId: string,
  datasourceId: string,
  opts: { signal?: AbortSignal; intervalMs?: number; timeoutMs?: number } = {},
): Promise<DataSource> {
  const deadline = Date.now() + (opts.timeoutMs ?? 10 * 60_000)
  for (;;) {
    const source = await getDataSource(datasetId, datasourceId, opts.signal)
    const status = String(source.status).toLowerCase()
    if (status === 'synched' || status === 'synced') return { ...source, status: 'synched' }
    if (status === 'invalid' || status === 'error' || status === 'failed')
      return { ...source, status: 'invalid' }
    if (Date.now() > deadline) {
      throw new ApiError({
        kind: 'service',
        message: 'The service is still reading the file; check back later.',
      })
    }
    await sleep(opts.intervalMs ?? 1000, opts.signal)
  }
}
