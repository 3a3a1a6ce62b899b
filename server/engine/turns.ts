/**
 * One turn of the event loop per caller. Understanding a question is a few milliseconds of
 * synchronous work; fifty jobs started together would run theirs back to back. `await
 * setImmediate()` is not enough: Node runs every queued immediate, and the microtasks each one
 * releases, in the same check phase, so no request or timer gets in between. Here each waiter is
 * released by its own immediate, queued only after the previous one ran, so the loop polls for
 * I/O and fires timers between any two of them.
 */
const waiting: (() => void)[] = []
let scheduled = false

function releaseNext(): void {
  const next = waiting.shift()
  if (waiting.length) setImmediate(releaseNext)
  else scheduled = false
  next?.()
}

export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve)
    if (!scheduled) {
      scheduled = true
      setImmediate(releaseNext)
    }
  })
}
