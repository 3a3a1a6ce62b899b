import { Hono } from 'hono'
import type { DataSourceStatus, PresignResult } from '@contract/jobs'
import { DataSourceBody, PresignBody, TableSourceBody, UserBody } from '@contract/jobs-schemas'
import { datasetFor, ownDataset, publicSource, sourceFor, sourcesOf } from '../http/access'
import type { JobsContext } from '../http/context'
import { ok } from '../http/envelope'
import { invalid } from '../http/errors'
import type { JobsEnv } from '../http/http-env'
import { newId } from '../store/ids'
import { body, page, paging, queryUser } from '../http/params'
import {
  addSource,
  createSource,
  prepareSource,
  removeSource,
  tableSource,
} from '../uploads/sources'

/**
 * Data sources (docs/wire-formats.md), nested under datasets, plus POST /datasources with a new
 * dataset.
 */

const STATUSES: DataSourceStatus[] = ['synching', 'synched', 'invalid']

function downloadPath(dsId: string, name: string): string {
  return `/artifacts/datasources/${encodeURIComponent(dsId)}/${encodeURIComponent(name)}`
}

export function dataSourceRoutes(ctx: JobsContext) {
  const app = new Hono<JobsEnv>()

  // The dataset first, then its source; a source that cannot be written takes its new dataset
  // with it, so neither is ever left without the other (docs/limits.md, "Text").
  app.post('/datasources', async (c) => {
    const b = await body(c, DataSourceBody)
    const name = b.name.replace(/\.[^.]+$/, '').slice(0, 128) || b.name
    const datasetId = newId('dset')
    const source = await prepareSource(ctx, datasetId, b)
    await ctx.repo.putDataset({
      id: datasetId,
      name,
      description: '',
      user_id: b.user_id,
      created_at: new Date().toISOString(),
    })
    try {
      return ok(c, await addSource(ctx, source))
    } catch (error) {
      await ctx.repo.deleteDataset(datasetId).catch(() => undefined)
      throw error
    }
  })

  app.post('/datasets/:id/datasources', async (c) => {
    const b = await body(c, DataSourceBody)
    const d = await ownDataset(ctx, b.user_id, c.req.param('id'))
    return ok(c, await createSource(ctx, d.id, b))
  })

  app.get('/datasets/:id/datasources', async (c) => {
    const d = await datasetFor(ctx, queryUser(c), c.req.param('id'))
    // The MCP client sends several statuses comma-separated (docs/wire-formats.md).
    const wanted = (c.req.query('status') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const bad = wanted.find((s) => !STATUSES.includes(s as DataSourceStatus))
    if (bad) throw invalid(`status must be one of ${STATUSES.join(', ')}.`)
    const all = (await sourcesOf(ctx, d.id)).filter(
      (s) => !wanted.length || wanted.includes(s.status),
    )
    return ok(c, page(all.map(publicSource), paging(c)))
  })

  app.get('/datasets/:id/datasources/:dsId', async (c) =>
    ok(c, publicSource(await sourceFor(ctx, queryUser(c), c.req.param('id'), c.req.param('dsId')))),
  )

  app.delete('/datasets/:id/datasources/:dsId', async (c) => {
    const b = await body(c, UserBody)
    await ownDataset(ctx, b.user_id, c.req.param('id'))
    await removeSource(ctx, await sourceFor(ctx, b.user_id, c.req.param('id'), c.req.param('dsId')))
    return ok(c, {})
  })

  // Extension (docs/wire-formats.md): a document's table as a CSV data source of the dataset.
  app.post('/datasets/:id/datasources/:dsId/tables/:n', async (c) => {
    const b = await body(c, TableSourceBody)
    const d = await ownDataset(ctx, b.user_id, c.req.param('id'))
    const doc = await sourceFor(ctx, b.user_id, d.id, c.req.param('dsId'))
    const n = Number(c.req.param('n'))
    if (!Number.isInteger(n) || n < 1) throw invalid('n must be a table number, from 1.')
    return ok(c, await tableSource(ctx, doc, n, b))
  })

  app.post('/datasets/:id/datasources/:dsId/presign', async (c) => {
    const b = await body(c, PresignBody)
    const s = await sourceFor(ctx, b.user_id, c.req.param('id'), c.req.param('dsId'))
    const signed = ctx.signer.sign(
      new URL(c.req.url).origin,
      downloadPath(s.id, s.name),
      b.expires_in ?? 600,
    )
    return ok<PresignResult>(c, { presigned_url: signed.url, expires_at: signed.expires_at })
  })

  return app
}
