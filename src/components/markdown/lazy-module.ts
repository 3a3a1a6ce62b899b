import { useEffect, useSyncExternalStore } from 'react'

/**
 * A module loaded on first need (math, code highlighting), so the first screen does not pay for
 * it. Components re-render once when it arrives; until then they show plain text.
 */
export interface LazyModule<T> {
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
  const value = useSyncExternalStore(module.subscribe, module.get, module.get)
  useEffect(() => {
    if (needed && !value) module.load()
  }, [module, needed, value])
  return needed ? value : null
}
