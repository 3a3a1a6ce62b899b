/**
 * Counts generations in flight, so tests (and a curious operator) can see that a client that
 * disconnects leaves no work behind.
 */
let active = 0

export function activeGenerations(): number {
  return active
}

/** Marks a generation as started; the returned function ends it (calling it twice is harmless). */
export function beginGeneration(): () => void {
  active++
  let ended = false
  return () => {
    if (ended) return
    ended = true
    active--
  }
}
