import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { SqliteDriver } from './sqlite'

// The write-ahead log is copied into the database file by a worker thread, never inside a commit
// on the event loop (a checkpoint's fsync held it for up to 20 ms).

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

function open(): { driver: SqliteDriver; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-ckpt-'))
  dirs.push(dir)
  const file = path.join(dir, 'state', 'parley.db')
  return { driver: new SqliteDriver(file), file }
}

const size = (f: string) => statSync(f).size

it('commits never checkpoint; the worker copies the log into the database file', async () => {
  const { driver, file } = open()
  expect(await driver.all<{ wal_autocheckpoint: number }>('PRAGMA wal_autocheckpoint')).toEqual([
    { wal_autocheckpoint: 0 },
  ])
  await driver.run('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)')
  const body = 'x'.repeat(2000)
  // About 3,000 pages of log: past SQLite's 1,000-page default, so a commit would have
  // checkpointed had it been left on.
  for (let i = 0; i < 3000; i++) await driver.run('INSERT INTO t (body) VALUES (?)', [body])
  const started = Date.now()
  while (size(file) < 4_000_000 && Date.now() - started < 5000)
    await new Promise((r) => setTimeout(r, 50))
  expect(size(file)).toBeGreaterThan(4_000_000)
  expect(await driver.all('SELECT count(*) AS n FROM t')).toEqual([{ n: 3000 }])
  await driver.close()
})

it('close waits for the checkpointer and leaves every row in the database file', async () => {
  const { driver, file } = open()
  await driver.run('CREATE TABLE t (id INTEGER PRIMARY KEY)')
  for (let i = 0; i < 100; i++) await driver.run('INSERT INTO t DEFAULT VALUES')
  await driver.close()
  const again = new SqliteDriver(file)
  expect(await again.all('SELECT count(*) AS n FROM t')).toEqual([{ n: 100 }])
  await again.close()
})
