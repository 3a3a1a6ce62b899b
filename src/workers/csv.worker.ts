/// <reference lib="webworker" />
import { parseCsv } from './parse-csv'
import { parseCsvStream, type StreamProgress } from './parse-csv-stream'

export type CsvRequest =
  | { id: number; input: Blob | string }
  /** A download still in progress (transferred): the first rows come back as a preview. */
  | { id: number; stream: ReadableStream<Uint8Array>; previewRows: number }
export type CsvResponse =
  | { id: number; preview: StreamProgress }
  /** The whole download, as soon as its last byte is in (parsing may still be going). */
  | { id: number; downloaded: Blob }
  | { id: number; rows: string[][] }
  | { id: number; ok: true; table: ReturnType<typeof parseCsv> }
  | { id: number; ok: false; message: string }

/**
 * Rows go back in slices of this many: the main thread copies each message in one task, and a
 * 200,000-row table in one message would block it for a third of a second.
 */
const ROWS_PER_MESSAGE = 2_000

const scope = self as unknown as DedicatedWorkerGlobalScope

scope.onmessage = async (e: MessageEvent<CsvRequest>) => {
  const { id } = e.data
  try {
    const request = e.data
    const table =
      'stream' in request
        ? await parseCsvStream(
            request.stream,
            request.previewRows,
            (preview) => {
              const reply: CsvResponse = { id, preview }
              scope.postMessage(reply)
            },
            (downloaded) => {
              // A Blob is posted by reference: the bytes are not copied back.
              const reply: CsvResponse = { id, downloaded }
              scope.postMessage(reply)
            },
          )
        : parseCsv(typeof request.input === 'string' ? request.input : await request.input.text())
    for (let start = 0; start < table.rows.length; start += ROWS_PER_MESSAGE) {
      const slice: CsvResponse = { id, rows: table.rows.slice(start, start + ROWS_PER_MESSAGE) }
      scope.postMessage(slice)
    }
    // Sort keys move without a copy; the worker has no further use for them.
    const reply: CsvResponse = { id, ok: true, table: { ...table, rows: [] } }
    scope.postMessage(
      reply,
      table.keys.map((k) => k.buffer),
    )
  } catch (err) {
    const reply: CsvResponse = {
      id,
      ok: false,
      message: err instanceof Error ? err.message : String(err),
    }
    scope.postMessage(reply)
  }
}
