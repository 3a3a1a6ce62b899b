import { execute, runQuery } from './db'
import { columnsOf } from './profile'
import { ident } from './sql'

/**
 * A table with a start and an end date on each row (took office / left office, admitted /
 * discharged, order / ship date) holds a quantity no column names: the days between them. It is
 * added as a column of its own, "duration (days)", so "the shortest term", "the average
 * stay" and "terms of more than 2,000 days" are questions about one column like any other.
 * Only for exactly two date columns where the second never comes before the first.
 */

const DATE_TYPE = /^(DATE|TIMESTAMP)/
/** Both dates must be there on most rows, or the span measures little. */
const FILLED = 0.9

/** Named for what it measures, not for its columns: their names would claim their words ("orders"). */
export const SPAN_NAME = 'duration (days)'

/** Adds the span column to the table or view `table` when it has such a pair; the SQL of the view otherwise unchanged. */
export async function addSpanColumn(
  table: string,
  isView: boolean,
  viewBody: string,
): Promise<void> {
  const columns = await columnsOf(table)
  if (columns.some((c) => c.name.toLowerCase() === SPAN_NAME)) return
  const dates = columns.filter((c) => DATE_TYPE.test(c.type)).map((c) => c.name)
  if (dates.length !== 2) return
  const pair = await orderedPair(table, dates[0]!, dates[1]!)
  if (!pair) return
  const days = `datediff('day', ${ident(pair[0])}, ${ident(pair[1])})`
  if (isView)
    await execute(
      `CREATE OR REPLACE VIEW ${ident(table)} AS SELECT *, ${days} AS ${ident(SPAN_NAME)} FROM (${viewBody})`,
    )
  else {
    await execute(`ALTER TABLE ${ident(table)} ADD COLUMN ${ident(SPAN_NAME)} BIGINT`)
    await execute(`UPDATE ${ident(table)} SET ${ident(SPAN_NAME)} = ${days}`)
  }
}

/**
 * The two columns as [start, end] when one never precedes the other on a row and the two are
 * days apart on at least half the rows (a date and a time on that same day, "day" and "at", span
 * no days: nothing to measure); else null. One pass over the table.
 */
async function orderedPair(table: string, a: string, b: string): Promise<[string, string] | null> {
  const [x, y] = [ident(a), ident(b)]
  const r = await runQuery(
    `SELECT count(*), count(*) FILTER (WHERE ${x} IS NOT NULL AND ${y} IS NOT NULL),
       count(*) FILTER (WHERE ${y} < ${x}), count(*) FILTER (WHERE ${x} < ${y}),
       count(*) FILTER (WHERE datediff('day', ${y}, ${x}) > 0), count(*) FILTER (WHERE datediff('day', ${x}, ${y}) > 0)
     FROM ${ident(table)}`,
  )
  const [rows, both, backwards, forwards, daysBack, daysOn] = (r.rows[0] ?? []).map(Number)
  if (!rows || !both || both < FILLED * rows) return null
  if (!backwards && forwards && daysOn! >= both / 2) return [a, b]
  if (!forwards && backwards && daysBack! >= both / 2) return [b, a]
  return null
}
