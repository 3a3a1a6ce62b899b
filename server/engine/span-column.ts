import { execute, runQuery } from './db'
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
  const described = await runQuery(`DESCRIBE ${ident(table)}`)
  const dates = described.rows.filter((r) => DATE_TYPE.test(String(r[1]))).map((r) => String(r[0]))
  if (dates.length !== 2) return
  const pair = await orderedPair(table, dates[0]!, dates[1]!)
  if (!pair) return
  const [start, end] = pair
  const name = SPAN_NAME
  if (described.rows.some((r) => String(r[0]).toLowerCase() === name)) return
  const days = `datediff('day', ${ident(start)}, ${ident(end)})`
  if (isView)
    await execute(
      `CREATE OR REPLACE VIEW ${ident(table)} AS SELECT *, ${days} AS ${ident(name)} FROM (${viewBody})`,
    )
  else {
    await execute(`ALTER TABLE ${ident(table)} ADD COLUMN ${ident(name)} BIGINT`)
    await execute(`UPDATE ${ident(table)} SET ${ident(name)} = ${days}`)
  }
}

/** The two columns as [start, end] when one never precedes the other on a row, else null. */
async function orderedPair(table: string, a: string, b: string): Promise<[string, string] | null> {
  const r = await runQuery(
    `SELECT count(*), count(*) FILTER (WHERE ${ident(a)} IS NOT NULL AND ${ident(b)} IS NOT NULL),
       count(*) FILTER (WHERE ${ident(b)} < ${ident(a)}), count(*) FILTER (WHERE ${ident(a)} < ${ident(b)})
     FROM ${ident(table)}`,
  )
  const [rows, both, backwards, forwards] = (r.rows[0] ?? []).map(Number)
  if (!rows || !both || both < FILLED * rows) return null
  const pair: [string, string] | null =
    !backwards && forwards ? [a, b] : !forwards && backwards ? [b, a] : null
  // A date and a time on that same day ("day", "at") span no days: nothing to measure.
  if (!pair) return null
  const days = await runQuery(
    `SELECT count(*) FILTER (WHERE datediff('day', ${ident(pair[0])}, ${ident(pair[1])}) > 0) FROM ${ident(table)}`,
  )
  return Number(days.rows[0]?.[0] ?? 0) >= both / 2 ? pair : null
}
