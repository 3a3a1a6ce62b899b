/**
 * The only way text reaches SQL: identifiers are double-quoted with quotes doubled, strings are
 * single-quoted with quotes doubled, numbers must be finite. Questions are untrusted; every name
 * and value in a query comes from a table profile or passes through here.
 */

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

export function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`
}

export function num(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`)
  return String(value)
}

/** A DuckDB table function reading a data file of a supported type. */
export function readerFor(path: string, fileType: string): string {
  const file = literal(path)
  switch (fileType) {
    case 'csv':
      return `read_csv_auto(${file})`
    case 'tsv':
      return `read_csv_auto(${file}, delim = '\\t')`
    case 'json':
      return `read_json_auto(${file})`
    case 'parquet':
      return `read_parquet(${file})`
    default:
      throw new Error(`Unsupported file type: ${fileType}`)
  }
}

/** Table names are built from ids, never from user text. */
export function tableNameFor(datasourceId: string): string {
  return `ds_${datasourceId.replace(/[^A-Za-z0-9_]/g, '_')}`
}
