/**
 * Writes a streaming reply to storage at most every `intervalMs`, so a reload or crash keeps what
 * arrived without one write per token. `flush` writes at once (end of stream, page hide).
 */
export function createJournal(write: () => Promise<void>, intervalMs = 250) {
  let timer: ReturnType<typeof setTimeout> | null = null
  let writing: Promise<void> = Promise.resolve()
  const run = () => {
    timer = null
    writing = writing.then(write, write)
    return writing
  }
  return {
    schedule() {
      timer ??= setTimeout(() => void run().catch(() => {}), intervalMs)
    },
    flush(): Promise<void> {
      if (timer) clearTimeout(timer)
      return run()
    },
    cancel() {
      if (timer) clearTimeout(timer)
      timer = null
    },
  }
}
