import { expect, it } from 'vitest'
import { nextTurn } from './turns'

const busy = (ms: number) => {
  const end = performance.now() + ms
  while (performance.now() < end);
}

it('releases one waiter per turn of the event loop, so timers fire between them', async () => {
  const order: string[] = []
  const a = nextTurn().then(() => {
    order.push('a')
    // Due by the time this turn ends: it fires before the next waiter only if the loop turns.
    setTimeout(() => order.push('timer'), 0)
    busy(3)
  })
  const b = nextTurn().then(() => order.push('b'))
  await Promise.all([a, b])
  await new Promise((r) => setTimeout(r, 5))
  expect(order).toEqual(['a', 'timer', 'b'])
})

it('releases waiters in the order they came, and starts again after running dry', async () => {
  const order: number[] = []
  await Promise.all([1, 2, 3].map((n) => nextTurn().then(() => order.push(n))))
  await nextTurn()
  order.push(4)
  expect(order).toEqual([1, 2, 3, 4])
})
