import { afterAll, describe, expect, it, vi } from 'vitest'
import { scriptedUpstream } from '../../testing/scripted-upstream'
import { KEY, makeKit, readStream } from '../testing/test-kit'

// The jobs gateway against an upstream on loopback that misbehaves on purpose: each failure ends
// in the Powerdrill dialect within the configured timeout, and the upstream key never comes back.

const UP_KEY = 'pd-upstream-very-secret-77'
const TIMEOUT_MS = 400
const SLACK_MS = 1_500

const redirected = await scriptedUpstream((_req, res) => void res.writeHead(200).end('{}'))
const sockets = new Set<{ destroy(): void }>()
const upstream = await scriptedUpstream((req, res) => {
  sockets.add(res.socket!)
  const path = req.url.split('?')[0]!
  if (path.endsWith('/hang')) return
  if (path.endsWith('/redirect')) {
    res.writeHead(307, { location: `${redirected.origin}${req.url}` }).end()
    return
  }
  if (path.endsWith('/jobs')) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'x-echo': UP_KEY })
    res.write(`event:JOB_ID\ndata:job-up-${UP_KEY}\n\n`)
    if (req.body.includes('stall')) return
    setTimeout(() => res.socket?.destroy(), 50)
    return
  }
  res
    .writeHead(200, { 'content-type': 'application/json', 'x-pd-trace-id': `t-${UP_KEY}` })
    .end(JSON.stringify({ code: 0, msg: null, data: { echoed: UP_KEY } }))
})

const kit = makeKit({
  JOBS_UPSTREAM_URL: upstream.origin,
  JOBS_UPSTREAM_KEY: UP_KEY,
  PARLEY_UPSTREAM_CONNECT_TIMEOUT_MS: String(TIMEOUT_MS),
  PARLEY_UPSTREAM_IDLE_TIMEOUT_MS: String(TIMEOUT_MS),
})

afterAll(async () => {
  for (const s of sockets) s.destroy()
  kit.close()
  await Promise.all([upstream.close(), redirected.close()])
})

const allOf = (res: Response, body: string) => body + JSON.stringify([...res.headers])

describe('jobs gateway failures', () => {
  it('an upstream that never sends headers: a 504 envelope within the connect timeout', async () => {
    const started = performance.now()
    const res = await kit.request('GET', '/v2/team/hang')
    const ms = performance.now() - started
    expect(res.status).toBe(504)
    expect(await res.json()).toEqual({
      code: 9999,
      msg: `The upstream job service did not answer within ${TIMEOUT_MS / 1000} s.`,
      data: null,
    })
    expect(ms).toBeLessThan(TIMEOUT_MS + SLACK_MS)
  })

  it.each([
    ['stalls after headers', 'stall', /stopped sending for 0.4 s/],
    ['closes mid-stream', 'close', /closed the connection before the reply was complete/],
  ])(
    'a stream that %s ends with an ERROR block and END_MARK [ERROR]',
    async (_n, question, msg) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {})
      const started = performance.now()
      const res = await kit.request('POST', '/v2/team/jobs', { body: { question, stream: true } })
      const { events, raw } = await readStream(res)
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + SLACK_MS)
      expect(events.map((e) => e.event)).toEqual(['JOB_ID', 'ERROR', 'END_MARK'])
      expect(events[0]!.data).toBe('job-up-[redacted]')
      const error = JSON.parse(events[1]!.data) as {
        choices: { delta: { content: { code: string } } }[]
      }
      expect(error.choices[0]!.delta.content.code).toMatch(msg)
      expect(events[2]!.data).toBe('[ERROR]')
      expect(allOf(res, raw)).not.toContain(UP_KEY)
      expect(log).not.toHaveBeenCalled()
      log.mockRestore()
    },
  )

  it('never follows a redirect', async () => {
    const res = await kit.request('POST', '/v2/team/redirect', { body: { name: 'x' } })
    expect(res.status).toBe(502)
    expect(((await res.json()) as { msg: string }).msg).toMatch(
      /does not follow upstream redirects/,
    )
    expect(redirected.received).toHaveLength(0)
  })

  it('scrubs the upstream key from a successful body and from header values', async () => {
    const res = await kit.request('GET', '/v2/team/sessions')
    const body = await res.text()
    expect(JSON.parse(body)).toEqual({ code: 0, msg: null, data: { echoed: '[redacted]' } })
    expect(res.headers.get('x-pd-trace-id')).toBe('t-[redacted]')
    expect(allOf(res, body)).not.toContain(UP_KEY)
    for (const r of upstream.received) {
      expect(r.headers['x-pd-api-key']).toBe(UP_KEY)
      expect(JSON.stringify(r)).not.toContain(KEY)
    }
  })
})
