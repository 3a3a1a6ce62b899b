import type { ChatModelList } from '@contract/chat'
import type { Dataset, Envelope, Paged } from '@contract/jobs'
import { ApiError, requestJson, type ApiErrorInit } from '@/lib/http'
import { chatEndpoint, jobsEndpoint } from '@/lib/settings/endpoints'
import type { Settings } from '@/lib/settings/settings'

/** What "Test connection" found: the names the service listed, or why it failed. */
export type ConnectionCheck =
  { ok: true; total: number; names: string[] } | { ok: false; error: ApiErrorInit }

const asError = (err: unknown): ApiErrorInit =>
  err instanceof ApiError ? err.toJSON() : { kind: 'network', message: String(err) }

/** Chat: GET /models with the form's base URL and key (saved or not). */
export async function checkChat(
  form: Pick<Settings, 'chatBaseUrl' | 'chatApiKey'>,
  signal?: AbortSignal,
): Promise<ConnectionCheck> {
  const conn = chatEndpoint(form)
  try {
    const { data } = await requestJson<ChatModelList>(conn.url('/models'), {
      headers: conn.headers,
      signal,
    })
    const models = Array.isArray(data?.data) ? data.data : null
    if (!models) {
      return {
        ok: false,
        error: { kind: 'http', message: 'The service answered, but not with a list of models.' },
      }
    }
    return { ok: true, total: models.length, names: models.map((m) => m.id) }
  } catch (err) {
    return { ok: false, error: asError(err) }
  }
}

/** Jobs: one small authenticated GET, the first page of datasets (the envelope's code counts). */
export async function checkJobs(
  form: Pick<Settings, 'jobsBaseUrl' | 'jobsApiKey' | 'userId'>,
  signal?: AbortSignal,
): Promise<ConnectionCheck> {
  const conn = jobsEndpoint(form)
  const params = new URLSearchParams({ user_id: conn.userId, page_number: '1', page_size: '20' })
  try {
    const { data, status, traceId } = await requestJson<Envelope<Paged<Dataset> | null>>(
      conn.url(`/datasets?${params}`),
      { headers: conn.headers, signal },
    )
    if (!data || typeof data.code !== 'number') {
      return {
        ok: false,
        error: { kind: 'http', status, message: 'The service answered without its envelope.' },
      }
    }
    if (data.code !== 0) {
      return {
        ok: false,
        error: {
          kind: 'service',
          status,
          code: data.code,
          message: data.msg ?? `The job service answered with code ${data.code}.`,
          traceId,
        },
      }
    }
    const records = Array.isArray(data.data?.records) ? data.data.records : []
    return {
      ok: true,
      total: data.data?.total_items ?? records.length,
      names: records.map((d) => d.name),
    }
  } catch (err) {
    return { ok: false, error: asError(err) }
  }
}
