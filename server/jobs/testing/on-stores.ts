// A suite run on each store (SQLite, PostgreSQL): apart, as it wraps vitest's describe rather than calling the server.
import { describe, it } from 'vitest'
import { STORES } from '../../db/testing/stores'
import { type Kit, makeKit } from './make-kit'

/**
 * One case of a suite run on both stores: `fn` gets a kit on a fresh store (its data dir removed
 * after) and the store's environment, with `options.env` added, for a second kit on the same
 * store (`makeKit(env, kit.dir)`, a restart).
 */
type StoreCaseFn = (
  name: string,
  fn: (kit: Kit, env: Record<string, string>) => Promise<void>,
  options?: { env?: Record<string, string>; timeout?: number },
) => void

/**
 * A suite run on SQLite and on PostgreSQL (server/db/testing/stores.ts), titled "<title> on
 * <store>"; a store's cases are skipped where it is missing.
 */
export function describeOnStores(title: string, cases: (it: StoreCaseFn) => void): void {
  describe.each(STORES)(`${title} on $name`, (store) => {
    cases((name, fn, options = {}) =>
      it.skipIf(store.skip)(
        name,
        async () => {
          const env = { ...(await store.env()), ...options.env }
          const kit = makeKit(env)
          try {
            await fn(kit, env)
          } finally {
            kit.close()
          }
        },
        options.timeout,
      ),
    )
  })
}
