import { ApiError } from '@/lib/http'
import { createFrameBatcher } from '@/lib/schedule/frame-batcher'

/**
 * What one streamed request needs: where its events come from, how they change the record the
 * store holds, and what happens when it stops. The record is the caller's (a chat message, a job).
 */
export interface StreamRun<E, S> {
  /** Stop aborts it; the caller keeps the controller so its Stop button can reach it. */
  signal: AbortSignal
  /** Opens the request and yields its events, already our own union (the wire stops there). */
  open: (signal: AbortSignal) => AsyncIterable<E> | Promise<AsyncIterable<E>>
  /** The pure reducer: one event applied to the record. `now` is the time of the batch. */
  reduce: (state: S, event: E, now: number) => S
  /** Writes a change to the record into the store. */
  update: (change: (state: S) => S) => void
  /** Called after each batch is in the store: the caller decides when to save. */
  persist: (now: number) => void
  /** Each event as it arrives, before it waits for the next frame (start a download at once). */
  onEvent?: (event: E) => void
  /** The failure as data on the record; `aborted` when Stop caused it. */
  fail: (state: S, error: ApiError, aborted: boolean) => S
  /** The message of a failure that is no ApiError. */
  describe?: (err: unknown) => string
  /** Always last, whether it ended, failed or was stopped: final status, final save. */
  settle?: () => void | Promise<void>
}

const describeError = (err: unknown) => (err instanceof Error ? err.message : String(err))

/**
 * Runs one stream: events batched once per animation frame through the reducer, the batch handed
 * to `persist`, every failure (Stop included) turned into data on the record by `fail`, `settle`
 * last. Resolves when it has settled; never rejects for the stream's sake.
 */
export async function runStream<E, S>(run: StreamRun<E, S>): Promise<void> {
  const { signal, reduce, update, persist } = run
  const batcher = createFrameBatcher<E>((events) => {
    const now = Date.now()
    update((state) => events.reduce((acc, e) => reduce(acc, e, now), state))
    persist(now)
  })
  try {
    for await (const event of await run.open(signal)) {
      run.onEvent?.(event)
      batcher.push(event)
    }
    batcher.flushNow()
  } catch (err) {
    batcher.flushNow()
    const error =
      err instanceof ApiError
        ? err
        : new ApiError({ kind: 'stream', message: (run.describe ?? describeError)(err) })
    const aborted = error.isAbort || signal.aborted
    update((state) => run.fail(state, error, aborted))
  } finally {
    await run.settle?.()
  }
}
