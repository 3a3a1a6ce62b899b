import { afterAll, describe, expect, it } from 'vitest'
import { scriptedUpstream } from '../../testing/scripted-upstream'
import { endWithKeyPrefixApart, readWithin, writeSlowly } from '../../testing/trickle'
import { makeKit, readStream } from '../testing/test-kit'

// The jobs gateway against an upstream on loopback that sends its stream in dribbles: every
// dribble reaches the client, and silence between two bytes ends the reply (docs/limits.md).

const UP_KEY = 'pd-upstream-trickle-secret-77'
const IDLE_MS = 400
/** A stream that has not ended by then has hung. */
const DEADLINE_MS = 5_000

const message = (text: string) =>
  `id:g1\nevent:MESSAGE\ndata:${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`
// The key as a careless upstream may echo it: plain, base64 and upper case.
const ECHOED = `key ${UP_KEY} b64 ${Buffer.from(UP_KEY).toString('base64')} up ${UP_KEY.toUpperCase()}.`
const START = 'event:JOB_ID\ndata:job-up\n\n'
const END = 'event:END_MARK\ndata:[DONE]\n\n'
const STREAM = START + message('Grüße, ') + message(ECHOED) + END

const upstream = await scriptedUpstream(async (req, res) => {
  const { question } = JSON.parse(req.body || '{}') as { question?: string }
  res.writeHead(200, { 'content-type': 'text/event-stream' })
  if (question === 'byte-at-a-time') {
    await writeSlowly(res, STREAM)
    res.end()
  } else if (question === 'key-prefix') {
    // The key's first characters arrive one per write, each held back by the scrubber.
    await endWithKeyPrefixApart(res, START + message(`a ${UP_KEY} b`) + END, UP_KEY)
  } else if (question === 'trickle-then-stall') {
    // Bytes 100 ms apart for longer than the idle timeout, then silence mid-event.
    await writeSlowly(res, START + 'id:g1\nevent:MESSAGE\ndata:', {
      bytesPerWrite: 8,
      gapMs: 100,
    })
    res.write(UP_KEY[0])
  }
})

const kit = makeKit({
  JOBS_UPSTREAM_URL: upstream.origin,
  JOBS_UPSTREAM_KEY: UP_KEY,
  PARLEY_UPSTREAM_CONNECT_TIMEOUT_MS: '2000',
  PARLEY_UPSTREAM_IDLE_TIMEOUT_MS: String(IDLE_MS),
})
afterAll(async () => {
  kit.close()
  await upstream.close()
})

async function ask(question: string) {
  const res = await kit.request('POST', '/v2/team/jobs', { body: { question, stream: true } })
  const { text, ended } = await readWithin(res, DEADLINE_MS)
  const { events } = await readStream(new Response(text))
  return { text, ended, events }
}

const contents = (events: { event?: string; data: string }[]) =>
  events
    .filter((e) => e.event === 'MESSAGE')
    .map(
      (e) =>
        (JSON.parse(e.data) as { choices: { delta: { content: string } }[] }).choices[0]!.delta
          .content,
    )
    .join('')

describe('a trickling upstream stream through the jobs gateway', () => {
  it('one byte at a time: the whole reply arrives, key forms scrubbed, characters intact', async () => {
    const { text, ended, events } = await ask('byte-at-a-time')
    expect(ended).toBe(true)
    expect(events.map((e) => e.event)).toEqual(['JOB_ID', 'MESSAGE', 'MESSAGE', 'END_MARK'])
    expect(contents(events)).toBe('Grüße, key [redacted] b64 [redacted] up [redacted].')
    expect(text).not.toContain(UP_KEY)
    expect(text).not.toContain(Buffer.from(UP_KEY).toString('base64'))
    expect(text.toUpperCase()).not.toContain(UP_KEY.toUpperCase())
  })

  it("chunks that are each only part of the key's prefix: held back, and the stream goes on", async () => {
    const { text, ended, events } = await ask('key-prefix')
    expect(ended).toBe(true)
    expect(events.map((e) => e.event)).toEqual(['JOB_ID', 'MESSAGE', 'END_MARK'])
    expect(contents(events)).toBe('a [redacted] b')
    expect(text).not.toContain(UP_KEY)
  })

  it('a trickle that stalls mid-stream: an ERROR block with the idle timeout in plain words', async () => {
    const { ended, events } = await ask('trickle-then-stall')
    expect(ended).toBe(true)
    expect(events.map((e) => e.event)).toEqual(['JOB_ID', 'ERROR', 'END_MARK'])
    const error = JSON.parse(events[1]!.data) as {
      choices: { delta: { content: { code: string } } }[]
    }
    expect(error.choices[0]!.delta.content.code).toBe(
      'The upstream job service stopped sending for 0.4 s; the reply is incomplete.',
    )
    expect(events[2]!.data).toBe('[ERROR]')
  })
})
