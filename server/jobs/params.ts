import type { Context } from 'hono'
import type { z } from 'zod'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Paged } from '@contract/jobs'
import { invalid } from './errors'

/** Request reading: JSON bodies checked by a schema, user_id from the query, paging. */

export async function readBody(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (!text.trim()) return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw invalid('The request body is not valid JSON.')
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

function positive(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1) throw invalid(`${name} must be a positive integer.`)
  return n
}

export function paging(c: Context): Paging {
  const search = c.req.query('search')
  if (search && search.length > 128) throw invalid('search must be at most 128 characters.')
  return {
    pageNumber: positive(c.req.query('page_number'), 'page_number', 1),
    pageSize: Math.min(
      MAX_PAGE_SIZE,
      positive(c.req.query('page_size'), 'page_size', DEFAULT_PAGE_SIZE),
    ),
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

/** Newest first; records created in the same millisecond keep their insertion order reversed. */
export function newestFirst<T extends { created_at: string }>(list: T[]): T[] {
  return [...list].sort((a, b) => a.created_at.localeCompare(b.created_at)).reverse()
}
