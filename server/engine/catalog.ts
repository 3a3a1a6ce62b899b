import type { ColumnProfile, SourceInfo, TableProfile, Vocabulary } from './types'
import { classify, type ColumnStats } from './classify'
import { execute, runQuery, type Cell } from './db'
import type { DatasetWords } from './semantic/model'
import { readInPlace, sourceReader } from './source-reader'
import { addSpanColumn } from './span-column'
import { ident, literal, tableNameFor } from './sql'

/**
 * Loads each data source once into DuckDB (a table for CSV/TSV/JSON, a view over Parquet) and
 * profiles its columns. Text columns holding dates are converted, so "Jan 1 2000" becomes a DATE.
 */

export interface SourceFile extends SourceInfo {
  path: string
  /** The dataset's own vocabulary (types.ts Vocabulary), copied onto its profile. */
  vocabulary?: Vocabulary
  /**
   * The dataset's name, description and its owner's semantic overrides, read by its semantic
   * model (semantic/model.ts).
   */
  dataset?: DatasetWords
}

const loaded = new Map<string, Promise<TableProfile>>()
const MAX_VALUES = 5000
const EXACT_DISTINCT_ROWS = 1_000_000
const DATE_FORMATS = [
  '%Y-%m-%d',
  '%m/%d/%Y',
  '%d/%m/%Y',
  '%Y/%m/%d',
  '%b %d %Y',
  '%B %d %Y',
  '%d %b %Y',
  '%d.%m.%Y',
  '%Y-%m-%d %H:%M:%S',
  '%Y-%m-%dT%H:%M:%S',
  '%m/%d/%Y %H:%M',
]

export function loadSource(src: SourceFile): Promise<TableProfile> {
  const key = `${src.datasourceId}\u0000${src.path}`
  let pending = loaded.get(key)
  if (!pending) {
    pending = load(src)
    loaded.set(key, pending)
    pending.catch(() => loaded.delete(key))
  }
  return pending
}

export async function dropSource(datasourceId: string): Promise<void> {
  for (const key of [...loaded.keys()])
    if (key.startsWith(`${datasourceId}\u0000`)) loaded.delete(key)
  const table = ident(tableNameFor(datasourceId))
  await execute(`DROP VIEW IF EXISTS ${table}`).catch(() => undefined)
  await execute(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined)
}

async function load(src: SourceFile): Promise<TableProfile> {
  const table = tableNameFor(src.datasourceId)
  const raw = `${table}__raw`
  const reader = await sourceReader(src.path, src.fileType)
  const isView = readInPlace(src.fileType)
  await execute(`DROP VIEW IF EXISTS ${ident(table)}`).catch(() => undefined)
  await execute(`DROP TABLE IF EXISTS ${ident(table)}`).catch(() => undefined)
  await execute(
    `CREATE OR REPLACE ${isView ? 'VIEW' : 'TABLE'} ${ident(raw)} AS SELECT * FROM ${reader}`,
  )
  try {
    const columns = await describe(raw)
    if (!columns.length) throw new Error('The file has no columns.')
    // A JSON field holding both text and numbers ("Title": "1776" | 1776) comes back typed JSON:
    // read it as text, or names and titles would be neither values nor labels.
    const replacements = columns
      .filter((c) => c.type === 'JSON')
      .map((c) => `json_extract_string(${ident(c.name)}, '$') AS ${ident(c.name)}`)
    for (const name of await dateLikeColumns(raw, columns)) {
      const format = await dateFormatOf(raw, name)
      if (format)
        replacements.push(
          `CAST(try_strptime(${ident(name)}, ${literal(format.format)}) AS ${format.time ? 'TIMESTAMP' : 'DATE'}) AS ${ident(name)}`,
        )
    }
    const source = isView ? reader : ident(raw)
    const body = replacements.length
      ? `SELECT * REPLACE (${replacements.join(', ')}) FROM ${source}`
      : `SELECT * FROM ${source}`
    await execute(`CREATE OR REPLACE ${isView ? 'VIEW' : 'TABLE'} ${ident(table)} AS ${body}`)
    await addSpanColumn(table, isView, body)
  } finally {
    await execute(`DROP ${isView ? 'VIEW' : 'TABLE'} IF EXISTS ${ident(raw)}`)
  }
  return profileOf(table, src)
}

