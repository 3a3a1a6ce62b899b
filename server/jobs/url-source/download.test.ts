import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Resolver } from './address-check'
import { downloadToFile } from './download'

/** The downloader against listeners on 127.0.0.1 (allow-listed here): caps, bombs, clean-up, pinning. */

const MB = 1024 * 1024
let server: Server
let port: number
const hosts: string[] = []
const dir = mkdtempSync(path.join(tmpdir(), 'parley-download-'))

const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/ok.csv': (_req, res) => res.end('a,b\n1,2\n'),
  // 3 MB sent in chunks without a length: the cap must trip while it streams.
  '/big.csv': (_req, res) => {
    let left = 3
    const more = () => {
      if (left-- > 0) res.write(Buffer.alloc(MB, 'x'), more)
      else res.end()
    }
    more()
  },
  // 64 KB on the wire, 64 MB once inflated.
  '/bomb.csv': (_req, res) => {
    res.writeHead(200, { 'content-encoding': 'gzip' })
    res.end(gzipSync(Buffer.alloc(64 * MB, 'a')))
  },
  '/small.gz.csv': (_req, res) => {
    res.writeHead(200, { 'content-encoding': 'gzip' })
    res.end(gzipSync('k,v\nx,1\n'))
  },
  '/cut.csv': (_req, res) => {
    res.writeHead(200, { 'content-length': String(MB) })
    res.write('a,b\n1,2\n', () => res.destroy())
  },
  '/lies.csv': (_req, res) => {
    res.writeHead(200, { 'content-length': String(500 * MB) })
    res.end('a\n1\n')
  },
  '/missing.csv': (_req, res) => {
    res.writeHead(404)
    res.end()
  },
}

beforeAll(async () => {
  server = createServer((req, res) => {
    hosts.push(req.headers.host ?? '')
    const route = routes[req.url ?? '']
    if (route) route(req, res)
    else res.writeHead(404).end()
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((r) => server.close(r))
  rmSync(dir, { recursive: true, force: true })
})

const allow = ['127.0.0.1']
const target = (name: string) => path.join(dir, name)
const leftovers = () => readdirSync(dir).filter((f) => f.endsWith('.part'))

describe('downloading a URL data source', () => {
  it('streams a file to disk', async () => {
    const size = await downloadToFile(`http://127.0.0.1:${port}/ok.csv`, target('ok.csv'), {
      allow,
    })
    expect(size).toBe(8)
    expect(readFileSync(target('ok.csv'), 'utf8')).toBe('a,b\n1,2\n')
  })

  it('stops at the cap with "too large" and leaves nothing on disk', async () => {
    await expect(
      downloadToFile(`http://127.0.0.1:${port}/big.csv`, target('big.csv'), {
        allow,
        maxBytes: 2 * MB,
      }),
    ).rejects.toThrow(/too large/)
    expect(existsSync(target('big.csv'))).toBe(false)
    expect(leftovers()).toEqual([])
  })

  it('refuses a declared length over the cap before reading it', async () => {
    await expect(
      downloadToFile(`http://127.0.0.1:${port}/lies.csv`, target('lies.csv'), {
        allow,
        maxBytes: 2 * MB,
      }),
    ).rejects.toThrow(/too large/)
    expect(leftovers()).toEqual([])
  })

  it('calls a gzip bomb too large, counting the inflated bytes', async () => {
    await expect(
      downloadToFile(`http://127.0.0.1:${port}/bomb.csv`, target('bomb.csv'), {
        allow,
        maxBytes: 8 * MB,
      }),
    ).rejects.toThrow(/too large/)
    expect(existsSync(target('bomb.csv'))).toBe(false)
    expect(leftovers()).toEqual([])
  })

  it('inflates a gzip-encoded reply', async () => {
    await downloadToFile(`http://127.0.0.1:${port}/small.gz.csv`, target('small.csv'), { allow })
    expect(readFileSync(target('small.csv'), 'utf8')).toBe('k,v\nx,1\n')
  })

  it('cleans up a download that breaks off, and names HTTP errors', async () => {
    await expect(
      downloadToFile(`http://127.0.0.1:${port}/cut.csv`, target('cut.csv'), { allow }),
    ).rejects.toThrow(/broke off/)
    expect(existsSync(target('cut.csv'))).toBe(false)
    expect(leftovers()).toEqual([])
    await expect(
      downloadToFile(`http://127.0.0.1:${port}/missing.csv`, target('m.csv'), { allow }),
    ).rejects.toThrow('HTTP 404')
  })

  it('connects to the address it checked, resolving each host once (no rebinding)', async () => {
    let calls = 0
    // A host the system resolver does not know: the request can only arrive through the pin.
    const resolve: Resolver = (host) => {
      calls++
      expect(host).toBe('files.parley.test')
      return Promise.resolve([{ address: '127.0.0.1', family: 4 }])
    }
    hosts.length = 0
    await downloadToFile(`http://files.parley.test:${port}/ok.csv`, target('pinned.csv'), {
      allow: ['files.parley.test'],
      resolve,
    })
    expect(calls).toBe(1)
    expect(hosts).toEqual([`files.parley.test:${port}`])
  })
})
