import { startTransition, useEffect, useState } from 'react'

/**
 * A module loaded on first need (math, code highlighting), so the first screen does not pay for
 * it. Components re-render once when it arrives; until then they show plain text.
 */
interface LazyModule<T> {
  get: () => T | null
  load: () => void
  subscribe: (listener: () => void) => () => void
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | null = null
  let loading = false
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    load() {
      if (value || loading) return
      loading = true
      importer().then(
        (v) => {
          value = v
          listeners.forEach((l) => l())
        },
        // Offline or a failed chunk: stay plain, try again on the next need.
        () => (loading = false),
      )
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export function useLazyModule<T>(module: LazyModule<T>, needed: boolean): T | null {
  const [value, setValue] = useState(module.get)
  useEffect(() => {
    if (!needed || value) return
    // The arrival re-renders every block that waited for it; as a transition React can split
    // that work into short slices instead of one long task.
    const unsubscribe = module.subscribe(() => startTransition(() => setValue(module.get)))
    module.load()
    const ready = module.get()
    if (ready) startTransition(() => setValue(() => ready))
    return unsubscribe
  }, [module, needed, value])
  return needed ? value : null
}
