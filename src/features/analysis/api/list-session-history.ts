import type { HistoryRecord, Paged } from '@contract/jobs'
import { jobsConnection } from './connection'
import { requestEnvelope } from './envelope'
import { fromHistoryRecord, type RecordedJob } from './history-record'

const PAGE_SIZE = 100
const MAX_PAGES = 10

/** Every recorded job of a session (newest first), reading pages until the total is reached. */
export async function listSessionHistory(
  sessionId: string,
  signal?: AbortSignal,
): Promise<RecordedJob[]> {
  const conn = jobsConnection()
  const records: HistoryRecord[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const params = new URLSearchParams({
      user_id: conn.userId,
      page_number: String(page),
      page_size: String(PAGE_SIZE),
    })
    const data = await requestEnvelope<Paged<HistoryRecord> | null>(
      conn.url(`/sessions/${encodeURIComponent(sessionId)}/history?${params}`),
      { headers: conn.headers, signal },
    )
    const batch = Array.isArray(data?.records) ? data.records : []
    records.push(...batch)
    if (batch.length < PAGE_SIZE || records.length >= (data?.total_items ?? 0)) break
  }
  return records.flatMap((record) => fromHistoryRecord(record) ?? [])
}
