import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { execute } from '../db'
import { ident, literal } from '../sql'
import type { TableProfile } from '../types'

/**
 * The files the SQL sandbox (sandbox.ts) reads: each loaded source's table, copied once per load
 * into a Parquet snapshot in a directory of this process's own, removed when the process exits.
 * The sandbox's process may read these files and nothing else.
 */

const snapshots = new WeakMap<TableProfile, Promise<string>>()
let snapshotDir: string | null = null

function dir(): string {
  if (!snapshotDir) {
    const made = mkdtempSync(path.join(tmpdir(), 'parley-sandbox-'))
    snapshotDir = made
    process.once('exit', () => rmSync(made, { recursive: true, force: true }))
  }
  return snapshotDir
}

/** The Parquet copy of a loaded source's table (made once per load). */
export function snapshotOf(profile: TableProfile): Promise<string> {
  let pending = snapshots.get(profile)
  if (!pending) {
    const file = path.join(dir(), `${profile.table}-${crypto.randomUUID()}.parquet`)
    pending = execute(
      `COPY (SELECT * FROM ${ident(profile.table)}) TO ${literal(file)} (FORMAT parquet)`,
    ).then(() => file)
    snapshots.set(profile, pending)
    pending.catch(() => snapshots.delete(profile))
  }
  return pending
}
