import Papa from 'papaparse'
import { tableFromRows, type ParsedTable } from './parse-csv'

/**
 * Streamed parsing: papaparse's own chunked parser reads the CSV as it downloads (it keeps a row
 * cut between two network chunks for the next one, quotes included), so the first rows are
 * known long before the last byte arrives. papaparse streams Node-style readables; this adapter
 * gives a web ReadableStream that shape (data / end / error events, pause and resume).
 */
type Listener = (arg?: unknown) => void

/** Characters papaparse gets at a time (about 1,500 rows of a typical table). */
const PIECE = 128 * 1024

function nodeStyle(stream: ReadableStream<Uint8Array>, onBytes: (bytes: Blob) => void) {
  const listeners: Record<string, Listener[]> = {}
  const reader = stream.getReader()
  // stream: true keeps a character split between two chunks for the next one.
  const decoder = new TextDecoder()
  // The bytes as they came, kept for the caller's copy of the file (no second stream to feed).
  const chunks: Uint8Array[] = []
  let paused = false
  let pumping = false
  const emit = (event: string, arg?: unknown) => listeners[event]?.forEach((fn) => fn(arg))
  const pump = async () => {
    if (pumping) return
    pumping = true
    try {
      while (!paused) {
        const { done, value } = await reader.read()
        if (done) {
          onBytes(new Blob(chunks as BlobPart[], { type: 'text/csv' }))
          const tail = decoder.decode()
          if (tail) emit('data', tail)
          emit('end')
          return
        }
        chunks.push(value)
        const text = decoder.decode(value, { stream: true })
        // A fast download can arrive as one huge chunk; papaparse parses a chunk whole before
        // reporting it, so big chunks are cut (it joins rows cut in two) to report early.
        for (let at = 0; at < text.length; at += PIECE) emit('data', text.slice(at, at + PIECE))
      }
    } catch (err) {
      emit('error', err)
    } finally {
      pumping = false
    }
  }
  return {
    readable: true,
    read: () => null,
    on(event: string, fn: Listener) {
      ;(listeners[event] ??= []).push(fn)
      if (event === 'data') queueMicrotask(() => void pump())
      return this
    },
    removeListener(event: string, fn: Listener) {
      listeners[event] = (listeners[event] ?? []).filter((f) => f !== fn)
      return this
    },
    pause() {
      paused = true
    },
    resume() {
      paused = false
      void pump()
    },
  }
}

export interface StreamProgress {
  /** The first rows as a table of their own (types from those rows only). */
  preview: ParsedTable
  rowsSoFar: number
}

/**
 * Parses a CSV stream; `onPreview` gets the first `previewRows` rows as soon as they are parsed,
 * `onDownloaded` the file's bytes when the stream ends (the parse may still be going), then the
 * whole table resolves.
 */
export function parseCsvStream(
  stream: ReadableStream<Uint8Array>,
  previewRows: number,
  onPreview: (p: StreamProgress) => void,
  onDownloaded: (bytes: Blob) => void = () => undefined,
): Promise<ParsedTable> {
  return new Promise((resolve, reject) => {
    const all: string[][] = []
    const errors: Papa.ParseError[] = []
    let previewed = false
    let first = true
    Papa.parse<string[]>(nodeStyle(stream, onDownloaded) as unknown as File, {
      header: false,
      dynamicTyping: false,
      skipEmptyLines: true,
      chunk(results) {
        let data = results.data
        if (first && data[0]?.[0]?.startsWith('\uFEFF')) {
          data = [[data[0][0].slice(1), ...data[0].slice(1)], ...data.slice(1)]
        }
        first = false
        for (const row of data) all.push(row)
        for (const e of results.errors) if (errors.length < 20) errors.push(e)
        if (!previewed && all.length > previewRows) {
          previewed = true
          onPreview({
            preview: tableFromRows(all.slice(0, previewRows + 1)),
            rowsSoFar: all.length - 1,
          })
        }
      },
      complete() {
        resolve(tableFromRows(all, errors))
      },
      error(err: Error) {
        reject(err)
      },
    })
  })
}
