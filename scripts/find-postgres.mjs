// Finds PostgreSQL's server binaries for the store tests (initdb, pg_ctl): PARLEY_PG_BIN, then
// Debian's /usr/lib/postgresql/<version>/bin. ensurePostgres() installs Debian's package when none
// is found (apt-get, as the browser tests do for Chromium).
import { existsSync, readdirSync } from 'node:fs'
import { execSync } from 'node:child_process'
import path from 'node:path'

export function findPostgres() {
  const given = process.env.PARLEY_PG_BIN
  if (given) return existsSync(path.join(given, 'initdb')) ? given : null
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? path.join(root, versions[0], 'bin') : null
}

export function ensurePostgres() {
  let found = findPostgres()
  if (found) return found
  if (!existsSync('/usr/bin/apt-get')) return null
  console.log('No PostgreSQL found; installing Debian’s package for the store tests…')
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq postgresql`, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  } catch {
    return null
  }
  found = findPostgres()
  return found
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bin = process.argv.includes('--install') ? ensurePostgres() : findPostgres()
  console.log(bin ?? 'none')
}
