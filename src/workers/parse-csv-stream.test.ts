import { describe, expect, it } from 'vitest'
import { parseCsv } from './parse-csv'
import { parseCsvStream, type StreamProgress } from './parse-csv-stream'

/** A stream that hands out `text` in pieces of `size` bytes, one per read, like a slow download. */
function chunked(text: string, size: number) {
  const bytes = new TextEncoder().encode(text)
  let at = 0
  let reads = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      reads++
      if (at >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(at, at + size))
      at += size
    },
  })
  return { stream, reads: () => reads, done: () => at >= bytes.length }
}

const csv = (n: number) =>
  '\uFEFFid,name,note\n' +
  Array.from({ length: n }, (_, i) => `${i + 1},"Smith, ${i}","line\nbreak ""${i}"""`).join('\n') +
  '\n'

describe('parseCsvStream', () => {
  it('gives the first rows before the stream ends, and the same table as parsing at once', async () => {
    const text = csv(3000)
    const source = chunked(text, 997)
    let preview: StreamProgress | null = null
    let doneAtPreview: boolean | null = null
    const table = await parseCsvStream(source.stream, 100, (p) => {
      preview = p
      doneAtPreview = source.done()
    })
    expect(doneAtPreview).toBe(false)
    const p = preview as StreamProgress | null
    expect(p?.preview.rows).toHaveLength(100)
    expect(p?.preview.rows[0]).toEqual(['1', 'Smith, 0', 'line\nbreak "0"'])
    expect(p?.preview.columns.map((c) => c.name)).toEqual(['id', 'name', 'note'])
    const whole = parseCsv(text)
    expect(table.rows).toEqual(whole.rows)
    expect(table.columns).toEqual(whole.columns)
  })

  it('reports the first rows early even when the download arrives as one chunk', async () => {
    const text = csv(30_000)
    let previewAt = -1
    const table = await parseCsvStream(chunked(text, text.length * 4).stream, 100, (p) => {
      previewAt = p.rowsSoFar
    })
    expect(table.rows).toHaveLength(30_000)
    expect(previewAt).toBeGreaterThan(100)
    expect(previewAt).toBeLessThan(10_000)
  })

  it('hands back the downloaded bytes, unchanged, before the table resolves', async () => {
    const text = csv(2000)
    let bytes: Blob | null = null
    let resolved = false
    const parsing = parseCsvStream(
      chunked(text, 4096).stream,
      100,
      () => undefined,
      (b) => {
        bytes = b
        expect(resolved).toBe(false)
      },
    ).then((t) => {
      resolved = true
      return t
    })
    const table = await parsing
    expect(table.rows).toHaveLength(2000)
    // Byte for byte (a BOM included), as the service sent it.
    const saved = new Uint8Array(await (bytes as Blob | null)!.arrayBuffer())
    expect(saved).toEqual(new TextEncoder().encode(text))
  })

  it('splits multi-byte characters across chunks correctly', async () => {
    const text = 'city,n\n' + Array.from({ length: 200 }, (_, i) => `北京市,${i}`).join('\n')
    const table = await parseCsvStream(chunked(text, 5).stream, 100, () => undefined)
    expect(table.rows).toHaveLength(200)
    expect(table.rows.every((r) => r[0] === '北京市')).toBe(true)
  })
})
