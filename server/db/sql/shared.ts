import type { Driver, Param, Queryable } from '../driver'
import type { Page, PageQuery } from '../repo'

/** What each part of the SQL repository reads through: the driver, once it is open and migrated. */
export type Db = () => Promise<Driver>

/** Ties within one millisecond keep their insertion order (newest-first reverses it). */
let lastOrd = 0
export function nextOrd(): number {
  lastOrd = Math.max(lastOrd + 1, Date.now() * 1000)
  return lastOrd
}

export const like = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
export const parse = <T>(row: { data: string }): T => JSON.parse(row.data) as T
export const num = (v: unknown) => Number(v ?? 0)

/** The records a `SELECT data …` returns, parsed from their JSON. */
export async function records<T>(db: Queryable, sql: string, params: Param[] = []): Promise<T[]> {
  return (await db.all<{ data: string }>(sql, params)).map((r) => parse<T>(r))
}

/** The first record a `SELECT data …` returns, or undefined. */
export async function record<T>(
  db: Queryable,
  sql: string,
  params: Param[],
): Promise<T | undefined> {
  return (await records<T>(db, sql, params))[0]
}

/** One page of a user's records, newest first, optionally filtered by text in `searchColumn`. */
export async function page<T>(
  db: Driver,
  table: string,
  where: string,
  params: Param[],
  searchColumn: string,
  p: PageQuery,
): Promise<Page<T>> {
  let filter = where
  const args = [...params]
  if (p.search) {
    filter += ` AND ${searchColumn} LIKE ? ESCAPE '\\'`
    args.push(like(p.search))
  }
  const [count] = await db.all<{ n: number }>(
    `SELECT count(*) AS n FROM ${table} WHERE ${filter}`,
    args,
  )
  const found = await records<T>(
    db,
    `SELECT data FROM ${table} WHERE ${filter} ORDER BY created_at DESC, ord DESC LIMIT ? OFFSET ?`,
    [...args, p.limit, p.offset],
  )
  return { total: num(count?.n), records: found }
}
