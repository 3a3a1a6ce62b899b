/// <reference lib="webworker" />
import { parseCsv } from './parse-csv'

export type CsvRequest = { id: number; input: Blob | string }
export type CsvResponse =
  | { id: number; ok: true; table: ReturnType<typeof parseCsv> }
  | { id: number; ok: false; message: string }

const scope = self as unknown as DedicatedWorkerGlobalScope

scope.onmessage = async (e: MessageEvent<CsvRequest>) => {
  const { id, input } = e.data
  try {
    const text = typeof input === 'string' ? input : await input.text()
    const table = parseCsv(text)
    // Sort keys move without a copy; the worker has no further use for them.
    const reply: CsvResponse = { id, ok: true, table }
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
