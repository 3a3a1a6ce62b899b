import { MISSING_MARKERS } from './plan/sql'
import { classify, type ColumnStats } from './classify'
import { runQuery, type Cell } from './db'
import { ident } from './sql'
import type { ColumnProfile, TableProfile } from './types'
import type { SourceFile } from './catalog'

/**
 * A loaded table's profile: per column its counts, distincts and range (scans of the table), and
 * the values of categorical columns, within bounds (docs/limits.md, "Data sources"): columns are
 * measured a few dozen at a time, so a 1,000-column file is not 1,000 distinct counts in one
 * query (each holds a hash table: that query alone took 1.1 GB); text kept in the profile is
 * capped (PROFILE_TEXT_CHARS for a range's ends, MAX_VALUE_CHARS for a value, VALUES_BUDGET_CHARS
 * in all), so a profile never carries a file's widest cells.
 */

const MAX_VALUES = 5000
const EXACT_DISTINCT_ROWS = 1_000_000
/** Columns measured per scan: one scan for most files, as before. */
const STATS_COLUMNS = 32
/**
 * Up to this many rows, distinct values are counted from a list of their hashes (8 bytes a row
 * and column), STATS_COLUMNS_SMALL columns a scan: count(DISTINCT) starts a hash table of its
 * own for every column, which took 20 s and 300 MB for 1,000 columns of 4 rows. list_distinct
 * leaves out the NULLs of missing values (a FILTER clause would cost as much as the DISTINCT).
 */
const SMALL_ROWS = 10_000
const STATS_COLUMNS_SMALL = 256
/** A text column's lowest and highest value, as kept in the profile. */
const PROFILE_TEXT_CHARS = 200
/** Values longer than this are not offered for binding words to values. */
const MAX_VALUE_CHARS = 1000
/** Characters of values kept across all columns of one profile. */
const VALUES_BUDGET_CHARS = 16_000_000

const COMPARABLE = (type: string) => !/^(STRUCT|MAP|UNION)|\[\]$/.test(type)

/** A table's columns, by name and DuckDB type, as DESCRIBE gives them. */
export async function columnsOf(table: string): Promise<{ name: string; type: string }[]> {
  const described = await runQuery(`DESCRIBE ${ident(table)}`)
  return described.rows.map((r) => ({ name: String(r[0]), type: String(r[1]) }))
}

/** Four aggregates per column: distinct, count, min, max. */
function statsOf(c: { name: string; type: string }, rows: number): string[] {
  const x = ident(c.name)
  if (!COMPARABLE(c.type)) return ['0', `count(${x})`, 'NULL', 'NULL']
  // Distinct timestamps of millions of rows are costly and never used for binding.
  const distinct =
    rows > EXACT_DISTINCT_ROWS && /^(DATE|TIMESTAMP)/.test(c.type)
      ? '-1'
      : rows <= SMALL_ROWS
        ? `len(list_distinct(list(CASE WHEN ${x} IS NOT NULL THEN hash(${x}) END)))`
        : `count(DISTINCT ${x})`
  const [lo, hi] =
    c.type === 'VARCHAR'
      ? [`left(min(${x}), ${PROFILE_TEXT_CHARS})`, `left(max(${x}), ${PROFILE_TEXT_CHARS})`]
      : [`min(${x})`, `max(${x})`]
  return [distinct, `count(${x})`, lo, hi]
}

/** Text shape (share of numbers, average length): two aggregates per text column. */
function shapeOf(c: { name: string }): string[] {
  const x = ident(c.name)
  return [
    // Of the values written, markers of missing ones ("NA" for a fifth of Titanic's ages)
    // aside: they are missing numbers, not text.
    `count(TRY_CAST(${x} AS DOUBLE)) / greatest(count(${x}) FILTER (WHERE trim(${x}) NOT IN ${MISSING_MARKERS}), 1)`,
    `avg(length(${x}))`,
  ]
}

/** Each column's aggregates over `from`, `step` columns a scan: their values, in order. */
async function aggregated<C>(
  from: string,
  cols: C[],
  step: number,
  aggregatesOf: (c: C) => string[],
): Promise<Cell[]> {
  const cells: Cell[] = []
  for (let i = 0; i < cols.length; i += step) {
    const parts = cols.slice(i, i + step).flatMap(aggregatesOf)
    const row = (await runQuery(`SELECT ${parts.join(', ')} FROM ${from}`)).rows[0] ?? []
    cells.push(...parts.map((_, j) => row[j] ?? null))
  }
  return cells
}

export async function profileOf(table: string, src: SourceFile): Promise<TableProfile> {
  const t = ident(table)
  const cols = await columnsOf(table)
  const rows = Number((await runQuery(`SELECT count(*) FROM ${t}`)).rows[0]?.[0] ?? 0)
  const step = rows <= SMALL_ROWS ? STATS_COLUMNS_SMALL : STATS_COLUMNS
  const stats = await aggregated(t, cols, step, (c) => statsOf(c, rows))
  const text = cols.filter((c) => c.type === 'VARCHAR')
  // The shape is measured on the first rows only.
  const shape = await aggregated(`(SELECT * FROM ${t} LIMIT 100000)`, text, STATS_COLUMNS, shapeOf)
  const columns: ColumnProfile[] = []
  let budget = VALUES_BUDGET_CHARS
  for (const [i, c] of cols.entries()) {
    const k = text.indexOf(c)
    const s: ColumnStats = {
      name: c.name,
      type: c.type,
      rows,
      distinct: Number(stats[i * 4] ?? 0),
      nulls: rows - Number(stats[i * 4 + 1] ?? 0),
      min: scalar(stats[i * 4 + 2]),
      max: scalar(stats[i * 4 + 3]),
      numericShare: k >= 0 ? Number(shape[k * 2] ?? 0) : 0,
      avgLength: k >= 0 ? Number(shape[k * 2 + 1] ?? 0) : 0,
    }
    const kind = classify(s)
    let values: string[] = []
    if (kind.kind === 'categorical' && s.distinct <= MAX_VALUES && budget > 0) {
      const x = `CAST(${ident(c.name)} AS VARCHAR)`
      const v = await runQuery(
        `SELECT DISTINCT ${x} FROM ${t} WHERE ${x} IS NOT NULL AND length(${x}) <= ${MAX_VALUE_CHARS} LIMIT ${MAX_VALUES + 1}`,
      )
      values = v.rows.map((row) => String(row[0]))
      budget -= values.reduce((n, value) => n + value.length, 0)
    }
    columns.push({
      name: c.name,
      type: c.type,
      distinct: s.distinct,
      nulls: s.nulls,
      min: s.min,
      max: s.max,
      values,
      ...kind,
    })
  }
  return {
    table,
    rows,
    columns,
    source: {
      datasetId: src.datasetId,
      datasourceId: src.datasourceId,
      fileName: src.fileName,
      fileType: src.fileType,
    },
    ...(src.vocabulary ? { vocabulary: src.vocabulary } : {}),
  }
}

function scalar(v: Cell | undefined): number | string | null {
  if (v === undefined || v === null) return null
  return typeof v === 'number' ? v : String(v)
}
