import { openSync, readSync, closeSync } from 'node:fs'
import { utf8Copy, utf8CopyOf } from './csv-utf16'
import { runQuery } from './db'
import { checkColumnCount } from './source-bounds'
import { literal } from './sql'

/**
 * What a delimited text file looks like, found before it is loaded: the encoding (from the first
 * bytes: a BOM, valid UTF-8, else Latin-1), then DuckDB's own sniffer (`sniff_csv`) for the
 * delimiter, quote and header. DuckDB does not guess number formats, so text columns of the
 * sniffed sample are checked for decimal commas ("1.234,50") and thousands separators, and the
 * load passes `decimal_separator` / `thousands` so such amounts load as numbers. A file with more
 * columns than PARLEY_SOURCE_MAX_COLUMNS is refused as soon as the sniffer has counted them
 * (docs/limits.md, "Data sources"), before any of its values is read.
 */

type CsvEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16' | 'latin-1'

export interface CsvDialect {
  encoding: CsvEncoding
  delimiter: string
  quote: string | null
  header: boolean
  decimal_separator: '.' | ','
  thousands_separator: '.' | ',' | null
}

const SAMPLE_BYTES = 1024 * 1024
const SAMPLE_ROWS = 5000
/** Values of the number-format sample: 5,000 rows of 50 columns, fewer rows of a wider file. */
const SAMPLE_CELLS = 250_000

export function detectEncoding(bytes: Uint8Array): CsvEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8-bom'
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return 'utf-16'
  try {
    // stream: a character cut off at the end of the sample is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true })
    return 'utf-8'
  } catch {
    return 'latin-1'
  }
}

function head(path: string): Uint8Array {
  const fd = openSync(path, 'r')
  try {
    const buf = Buffer.alloc(SAMPLE_BYTES)
    const n = readSync(fd, buf, 0, SAMPLE_BYTES, 0)
    return buf.subarray(0, n)
  } finally {
    closeSync(fd)
  }
}

/**
 * DuckDB's name for an encoding (it skips a UTF-8 BOM by itself). UTF-16 is read from its UTF-8
 * copy (csv-utf16.ts).
 */
const duckEncoding = (e: CsvEncoding) => (e === 'utf-8-bom' || e === 'utf-16' ? 'utf-8' : e)

/** The file DuckDB reads: the file itself, or a UTF-16 file's UTF-8 copy. */
const readable = (path: string, e: CsvEncoding) => (e === 'utf-16' ? utf8CopyOf(path) : path)

const INTEGER = /^[-+]?\d+$/
const COMMA_DECIMAL = /^[-+]?(\d{1,3}(\.\d{3})+|\d+),\d+$/
const DOT_GROUPED = /^[-+]?\d{1,3}(\.\d{3})+$/
const DOT_DECIMAL = /^[-+]?\d*\.\d+$/
const COMMA_GROUPED = /^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/

/** Decides the number format from the text columns of a sample. */
export function numberFormat(
  columns: (string | null)[][],
): Pick<CsvDialect, 'decimal_separator' | 'thousands_separator'> {
  let commaDecimal = false
  let dotGroups = false
  let commaGroups = false
  for (const values of columns) {
    const v = values.map((x) => (x ?? '').trim()).filter(Boolean)
    if (!v.length) continue
    if (v.every((x) => INTEGER.test(x) || COMMA_DECIMAL.test(x) || DOT_GROUPED.test(x))) {
      if (v.some((x) => COMMA_DECIMAL.test(x))) commaDecimal = true
      // Every value passed the check above, so a dot in any of them groups thousands.
      if (v.some((x) => x.includes('.'))) dotGroups = true
    } else if (v.every((x) => INTEGER.test(x) || DOT_DECIMAL.test(x) || COMMA_GROUPED.test(x))) {
      if (v.some((x) => x.includes(','))) commaGroups = true
    }
  }
  if (commaDecimal) return { decimal_separator: ',', thousands_separator: dotGroups ? '.' : null }
  return { decimal_separator: '.', thousands_separator: commaGroups ? ',' : null }
}

export async function sniffCsv(path: string, tsv: boolean): Promise<CsvDialect> {
  const encoding = detectEncoding(head(path))
  if (encoding === 'utf-16') await utf8Copy(path)
  const file = readable(path, encoding)
  const base = `${literal(file)}, encoding = ${literal(duckEncoding(encoding))}${tsv ? `, delim = '\\t'` : ''}`
  const sniffed = await runQuery(
    `SELECT Delimiter, Quote, HasHeader, len(Columns) FROM sniff_csv(${base}, sample_size = ${SAMPLE_ROWS})`,
  )
  const [delimiter, quote, header, columnCount] = sniffed.rows[0] ?? []
  const width = Number(columnCount ?? 0)
  checkColumnCount(width, path)
  const delim = typeof delimiter === 'string' ? delimiter : ','
  const dialect: CsvDialect = {
    encoding,
    delimiter: delim,
    quote: typeof quote === 'string' && quote !== '(empty)' ? quote : null,
    header: header !== false,
    decimal_separator: '.',
    thousands_separator: null,
  }
  const sampleRows = Math.max(
    1,
    Math.min(SAMPLE_ROWS, Math.floor(SAMPLE_CELLS / Math.max(1, width))),
  )
  try {
    const sample = await runQuery(
      `SELECT * FROM read_csv(${literal(file)}, encoding = ${literal(duckEncoding(encoding))}, delim = ${literal(delim)}, header = ${dialect.header}, all_varchar = true) LIMIT ${sampleRows}`,
    )
    const columns = sample.columns.map((_, i) =>
      sample.rows.map((r) => (r[i] === null ? null : String(r[i]))),
    )
    Object.assign(dialect, numberFormat(columns))
  } catch {
    // A file the sample cannot read fails again at the load, which names the line.
  }
  return dialect
}

/** The read_csv call for a sniffed file; DuckDB still detects column types itself. */
export function csvReader(path: string, d: CsvDialect): string {
  const options = [
    `encoding = ${literal(duckEncoding(d.encoding))}`,
    `delim = ${literal(d.delimiter)}`,
    `header = ${d.header}`,
  ]
  if (d.decimal_separator === ',') options.push(`decimal_separator = ','`)
  if (d.thousands_separator) options.push(`thousands = ${literal(d.thousands_separator)}`)
  return `read_csv(${literal(readable(path, d.encoding))}, ${options.join(', ')})`
}
