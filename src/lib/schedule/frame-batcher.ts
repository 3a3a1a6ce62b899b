/**
 * Collects items and hands them over once per animation frame, so a burst of stream deltas costs
 * one store update and one render instead of one per token.
 */
export function createFrameBatcher<T>(flush: (items: T[]) => void) {
  let pending: T[] = []
  let scheduled = false
  const raf: (cb: () => void) => void =
    typeof requestAnimationFrame === 'function'
      ? (cb) => requestAnimationFrame(cb)
      : (cb) => setTimeout(cb, 16)

  const run = () => {
    scheduled = false
    if (pending.length === 0) return
    const items = pending
    pending = []
    flush(items)
  }

  return {
    push(item: T) {
      pending.push(item)
      if (!scheduled) {
        scheduled = true
        raf(run)
      }
    },
    /** Applies what is pending now (end of stream, stop, error). */
    flushNow: run,
  }
}
