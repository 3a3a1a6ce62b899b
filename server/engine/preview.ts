import { ident } from './sql'
import type { TableProfile } from './types'

/**
 * The first rows of a table as a dataset's overview shows them, each cell at most
 * PREVIEW_CELL_CHARS characters and marked "…" when cut (docs/limits.md, "Data sources"): a
 * value may hold a megabyte, and 20 rows of 1,000 such columns would make a 20 GB reply. Text,
 * binary and nested values are shown as text (nested ones as JSON); numbers, dates and the like
 * as they are.
 */

const PREVIEW_CELL_CHARS = 200

const AS_IS =
  /^(BOOLEAN|TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT|FLOAT|DOUBLE|REAL|DECIMAL|DATE|TIME|TIMESTAMP|INTERVAL|UUID)(\(\d+, ?\d+\)| WITH TIME ZONE|_S|_MS|_NS)?$/i

/** Lists, structs and maps are shown as JSON, as they were before they were cut. */
const NESTED = /^(STRUCT|MAP|UNION)|\]$/

export function previewSql(profile: TableProfile, rows: number): string {
  const n = PREVIEW_CELL_CHARS
  const cells = profile.columns.map((c) => {
    const x = ident(c.name)
    if (AS_IS.test(c.type)) return x
    const text =
      c.type === 'VARCHAR'
        ? x
        : NESTED.test(c.type)
          ? `CAST(to_json(${x}) AS VARCHAR)`
          : `CAST(${x} AS VARCHAR)`
    return `CASE WHEN length(${text}) > ${n} THEN left(${text}, ${n}) || '…' ELSE ${text} END AS ${x}`
  })
  return `SELECT ${cells.join(', ') || '*'} FROM ${ident(profile.table)} LIMIT ${Math.floor(rows)}`
}
