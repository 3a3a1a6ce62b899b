import { createReadStream, existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { Hono, type Context } from 'hono'
import { JOB_ERRORS } from '@contract/jobs'
import { logError, secretsOf } from '../../lib/log'
import type { JobsContext } from '../http/context'
import { drawable, drawn } from '../job/drawn-later'

/**
 * Signed artifact URLs: /artifacts/jobs/<job_id>/<file> (TABLE csv, IMAGE png) and
 * /artifacts/datasources/<ds_id>/<name> (presigned downloads). A bad or tampered signature
 * gets 403, an expired one 410. Files are found by id, never by a path taken from the URL.
 */

const JOB_ID = /^job-[a-z0-9]{1,64}$/
const FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/
const TYPES: Record<string, string> = {
  '.csv': 'text/csv; charset=utf-8',
  '.png': 'image/png',
  '.tsv': 'text/tab-separated-values; charset=utf-8',
  '.json': 'application/json',
  '.parquet': 'application/vnd.apache.parquet',
}

function refuse(c: Context, status: 403 | 404 | 410, msg: string) {
  const code = status === 404 ? JOB_ERRORS.NOT_FOUND.code : JOB_ERRORS.NO_PERMISSION.code
  return c.json({ code, msg, data: null }, status)
}

function serve(c: Context, file: string, downloadName: string) {
  if (!existsSync(file)) return refuse(c, 404, 'Not found.')
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
  c.header('Content-Type', type)
  c.header('Content-Length', String(statSync(file).size))
  c.header('Cache-Control', 'private, max-age=300')
  c.header(
    'Content-Disposition',
    `inline; filename="${downloadName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
  )
  return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>)
}

export function artifactRoutes(ctx: JobsContext) {
  const app = new Hono()

  app.use('*', async (c, next) => {
    await next()
    c.header('Access-Control-Allow-Origin', '*')
    c.header('Access-Control-Expose-Headers', 'content-disposition')
  })

  const verdict = (c: Context) =>
    ctx.signer.verify(new URL(c.req.url).pathname, c.req.query('expires'), c.req.query('signature'))

  app.get('/jobs/:jobId/:file', async (c) => {
    const { jobId, file } = c.req.param()
    const v = verdict(c)
    if (v === 'forged' || !JOB_ID.test(jobId) || !FILE.test(file) || file.includes('..'))
      return refuse(c, 403, 'The link is not valid.')
    if (v === 'expired')
      return refuse(c, 410, 'The link has expired; run the question again for a new one.')
    const dir = path.join(ctx.artifactsDir, jobId)
    const target = path.resolve(dir, file)
    if (path.dirname(target) !== dir) return refuse(c, 403, 'The link is not valid.')
    // A chart sent before it was drawn: wait for the drawing, or draw it from its kept spec.
    if (!existsSync(target) && drawable(target)) {
      try {
        await drawn(target)
      } catch (error) {
        logError(
          'artifacts',
          `chart ${jobId}/${file} could not be drawn`,
          error,
          secretsOf(ctx.config),
        )
        return c.json(
          { code: JOB_ERRORS.INTERNAL.code, msg: 'The chart could not be drawn.', data: null },
          500,
        )
      }
    }
    return serve(c, target, file)
  })

  app.get('/datasources/:dsId/:name', async (c) => {
    const { dsId } = c.req.param()
    const v = verdict(c)
    if (v === 'forged') return refuse(c, 403, 'The link is not valid.')
    if (v === 'expired') return refuse(c, 410, 'The link has expired.')
    const source =
      ctx.samples.datasources.find((s) => s.id === dsId) ?? (await ctx.repo.getSource(dsId))
    if (!source) return refuse(c, 404, 'Not found.')
    // An Excel sheet's source downloads as the workbook it came from.
    return serve(
      c,
      ctx.resolve(source.workbook_path ?? source.file_path),
      source.details?.workbook ?? source.name,
    )
  })

  app.all('*', (c) => refuse(c, 404, 'Not found.'))
  return app
}
