import type { Paged } from '@contract/jobs'
import { jobsConnection } from './connection'
import { requestEnvelope } from './envelope'

const PAGE_SIZE = 100

/**
 * Reads a paged list endpoint until its total (or `maxItems`), because the service's default page
 * is 10 and nothing documents a maximum page size.
 */
export async function readAllPages<T>(
  path: string,
  maxItems: number,
  signal?: AbortSignal,
): Promise<T[]> {
  const conn = jobsConnection()
  const all: T[] = []
  for (let page = 1; all.length < maxItems; page++) {
    const params = new URLSearchParams({
      user_id: conn.userId,
      page_number: String(page),
      page_size: String(PAGE_SIZE),
    })
    const data = await requestEnvelope<Paged<T> | null>(conn.url(`${path}?${params}`), {
      headers: conn.headers,
      signal,
    })
    const batch = Array.isArray(data?.records) ? data.records : []
    all.push(...batch)
    if (batch.length < PAGE_SIZE || all.length >= (data?.total_items ?? 0)) break
  }
  return all
}
