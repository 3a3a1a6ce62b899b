import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createSseDecoder, readSse, type SseItem } from './read-sse'

const fixture = (name: string) =>
  readFileSync(new URL(`../../../contract/fixtures/${name}`, import.meta.url))

const FIXTURES = ['chat-reasoning-usage.sse', 'chat-variants.sse', 'job-stream.sse'] as const

/** Line-ending variants the parser must treat the same (SSE allows CR, LF and CRLF). */
function withLineEndings(bytes: Uint8Array, eol: '\n' | '\r\n' | '\r'): Uint8Array {
  const text = new TextDecoder().decode(bytes).replace(/\r\n|\r|\n/g, eol)
  return new TextEncoder().encode(text)
}

function decodeWhole(bytes: Uint8Array): SseItem[] {
  const items: SseItem[] = []
  const d = createSseDecoder((i) => items.push(i))
  d.push(bytes)
  d.end()
  return items
}

function decodeSplit(bytes: Uint8Array, cuts: number[]): SseItem[] {
  const items: SseItem[] = []
  const d = createSseDecoder((i) => items.push(i))
  let start = 0
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    d.push(bytes.subarray(start, cut))
    start = cut
  }
  d.push(bytes.subarray(start))
  d.end()
  return items
}

describe('createSseDecoder on recorded streams', () => {
  it('reads the chat dialect: role, reasoning, usage chunk, [DONE]', () => {
    const events = decodeWhole(fixture('chat-reasoning-usage.sse')).filter(
      (i) => i.kind === 'event',
    )
    expect(events.at(-1)).toMatchObject({ data: '[DONE]' })
    const usage = JSON.parse(events.at(-2)!.kind === 'event' ? events.at(-2)!.data : '') as {
      choices: unknown[]
    }
    expect(usage.choices).toEqual([])
  })

  it('reads the Powerdrill dialect: JOB_ID first, no-space fields, END_MARK last, keep-alives as comments', () => {
    const items = decodeWhole(fixture('job-stream.sse'))
    const events = items.filter((i) => i.kind === 'event')
    expect(events[0]).toEqual({
      kind: 'event',
      event: 'JOB_ID',
      id: undefined,
      data: 'job-cmdemo00000000000000000001',
    })
    expect(events.at(-1)).toMatchObject({ event: 'END_MARK', data: '[DONE]' })
    expect(items.filter((i) => i.kind === 'comment')).toContainEqual({
      kind: 'comment',
      text: 'keep-alive',
    })
    expect(events.find((e) => e.event === 'SOURCES')).toMatchObject({ id: '-1' })
  })

  it('joins multi-line data and accepts data with or without a space', () => {
    const events = decodeWhole(fixture('chat-variants.sse')).filter((i) => i.kind === 'event')
    expect(events).toHaveLength(5)
    expect(JSON.parse(events[1]!.kind === 'event' ? events[1]!.data : '')).toMatchObject({
      choices: [{ delta: { reasoning: '思考中…' } }],
    })
    expect(events[3]).toMatchObject({ event: 'error' })
  })

  it('drops an event cut off without its blank line, as the SSE spec says', () => {
    const items = decodeWhole(new TextEncoder().encode('data: a\n\ndata: b'))
    expect(items).toEqual([{ kind: 'event', event: undefined, id: undefined, data: 'a' }])
  })
})

describe('property: chunk boundaries never change the events', () => {
  for (const name of FIXTURES) {
    for (const eol of ['\n', '\r\n', '\r'] as const) {
      it(`${name} with ${JSON.stringify(eol)} line endings, split at random points (mid-line, mid-UTF-8)`, () => {
        const bytes = withLineEndings(fixture(name), eol)
        const expected = decodeWhole(withLineEndings(fixture(name), '\n'))
        expect(expected.length).toBeGreaterThan(3)
        fc.assert(
          fc.property(
            fc.array(fc.integer({ min: 0, max: bytes.length }), { maxLength: 60 }),
            (cuts) => {
              expect(decodeSplit(bytes, cuts)).toEqual(expected)
            },
          ),
          { numRuns: 150 },
        )
      })
    }
  }

  it('one byte at a time gives the same events', () => {
    for (const name of FIXTURES) {
      const bytes = fixture(name)
      expect(
        decodeSplit(
          bytes,
          Array.from({ length: bytes.length }, (_, i) => i),
        ),
      ).toEqual(decodeWhole(bytes))
    }
  })
})

describe('readSse', () => {
  function streamOf(parts: Uint8Array[], failAfter = false): ReadableStream<Uint8Array> {
    let i = 0
    return new ReadableStream({
      pull(controller) {
        if (i < parts.length) controller.enqueue(parts[i++]!)
        else if (failAfter) controller.error(new TypeError('network error'))
        else controller.close()
      },
    })
  }

  it('yields items across reads', async () => {
    const enc = new TextEncoder()
    const items: SseItem[] = []
    for await (const item of readSse(
      streamOf([enc.encode('data: he'), enc.encode('llo\n\n:keep-alive\n\n')]),
    ))
      items.push(item)
    expect(items).toEqual([
      { kind: 'event', event: undefined, id: undefined, data: 'hello' },
      { kind: 'comment', text: 'keep-alive' },
    ])
  })

  it('turns a dropped connection into a stream error after the events that arrived', async () => {
    const enc = new TextEncoder()
    const seen: string[] = []
    await expect(async () => {
      for await (const item of readSse(streamOf([enc.encode('data: one\n\n')], true))) {
        if (item.kind === 'event') seen.push(item.data)
      }
    }).rejects.toMatchObject({ kind: 'stream' })
    expect(seen).toEqual(['one'])
  })
})
