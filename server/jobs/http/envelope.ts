import type { Context } from 'hono'
import { JOB_ERRORS, type Envelope, type JobErrorName } from '@contract/jobs'

/** The `{code, msg, data}` envelope of every reply (docs/wire-formats.md). */
export function ok<T, C extends Context = Context>(c: C, data: T) {
  return c.json<Envelope<T>>({ code: 0, msg: null, data })
}

/** `status` overrides the table's HTTP status where the same code needs another one (413). */
export function fail<C extends Context>(c: C, name: JobErrorName, msg?: string, status?: number) {
  const row = JOB_ERRORS[name]
  return c.json<Envelope<null>>(
    { code: row.code, msg: msg ?? row.msg, data: null },
    (status ?? row.status) as 400,
  )
}
