import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

/**
 * A throwaway PostgreSQL cluster under /tmp for tests: initdb, start on a free loopback port,
 * stop and delete afterwards. Root cannot run postgres, so as root it runs as the `postgres`
 * user that Debian's package creates.
 */

export interface Cluster {
  url: string
  stop(): void
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port
      s.close(() => resolve(port))
    })
  })
}

function ids(user: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim())
  const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim())
  return { uid, gid }
}

export async function startCluster(bin: string): Promise<Cluster> {
  const dir = mkdtempSync('/tmp/parley-pg-')
  const data = path.join(dir, 'data')
  const asRoot = process.getuid?.() === 0
  const owner = asRoot ? ids('postgres') : null
  if (owner) chownSync(dir, owner.uid, owner.gid)
  const run = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd)
    const r = owner
      ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { encoding: 'utf8' })
      : spawnSync(full, args, { encoding: 'utf8' })
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout || r.error}`)
  }
  const port = await freePort()
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'])
  // fsync off: these clusters are thrown away; the tests kill servers, never the machine.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60', '-o', options, 'start'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
