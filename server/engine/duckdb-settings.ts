import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * The process's DuckDB instance's own bounds (docs/limits.md, "Data sources"). DuckDB's memory
 * limit is the whole instance's, not one connection's, so it is set once, when the instance is
 * made: loaded tables, sorts, joins and distinct counts past it are written to the temporary
 * directory instead of memory (an in-memory table too), and a query that still does not fit
 * fails with DuckDB's "Out of Memory Error", never the process.
 */

interface DuckDbSettings {
  threads: string
  memory_limit: string
  temp_directory: string
  max_temp_directory_size: string
}

export function duckDbSettings(env: NodeJS.ProcessEnv = process.env): DuckDbSettings {
  const or = (value: string | undefined, fallback: string) => value?.trim() || fallback
  return {
    threads: or(env.PARLEY_DUCKDB_THREADS, '2'),
    memory_limit: or(env.PARLEY_DUCKDB_MEMORY_LIMIT, '512MiB'),
    // One directory per process: DuckDB removes its own files there when it closes.
    temp_directory: or(
      env.PARLEY_DUCKDB_TEMP_DIR,
      path.join(tmpdir(), `parley-duckdb-${process.pid}`),
    ),
    max_temp_directory_size: or(env.PARLEY_DUCKDB_TEMP_MAX, '8GiB'),
  }
}