async function describe(table: string): Promise<{ name: string; type: string }[]> {
  const described = await runQuery(`DESCRIBE ${ident(table)}`)
  return described.rows.map((r) => ({ name: String(r[0]), type: String(r[1]) }))
}

/** Cheap first pass: only text columns whose sampled values look like dates get a format check. */
const DATE_SHAPE =
  /^(\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}([ T]\d{1,2}:\d{2}(:\d{2})?)?|[A-Za-z]{3,9}\.? \d{1,2},? \d{4}|\d{1,2} [A-Za-z]{3,9} \d{4})$/

async function dateLikeColumns(
  table: string,
  columns: { name: string; type: string }[],
): Promise<string[]> {
  const text = columns.filter((c) => c.type === 'VARCHAR')
  if (!text.length) return []
  const sample = await runQuery(
    `SELECT ${text.map((c) => ident(c.name)).join(', ')} FROM ${ident(table)} LIMIT 200`,
  )
  return text
    .filter((_, i) => {
      const values = sample.rows
        .map((r) => r[i])
        .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
      return values.length > 0 && values.every((v) => DATE_SHAPE.test(v.trim()))
    })
    .map((c) => c.name)
}

async function dateFormatOf(
  table: string,
  column: string,
): Promise<{ format: string; time: boolean } | null> {
  const x = ident(column)
  const checks = DATE_FORMATS.map((f, i) => `count(try_strptime(v, ${literal(f)})) AS f${i}`)
  const r = await runQuery(
    `SELECT count(*) AS n, ${checks.join(', ')} FROM (SELECT ${x} AS v FROM ${ident(table)} WHERE ${x} IS NOT NULL AND trim(${x}) <> '' LIMIT 10000)`,
  )
  const row = r.rows[0] ?? []
  const n = Number(row[0] ?? 0)
  if (!n) return null
  const hit = DATE_FORMATS.findIndex((_, i) => Number(row[i + 1]) === n)
  const format = DATE_FORMATS[hit]
  return format ? { format, time: format.includes('%H') } : null
}

const COMPARABLE = (type: string) => !/^(STRUCT|MAP|UNION)|\[\]$/.test(type)

/** One scan for counts, distincts and ranges; text shape measured on the first rows only. */
async function profileOf(table: string, src: SourceFile): Promise<TableProfile> {
  const t = ident(table)
  const cols = await describe(table)
  const rows = Number((await runQuery(`SELECT count(*) FROM ${t}`)).rows[0]?.[0] ?? 0)
  const big = rows > EXACT_DISTINCT_ROWS
  const parts = cols.flatMap((c) => {
    const x = ident(c.name)
    if (!COMPARABLE(c.type)) return ['0', `count(${x})`, 'NULL', 'NULL']
    // Distinct timestamps of millions of rows are costly and never used for binding.
    const distinct = big && /^(DATE|TIMESTAMP)/.test(c.type) ? '-1' : `count(DISTINCT ${x})`
    return [distinct, `count(${x})`, `min(${x})`, `max(${x})`]
  })
  const stats = (await runQuery(`SELECT ${parts.join(', ')} FROM ${t}`)).rows[0] ?? []
  const text = cols.filter((c) => c.type === 'VARCHAR')
  const shape = text.length
    ? ((
        await runQuery(
          `SELECT ${text.flatMap((c) => [`count(TRY_CAST(${ident(c.name)} AS DOUBLE)) / greatest(count(${ident(c.name)}), 1)`, `avg(length(${ident(c.name)}))`]).join(', ')} FROM (SELECT * FROM ${t} LIMIT 100000)`,
        )
      ).rows[0] ?? [])
    : []
  const columns: ColumnProfile[] = []
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
    if (kind.kind === 'categorical' && s.distinct <= MAX_VALUES) {
      const x = ident(c.name)
      const v = await runQuery(
        `SELECT DISTINCT CAST(${x} AS VARCHAR) FROM ${t} WHERE ${x} IS NOT NULL LIMIT ${MAX_VALUES + 1}`,
      )
      values = v.rows.map((row) => String(row[0]))
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
