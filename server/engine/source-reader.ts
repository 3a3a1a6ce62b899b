import { statSync } from 'node:fs'
import { csvReader, sniffCsv, type CsvDialect } from './csv-dialect'
import {
  checkCells,
  checkColumns,
  checkFileSize,
  checkParquetFooter,
  sourceBounds,
} from './source-bounds'
import { literal, readerFor } from './sql'

/**
 * The table function that reads one data file. CSV and TSV are sniffed first (csv-dialect.ts); an
 * Excel sheet was converted to Parquet when its source was synched (jobs/uploads/xlsx), so its
 * path is that Parquet file. Sniffs are remembered per file version, so a reload after a restart
 * reads the file the same way without asking again. A file is read only within the bounds of
 * source-bounds.ts (docs/limits.md, "Data sources"): its size, and, for a file read in place
 * (Parquet), its footer, columns and cells are checked here before the catalog reads a value.
 */

const dialects = new Map<string, Promise<CsvDialect>>()

export function dialectOf(path: string, fileType: string): Promise<CsvDialect> {
  const st = statSync(path)
  const key = `${path}\u0000${st.size}\u0000${st.mtimeMs}`
  let found = dialects.get(key)
  if (!found) {
    found = sniffCsv(path, fileType === 'tsv')
    dialects.set(key, found)
    found.catch(() => dialects.delete(key))
  }
  return found
}

export async function sourceReader(path: string, fileType: string): Promise<string> {
  const bounds = sourceBounds()
  checkFileSize(path, path, bounds)
  // The sniff counts a CSV's columns and refuses a file with too many (csv-dialect.ts).
  if (fileType === 'csv' || fileType === 'tsv')
    return csvReader(path, await dialectOf(path, fileType))
  const reader = fileType === 'xlsx' ? `read_parquet(${literal(path)})` : readerFor(path, fileType)
  if (readInPlace(fileType)) await checkParquetFooter(path, path, bounds)
  await checkColumns(reader, path, bounds)
  if (readInPlace(fileType)) await checkCells(reader, path, bounds)
  return reader
}

/** Whether the source is read in place (a view) rather than copied into a table. */
export const readInPlace = (fileType: string) => fileType === 'parquet' || fileType === 'xlsx'

/**
 * A load error in plain words that names the line, without server paths: DuckDB says
 * "CSV Error on Line: 3" and, a few lines on, what was wrong; JSON errors say "in line 2".
 */
export function loadErrorReason(error: unknown, path: string, name: string): string {
  const text = (error instanceof Error ? error.message : String(error)).split(path).join(name)
  const lines = text.split('\n').map((l) => l.trim())
  const csvLine = /CSV Error on Line: (\d+)/.exec(text)?.[1]
  if (csvLine) {
    const what =
      lines.find(
        (l, i) =>
          i > 0 &&
          l &&
          !/^(Original Line|Possible Solution|file =|[a-z_]+ =)/i.test(l) &&
          !/CSV Error on Line/.test(l),
      ) ?? 'it does not fit the rest of the file'
    return `Line ${csvLine} of ${name} could not be read: ${plainWords(what)}.`.slice(0, 300)
  }
  const first = lines.find(Boolean) ?? text
  return first.replace(/^[A-Za-z ]+Error: /, '').slice(0, 300)
}

/** DuckDB's wording of the usual CSV faults, said the way a person would. */
function plainWords(what: string): string {
  const columns = /Expected Number of Columns: (\d+) Found: (\d+)/.exec(what)
  if (columns) return `it has ${columns[2]} fields where the other rows have ${columns[1]}`
  const convert = /converting column "(.+)"\. Could not convert string "(.*)" to '(\w+)'/.exec(what)
  if (convert)
    return `"${convert[2]}" in column ${convert[1]} is not a ${/INT|DOUBLE|DECIMAL|FLOAT/.test(convert[3]!) ? 'number' : convert[3]!.toLowerCase()} like the rows before it`
  return what.replace(/\.$/, '')
}
