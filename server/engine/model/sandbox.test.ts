import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSource } from '../catalog'
import type { NamedProfile } from './plan-answer'
import { MAX_CELL_CHARS, MAX_RESULT_BYTES, MAX_ROWS, Sandbox } from './sandbox'
import { salesSource } from './testing/sales-fixture'

/**
 * The model's SQL against both layers of defence: the validator (one SELECT over the dataset's
 * views, no table functions, no settings) and, beneath it, the sandbox instance itself (file
 * access off, configuration locked), which is tried here with the validator bypassed.
 */

let sandbox: Sandbox
let engineTable = ''
let tables: NamedProfile[] = []

beforeAll(async () => {
  const profile = await loadSource(salesSource('ds-sandbox-sales'))
  engineTable = profile.table
  tables = [{ name: 'sales', profile }]
  sandbox = await Sandbox.open(tables)
})
afterAll(() => sandbox.close())

const rejected = (sql: string) =>
  sandbox.validate(sql).then(
    () => 'accepted',
    (e: Error) => `${e.name}: ${e.message}`,
  )

describe('validation of the model SQL', () => {
  it.each([
    ['DROP TABLE sales', /a DROP statement, not a single SELECT/],
    ['CREATE TABLE t AS SELECT 1', /a CREATE statement/],
    ["COPY sales TO '/tmp/out.csv'", /a COPY statement/],
    ["ATTACH '/tmp/other.db' AS other", /an ATTACH statement/],
    ['INSTALL httpfs', /an INSTALL statement/],
    ['LOAD httpfs', /a LOAD statement/],
    ['PRAGMA database_list', /a PRAGMA statement/],
    ['SET threads = 1', /a SET statement/],
    ['SELECT 1; SELECT 2', /2 statements/],
    ['SELECT * FROM sales; DROP TABLE sales', /not a single SELECT/],
    ["SELECT * FROM read_csv('/etc/passwd')", /table function read_csv/],
    ["SELECT * FROM read_text('/etc/passwd')", /table function read_text/],
    ["SELECT * FROM glob('/etc/*')", /table function glob/],
    ["SELECT * FROM query('SELECT 42')", /table function query/],
    ['SELECT * FROM duckdb_settings()', /table function duckdb_settings/],
    ["SELECT * FROM '/etc/passwd'", /"\/etc\/passwd", which is not a table of this dataset/],
    ['SELECT * FROM information_schema.tables', /information_schema\.tables/],
    [`SELECT * FROM ${'"ds_ds_sandbox_sales"'}`, /not a table of this dataset/],
    ["SELECT current_setting('allowed_paths')", /current_setting\(\), which is not allowed/],
    ['SELECT * FROM nowhere', /"nowhere", which is not a table of this dataset/],
    ['SELECT sum(revenue) FROM sales', /a column that does not exist: "revenue"/],
    ['SELEC region FROM sales', /does not parse|a SELEC statement/],
  ])('refuses %s', async (sql, reason) => {
    expect(await rejected(sql)).toMatch(reason)
  })

  it.each([
    'SELECT region, sum(amount) AS total FROM sales GROUP BY region ORDER BY total DESC',
    'WITH r AS (SELECT region, amount FROM sales) SELECT region, max(amount) FROM r GROUP BY ALL',
    "SELECT a.region, count(*) FROM sales a JOIN sales b ON a.region = b.region WHERE a.day >= DATE '2024-02-01' GROUP BY 1",
    'SELECT region FROM sales UNION SELECT customer FROM sales',
  ])('accepts %s', async (sql) => {
    expect(await rejected(sql)).toBe('accepted')
  })
})

