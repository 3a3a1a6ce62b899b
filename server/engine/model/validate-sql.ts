/**
 * Checks on the model's SQL, done on DuckDB's own parse tree (json_serialize_sql) rather than
 * with regexes: exactly one SELECT; every table read is one of the dataset's views (or a CTE of
 * the query); no table functions at all (read_csv, glob, query, duckdb_settings…); no scalar
 * function that reads settings, files or the catalog. Unknown columns are left to the binder
 * (DuckDB's prepare, in the sandbox's process), which knows the views' columns exactly.
 */

/** `limit`: a bound of docs/limits.md ("Model planner") stopped it. */
type RejectKind =
  'not-select' | 'parse' | 'unknown-table' | 'unknown-column' | 'forbidden' | 'limit'

export class SqlRejected extends Error {
  constructor(
    readonly kind: RejectKind,
    message: string,
  ) {
    super(message)
    this.name = 'SqlRejected'
  }
}

/** Scalar functions that reach outside the query's own rows. */
const DENIED_FUNCTION =
  /^(read_|glob$|sniff_csv|parquet_|current_setting$|getenv$|duckdb_|pragma_|which_secret$|query$|query_table$|sql_auto_complete$|json_serialize|json_deserialize|json_execute|icu_|pg_|has_\w*privilege$|load|install|checkpoint$|force_checkpoint$|enable_|disable_|set_|current_(database|schema|schemas|catalog|query)$|version$|setseed$|nextval$|currval$|txid_|import_|export_|copy)/i

interface SerializedSql {
  error: boolean
  error_type?: string
  error_message?: string
  statements?: { node: unknown }[]
}

type Node = Record<string, unknown>
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v)
const text = (v: unknown): string => (typeof v === 'string' ? v : '')

function walk(value: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(value)) for (const v of value) walk(v, visit)
  else if (isNode(value)) {
    visit(value)
    for (const v of Object.values(value)) walk(v, visit)
  }
}

/** The first keyword, to name what kind of statement was refused ("a DROP statement"). */
function leadingKeyword(sql: string): string {
  const stripped = sql.replace(/--[^\n]*\n?|\/\*[\s\S]*?\*\//g, ' ').trim()
  return (/^[A-Za-z]+/.exec(stripped)?.[0] ?? '').toUpperCase()
}

/**
 * Checks json_serialize_sql's output for the query; `views` are the table names the model was
 * given. Throws SqlRejected with a reason written for the Analyze steps.
 */
export function checkSerialized(sql: string, serializedJson: string, views: string[]): void {
  const parsed = JSON.parse(serializedJson) as SerializedSql
  if (parsed.error) {
    const keyword = leadingKeyword(sql)
    if (
      /only select/i.test(parsed.error_message ?? '') ||
      (keyword && !/^(SELECT|WITH|FROM|\(|VALUES)$/.test(keyword))
    )
      throw new SqlRejected(
        'not-select',
        `the SQL is ${keyword ? `${/^[AEIOU]/.test(keyword) ? 'an' : 'a'} ${keyword} statement` : 'not a query'}, not a single SELECT`,
      )
    throw new SqlRejected(
      'parse',
      `the SQL does not parse (${(parsed.error_message ?? '').split('\n')[0]})`,
    )
  }
  const statements = parsed.statements ?? []
  if (statements.length !== 1)
    throw new SqlRejected(
      'not-select',
      `the SQL holds ${statements.length} statements, not a single SELECT`,
    )
  const allowed = new Set(views.map((v) => v.toLowerCase()))
  const ctes = new Set<string>()
  walk(statements, (node) => {
    const map = isNode(node.cte_map) ? node.cte_map.map : undefined
    if (Array.isArray(map))
      for (const entry of map)
        if (isNode(entry) && typeof entry.key === 'string') ctes.add(entry.key.toLowerCase())
  })
  walk(statements, (node) => {
    if (node.type === 'BASE_TABLE') {
      const table = text(node.table_name)
      const schema = text(node.schema_name)
      const catalog = text(node.catalog_name)
      if (schema || catalog)
        throw new SqlRejected(
          'unknown-table',
          `the SQL reads ${[catalog, schema, table].filter(Boolean).join('.')}, which is not a table of this dataset`,
        )
      if (!allowed.has(table.toLowerCase()) && !ctes.has(table.toLowerCase()))
        throw new SqlRejected(
          'unknown-table',
          `the SQL reads "${table}", which is not a table of this dataset`,
        )
    } else if (node.type === 'TABLE_FUNCTION') {
      const fn = isNode(node.function) ? text(node.function.function_name) : ''
      throw new SqlRejected(
        'forbidden',
        `the SQL calls the table function ${fn || '(unnamed)'}; only the dataset's tables may be read`,
      )
    } else if (node.class === 'FUNCTION' && typeof node.function_name === 'string') {
      if (DENIED_FUNCTION.test(node.function_name))
        throw new SqlRejected(
          'forbidden',
          `the SQL calls ${node.function_name}(), which is not allowed`,
        )
    }
  })
}
