import { Hono } from 'hono'
import { ColumnsPutBody, TeachBody, type DatasetColumns } from '@contract/semantic'
import { datasetFor } from '../http/access'
import type { JobsContext } from '../http/context'
import { ok } from '../http/envelope'
import { invalid } from '../http/errors'
import type { JobsEnv } from '../http/http-env'
import { body, queryUser } from '../http/params'
import { listColumns, NO_OVERRIDES, readProfiles } from '../semantic/semantic-columns'
import { checkColumns, taught } from '../semantic/semantic-edit'

/**
 * A Parley extension of the job service (docs/wire-formats.md, "Semantic overrides"): what the
 * engine understands of a dataset's columns, and the user's corrections to it. Each user keeps
 * their own overrides of a dataset they can see: of their own datasets, and of the samples.
 * Bodies are bounded at 256 KB (body-limits.ts).
 */
export function columnRoutes(ctx: JobsContext) {
  const app = new Hono<JobsEnv>()

  app.get('/:id/columns', async (c) => {
    const user = queryUser(c)
    const dataset = await datasetFor(ctx, user, c.req.param('id'))
    return ok<DatasetColumns>(c, await listColumns(ctx, dataset, user))
  })

  app.put('/:id/columns', async (c) => {
    const b = await body(c, ColumnsPutBody)
    const dataset = await datasetFor(ctx, b.user_id, c.req.param('id'))
    const [known = []] = await readProfiles(ctx, dataset, NO_OVERRIDES)
    checkColumns(b.overrides, new Set(known.flatMap((p) => p.columns.map((col) => col.name))))
    await ctx.repo.putOverrides(dataset.id, b.user_id, b.overrides)
    return ok<DatasetColumns>(c, await listColumns(ctx, dataset, b.user_id))
  })

  app.post('/:id/columns/teach', async (c) => {
    const b = await body(c, TeachBody)
    const dataset = await datasetFor(ctx, b.user_id, c.req.param('id'))
    const [profiles = []] = await readProfiles(ctx, dataset, NO_OVERRIDES)
    const column = profiles.flatMap((p) => p.columns).find((col) => col.name === b.column)
    if (!column)
      throw invalid(`column: the dataset has no column “${b.column}” in a synched source.`)
    // Text columns list their values; a number-coded one (a label 1…k) takes any.
    if (b.value !== undefined && column.values.length && !column.values.includes(b.value))
      throw invalid(`value: “${b.value}” is not a value of “${b.column}”.`)
    await ctx.repo.changeOverrides(dataset.id, b.user_id, (old) =>
      taught(old, {
        column: b.column,
        phrase: b.phrase,
        ...(b.value !== undefined ? { value: b.value } : {}),
      }),
    )
    return ok<DatasetColumns>(c, await listColumns(ctx, dataset, b.user_id))
  })

  return app
}
