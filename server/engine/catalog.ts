import type { SourceInfo, TableProfile, Vocabulary } from './types'
import { execute, runQuery } from './db'
import { columnsOf, profileOf } from './profile'
import type { DatasetWords } from './semantic/model'
import { checkCells } from './source-bounds'
import { readInPlace, sourceReader } from './source-reader'
import { addSpanColumn } from './span-column'
import { ident, literal, tableNameFor } from './sql'

/**
 * Loads each data source once into DuckDB (a table for CSV/TSV/JSON, a view over Parquet) and
 * profiles its columns (profile.ts). Text columns holding dates are converted, so "Jan 1 2000"
 * becomes a DATE. Every file is read within the bounds of source-bounds.ts (docs/limits.md,
 * "Data sources"): a Parquet file's values are measured before its view is made
 * (source-reader.ts), a CSV or JSON table's as soon as it is loaded, before any value of it
 * reaches JavaScript.
 */

export interface SourceFile extends SourceInfo {
  path: string
  /** A document's passages and index (documents/documents.ts); tables have none. */
  passages?: string
  /** The dataset's own vocabulary (types.ts Vocabulary), copied onto its profile. */
  vocabulary?: Vocabulary
  /**
   * The dataset's name, description and its owner's semantic overrides, read by its semantic
   * model (semantic/model.ts).
   */
  dataset?: DatasetWords
}

const loaded = new Map<string, Promise<TableProfile>>()
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
    if (!isView) await checkCells(ident(raw), src.path)
    const columns = await columnsOf(raw)
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
