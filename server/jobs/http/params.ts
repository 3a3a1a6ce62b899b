import type { Context } from 'hono'
import type { z } from 'zod'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Paged } from '@contract/jobs'
import { invalid } from './errors'

/** Request reading: JSON bodies checked by a schema, user_id from the query, paging. */

async function readBody(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (!text.trim()) return {}
  let value: unknown
  try {
    value = JSON.parse(text) as unknown
  } catch {
    throw invalid('The request body is not valid JSON.')
  }
  // JSON text holds a NUL only as the escape \u0000, so a body without one is not walked.
  if (text.includes('\\u0000')) noNul(value, '')
  return value
}

/**
 * Refuses a NUL character (\u0000) anywhere in a request's text, naming the field. PostgreSQL's
 * text cannot hold one, so both stores refuse it alike before anything is written
 * (docs/limits.md, "Text").
 */
export function noNul(value: unknown, where: string): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000'))
      throw invalid(
        `${where || 'The body'} contains a NUL character (\\u0000), which text here cannot hold.`,
      )
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => noNul(v, `${where}[${i}]`))
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      noNul(k, where || 'A field name')
      noNul(v, where ? `${where}.${k}` : k)
    }
  }
}

export function check<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
  throw invalid(`${where}${issue?.message ?? 'Invalid parameters.'}`)
}

export async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return check(schema, await readBody(c))
}

export function queryUser(c: Context): string {
  const user = c.req.query('user_id')
  if (!user?.trim()) throw invalid('user_id is required.')
  if (user.length > 128) throw invalid('user_id must be at most 128 characters.')
  return user
}

export interface Paging {
  pageNumber: number
  pageSize: number
  search: string | null
}

/**
 * The last page a list can be asked for: its OFFSET (at most 10^8 rows with pages of 100) stays
 * far inside what both databases take (one past 2^63 was a 500 on both; docs/limits.md, "Paging").
 */
const MAX_PAGE_NUMBER = 1_000_000

/** A whole number of at least 1 (any size: the callers bound it), or null. */
function whole(raw: string | undefined, fallback: number): number | null {
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  return Number.isInteger(n) && n >= 1 ? n : null
}

export function paging(c: Context): Paging {
  const search = c.req.query('search')
  if (search && search.length > 128) throw invalid('search must be at most 128 characters.')
  const pageNumber = whole(c.req.query('page_number'), 1)
  if (pageNumber === null || pageNumber > MAX_PAGE_NUMBER)
    throw invalid(`page_number must be a whole number from 1 to ${MAX_PAGE_NUMBER}.`)
  // A larger page_size is served as the largest page (docs/limits.md, "Paging").
  const pageSize = whole(c.req.query('page_size'), DEFAULT_PAGE_SIZE)
  if (pageSize === null)
    throw invalid(
      `page_size must be a whole number from 1 up (pages hold at most ${MAX_PAGE_SIZE} records).`,
    )
  return {
    pageNumber,
    pageSize: Math.min(MAX_PAGE_SIZE, pageSize),
    search: search?.trim() ? search.trim().toLowerCase() : null,
  }
}

export function page<T>(all: T[], p: Paging): Paged<T> {
  return {
    total_items: all.length,
    page_number: p.pageNumber,
    page_size: p.pageSize,
    records: all.slice((p.pageNumber - 1) * p.pageSize, p.pageNumber * p.pageSize),
  }
}

/** The same page, from a count and one page of records read by the database. */
export function pageFrom<T>(total: number, records: T[], p: Paging): Paged<T> {
  return { total_items: total, page_number: p.pageNumber, page_size: p.pageSize, records }
}

/** The OFFSET/LIMIT of a page, for the database. */
export function window(p: Paging): { offset: number; limit: number; search: string | null } {
  return { offset: (p.pageNumber - 1) * p.pageSize, limit: p.pageSize, search: p.search }
}