describe('the sandbox itself, with the validator bypassed', () => {
  const fails = (sql: string) =>
    sandbox.unchecked(sql).then(
      () => 'ran',
      (e: Error) => e.message.split('\n')[0] ?? '',
    )

  it('cannot read files, attach databases, copy out, or load extensions', async () => {
    expect(await fails("SELECT * FROM read_csv('/etc/passwd')")).toMatch(/Permission Error/)
    expect(await fails("SELECT * FROM '/etc/passwd'")).toMatch(/Permission Error|Catalog Error/)
    expect(await fails("ATTACH '/tmp/parley-sandbox-attach.db' AS other")).toMatch(
      /Permission Error/,
    )
    expect(await fails("COPY sales TO '/tmp/parley-sandbox-out.csv'")).toMatch(/Permission Error/)
    expect(await fails('INSTALL httpfs')).toMatch(/Permission Error/)
    expect(await fails('LOAD httpfs')).toMatch(/Permission Error|disabled/)
  })

  it('cannot turn any of that back on: the configuration is locked', async () => {
    expect(await fails('SET enable_external_access = true')).toMatch(/locked/)
    expect(await fails("SET allowed_paths = ['/etc/passwd']")).toMatch(/locked/)
    expect(await fails('SET lock_configuration = false')).toMatch(/locked/)
  })

  it("sees the job's views and none of the engine's tables", async () => {
    expect((await sandbox.unchecked('SELECT count(*) FROM sales')).rows).toEqual([[12]])
    expect(await fails(`SELECT * FROM "${engineTable}"`)).toMatch(/Catalog Error/)
  })
})

describe('the bounds of a run (docs/limits.md, "Model planner")', () => {
  const limits = (timeoutMs = 10_000) => ({ signal: new AbortController().signal, timeoutMs })
  const crossJoin = (n: number) => Array.from({ length: n }, (_, i) => `sales s${i}`).join(', ')

  it('keeps at most MAX_ROWS rows and says it cut them', async () => {
    const run = await sandbox.run(
      'SELECT a.order_id FROM sales a, sales b, sales c, sales d',
      limits(),
    )
    expect(run.cut).toBe('rows')
    expect(run.result.rows).toHaveLength(MAX_ROWS)
  })

  it('keeps at most MAX_RESULT_BYTES of cells and says it cut them', async () => {
    const run = await sandbox.run(`SELECT repeat('y', 900) AS note FROM ${crossJoin(4)}`, limits())
    expect(run.cut).toBe('bytes')
    expect(run.result.rows.length).toBeLessThan(MAX_ROWS)
    expect(JSON.stringify(run.result.rows).length).toBeLessThan(MAX_RESULT_BYTES * 1.1)
  })

  it('cuts a long cell to MAX_CELL_CHARS in DuckDB, and reads lists as text', async () => {
    const run = await sandbox.run(
      "SELECT repeat('x', 5000) AS s, [1, 2, 3] AS l, 42 AS n, 'short' AS t;  -- done\n",
      limits(),
    )
    expect(run.result.columns).toEqual(['s', 'l', 'n', 't'])
    expect(run.result.rows).toEqual([[`${'x'.repeat(MAX_CELL_CHARS)}…`, '[1, 2, 3]', 42, 'short']])
  })

  it('stops a query past its time limit by ending its process', async () => {
    const own = await Sandbox.open(tables)
    const started = Date.now()
    await expect(own.run(`SELECT count(*) FROM ${crossJoin(10)}`, limits(200))).rejects.toThrow(
      /ran longer than 0.2 s/,
    )
    expect(Date.now() - started).toBeLessThan(5000)
    own.close()
  })

  it('stops one uninterruptible scalar call (generate_series) within seconds of the limit', async () => {
    const own = await Sandbox.open(tables)
    const started = Date.now()
    await expect(
      own.checkAndRun('SELECT unnest(generate_series(1, 50000000)) AS n', limits(1000)),
    ).rejects.toThrow(/the SQL ran longer than 1 s and was stopped/)
    // DuckDB's interrupt() waits for the call to return: a minute or more on this machine.
    expect(Date.now() - started).toBeLessThan(4000)
    own.close()
  })

  it("stops a query past the process's memory limit and says so", async () => {
    const own = await Sandbox.open(tables, { maxProcessBytes: 400 * 1024 * 1024 })
    await expect(
      own.checkAndRun('SELECT len(generate_series(1, 50000000)) AS n', limits(60_000)),
    ).rejects.toThrow(/the SQL needed more than 400 MiB of memory and was stopped/)
    own.close()
  }, 60_000)
})
