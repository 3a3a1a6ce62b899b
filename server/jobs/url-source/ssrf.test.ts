import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DataSource } from '@contract/jobs'
import { makeKit, USER, type Kit } from '../testing/test-kit'
import { UNREACHABLE } from './address-check'

/**
 * URL data sources against a listener on 127.0.0.1 that records every request it gets: it must
 * never be reached unless its host is allow-listed. A redirector on 127.0.0.2 (also loopback,
 * allow-listed in some kits) sends the fetch on to the recorder in each notation.
 */

interface Listener {
  server: Server
  port: number
  hits: string[]
}

async function listen(
  host: string,
  handler: (url: string) => { status: number; headers?: Record<string, string>; body?: string },
): Promise<Listener> {
  const hits: string[] = []
  const server = createServer((req, res) => {
    hits.push(req.url ?? '')
    const r = handler(req.url ?? '')
    res.writeHead(r.status, r.headers)
    res.end(r.body ?? '')
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return { server, port: (server.address() as AddressInfo).port, hits }
}

let recorder: Listener
let redirector: Listener
let closedPort: number
const kits: Kit[] = []

beforeAll(async () => {
  recorder = await listen('127.0.0.1', () => ({ status: 200, body: 'fruit,kg\napple,3\npear,5\n' }))
  redirector = await listen('127.0.0.2', (url) => ({
    status: 302,
    headers: { location: decodeURIComponent(url.slice(1)) },
  }))
  const probe = await listen('127.0.0.1', () => ({ status: 200 }))
  closedPort = probe.port
  await new Promise((r) => probe.server.close(r))
})

afterAll(async () => {
  for (const k of kits) k.close()
  await new Promise((r) => recorder.server.close(r))
  await new Promise((r) => redirector.server.close(r))
})

function kitWith(allow?: string): Kit {
  const kit = makeKit(allow === undefined ? {} : { PARLEY_URL_SOURCES_ALLOW: allow })
  kits.push(kit)
  return kit
}

async function fromUrl(kit: Kit, url: string): Promise<DataSource> {
  const created = await kit.json<{ id: string; dataset_id: string }>(
    'POST',
    '/v2/team/datasources',
    {
      body: { name: 'fruit.csv', type: 'FILE', url, user_id: USER },
    },
  )
  expect(created.body.code, url).toBe(0)
  await kit.settle()
  const { id, dataset_id } = created.body.data
  const got = await kit.json<DataSource>(
    'GET',
    `/v2/team/datasets/${dataset_id}/datasources/${id}`,
    {
      query: { user_id: USER },
    },
  )
  return got.body.data
}

const loopbackNotations = (port: number) => [
  `http://127.0.0.1:${port}/a.csv`,
  `http://localhost:${port}/a.csv`,
  `http://[::ffff:127.0.0.1]:${port}/a.csv`,
  `http://[0:0:0:0:0:ffff:7f00:1]:${port}/a.csv`,
  `http://2130706433:${port}/a.csv`,
  `http://0x7f.1:${port}/a.csv`,
  `http://0x7f000001:${port}/a.csv`,
  `http://017700000001:${port}/a.csv`,
  `http://127.1:${port}/a.csv`,
  `http://0.0.0.0:${port}/a.csv`,
  `http://0:${port}/a.csv`,
  `http://[::1]:${port}/a.csv`,
  `http://[::]:${port}/a.csv`,
]

describe('URL data sources (SSRF)', () => {
  it('never reaches a loopback listener, in any notation, with one reason for all', async () => {
    const kit = kitWith()
    for (const url of loopbackNotations(recorder.port)) {
      const ds = await fromUrl(kit, url)
      expect(ds.status, url).toBe('invalid')
      expect(ds.reason, url).toBe(UNREACHABLE)
    }
    expect(recorder.hits).toEqual([])
  })

  it('does not follow a redirect to loopback, in any notation', async () => {
    // The redirector itself is allow-listed; where it points is checked again.
    const kit = kitWith('127.0.0.2')
    for (const target of loopbackNotations(recorder.port)) {
      const ds = await fromUrl(
        kit,
        `http://127.0.0.2:${redirector.port}/${encodeURIComponent(target)}`,
      )
      expect(ds.status, target).toBe('invalid')
      expect(ds.reason, target).toBe(UNREACHABLE)
    }
    expect(redirector.hits.length).toBe(loopbackNotations(0).length)
    expect(recorder.hits).toEqual([])
  })

  it('refuses other schemes when the source is created', async () => {
    const kit = kitWith('127.0.0.1')
    for (const url of [
      'file:///etc/passwd',
      `ftp://127.0.0.1:${recorder.port}/a.csv`,
      'gopher://127.0.0.1/',
    ]) {
      const created = await kit.json('POST', '/v2/team/datasources', {
        body: { name: 'a.csv', type: 'FILE', url, user_id: USER },
      })
      expect(created.body.code, url).toBe(300001)
    }
    expect(recorder.hits).toEqual([])
  })

  it('says the same for a closed port as for a refused address (no port scanning)', async () => {
    const kit = kitWith('127.0.0.1')
    const closed = await fromUrl(kit, `http://127.0.0.1:${closedPort}/a.csv`)
    expect(closed.reason).toBe(UNREACHABLE)
    const refused = await fromUrl(kitWith(), `http://127.0.0.1:${recorder.port}/a.csv`)
    expect(refused.reason).toBe(closed.reason)
  })

  it('reaches an allow-listed host, directly and through a redirect (the tests above could fail)', async () => {
    const direct = await fromUrl(
      kitWith('127.0.0.1'),
      `http://127.0.0.1:${recorder.port}/direct.csv`,
    )
    expect(direct.status).toBe('synched')
    const hop = await fromUrl(
      kitWith('127.0.0.2,2130706433'),
      `http://127.0.0.2:${redirector.port}/${encodeURIComponent(`http://127.0.0.1:${recorder.port}/hop.csv`)}`,
    )
    expect(hop.status).toBe('synched')
    expect(recorder.hits).toEqual(['/direct.csv', '/hop.csv'])
  })
})
