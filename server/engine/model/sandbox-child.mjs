// The process the model's SQL runs in (forked by sandbox-process.ts), never the server's own: a
// DuckDB scalar function (generate_series, repeat) cannot be interrupted while it builds its value,
// and it allocates outside memory_limit, so only ending this process really stops such a query
// (docs/limits.md, "Model planner"). Plain JavaScript, so it starts without a TypeScript loader;
// named apart from sandbox-process.ts, as an import of './sandbox-process' would find a .mjs first.
// Requests come as {id, op, ...}; each gets {id, ok, value} or {id, ok: false, error}.
import { DuckDBInstance, DuckDBTypeId, JsonDuckDBValueConverter } from '@duckdb/node-api'

let connection = null
let rssLimit = Infinity

// The parent cannot see this process's memory; past the limit it is told, and kills this process.
// Should that message be lost, the process ends itself shortly after.
setInterval(() => {
  const rss = process.memoryUsage.rss()
  if (rss <= rssLimit) return
  process.send?.({ memory: rss })
  setTimeout(() => process.kill(process.pid, 'SIGKILL'), 500)
}, 25).unref()

// The server went away (or closed this sandbox): nothing is left to answer.
process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'))

const quote = (name) => `"${String(name).replaceAll('"', '""')}"`
const literal = (text) => `'${String(text).replaceAll("'", "''")}'`

async function open({ files, views, memoryLimit, threads, rssLimitBytes }) {
  rssLimit = rssLimitBytes
  const instance = await DuckDBInstance.create(':memory:', { threads: String(threads) })
  connection = await instance.connect()
  const setup = [
    // Past memory_limit a query fails instead of spilling to disk: the default temporary
    // directory is .tmp in the server's working directory, and a killed process leaves it behind.
    // (Set first: it cannot be changed once external access is off.)
    "SET temp_directory = ''",
    `SET allowed_paths = [${files.map(literal).join(', ')}]`,
    'SET enable_external_access = false',
    'SET autoinstall_known_extensions = false',
    'SET autoload_known_extensions = false',
    `SET memory_limit = ${literal(memoryLimit)}`,
    ...views.map(
      (name, i) => `CREATE VIEW ${quote(name)} AS SELECT * FROM read_parquet(${literal(files[i])})`,
    ),
    'SET lock_configuration = true',
  ]
  for (const statement of setup) await connection.run(statement)
}

async function serialize(sql) {
  const query = 'SELECT json_serialize_sql(CAST($sql AS VARCHAR))'
  const reader = await connection.runAndReadAll(query, { sql })
  const cell = reader.getRowsJson()[0]?.[0]
  return typeof cell === 'string' ? cell : '{}'
}

/** The last SQL bound and its columns: run() binds what check() just bound, and binding folds
 * constants (a repeat() is computed then), so it is done once. */
let lastBound = { sql: null, columns: null }

/** Binds the SQL (it is not run): its column names and type ids, or DuckDB's error. */
async function bind(sql) {
  if (lastBound.sql === sql) return lastBound.columns
  const columns = await bindNow(sql)
  lastBound = { sql, columns }
  return columns
}

async function bindNow(sql) {
  const prepared = await connection.prepare(sql)
  try {
    const names = []
    const typeIds = []
    for (let i = 0; i < prepared.columnCount; i++) {
      names.push(prepared.columnName(i))
      typeIds.push(prepared.columnTypeId(i))
    }
    return { names, typeIds }
  } finally {
    prepared.destroySync()
  }
}

/** Types whose text is short by nature; every other column is read as text cut at maxCellChars. */
const SHORT = new Set(
  [
    'BOOLEAN',
    'TINYINT',
    'SMALLINT',
    'INTEGER',
    'BIGINT',
    'UTINYINT',
    'USMALLINT',
    'UINTEGER',
    'UBIGINT',
    'HUGEINT',
    'UHUGEINT',
    'FLOAT',
    'DOUBLE',
    'DECIMAL',
    'DATE',
    'TIME',
    'TIME_TZ',
    'TIMESTAMP',
    'TIMESTAMP_S',
    'TIMESTAMP_MS',
    'TIMESTAMP_NS',
    'TIMESTAMP_TZ',
    'INTERVAL',
    'UUID',
  ].map((name) => DuckDBTypeId[name]),
)

/** The SQL without trailing semicolons and comments, when that is still the same statement. */
async function body(sql) {
  let text = sql
  for (;;) {
    const end = text.lastIndexOf(';')
    if (end < 0 || !/^(\s|--[^\n]*|\/\*[\s\S]*?\*\/)*$/.test(text.slice(end + 1))) break
    text = text.slice(0, end)
  }
  return text === sql || (await serialize(text)) === (await serialize(sql)) ? text : sql
}

/**
 * Runs the SQL inside a wrapper that keeps maxRows + 1 rows and cuts long cells in DuckDB itself
 * (so a 100 MB text never reaches JavaScript), and reads it a chunk at a time, stopping before
 * the rows read pass maxBytes.
 */
async function run({ sql, maxRows, maxBytes, maxCellChars }) {
  const { names, typeIds } = await bind(sql)
  const cut = (c) =>
    `CASE WHEN length(${c}) > ${maxCellChars} THEN substring(${c}, 1, ${maxCellChars}) || '…' ELSE ${c} END`
  const columns = names.map((name, i) =>
    SHORT.has(typeIds[i])
      ? `c${i} AS ${quote(name)}`
      : `${cut(`CAST(c${i} AS VARCHAR)`)} AS ${quote(name)}`,
  )
  const aliases = names.map((_, i) => `c${i}`).join(', ')
  const wrapped = `SELECT ${columns.join(', ')} FROM (\n${await body(sql)}\n) AS model_query(${aliases}) LIMIT ${maxRows + 1}`
  const result = await connection.stream(wrapped)
  const rows = []
  let bytes = 0
  let stopped = null
  while (!stopped) {
    const chunk = await result.fetchChunk()
    if (!chunk || chunk.rowCount === 0) break
    for (const row of chunk.convertRows(JsonDuckDBValueConverter)) {
      const size = row.reduce((sum, v) => sum + cellBytes(v), 0)
      if (rows.length === maxRows) stopped = 'rows'
      else if (bytes + size > maxBytes) stopped = 'bytes'
      if (stopped) break
      bytes += size
      rows.push(row)
    }
  }
  return {
    columns: result.columnNames(),
    types: result.columnTypes().map((t) => t.toString()),
    typeIds: result.columnTypes().map((t) => t.typeId),
    rows,
    stopped,
  }
}

/** About the bytes the cell takes in the answer's CSV. */
function cellBytes(value) {
  if (value === null || value === undefined) return 1
  if (typeof value === 'string') return Buffer.byteLength(value) + 1
  return JSON.stringify(value).length + 1
}

/** For tests: any statement, unvalidated and unbounded. */
async function unchecked(sql) {
  const reader = await connection.runAndReadAll(sql)
  const types = reader.columnTypes()
  return {
    columns: reader.columnNames(),
    types: types.map((t) => t.toString()),
    typeIds: types.map((t) => t.typeId),
    rows: reader.getRowsJson(),
    stopped: null,
  }
}

const OPS = {
  open,
  serialize: ({ sql }) => serialize(sql),
  bind: ({ sql }) => bind(sql),
  run,
  unchecked: ({ sql }) => unchecked(sql),
}

process.on('message', async (request) => {
  try {
    const value = await OPS[request.op](request)
    process.send?.({ id: request.id, ok: true, value: value ?? null })
  } catch (error) {
    process.send?.({
      id: request.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    })
  }
})
process.send?.({ ready: true })
