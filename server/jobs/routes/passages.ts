import { Hono } from 'hono'
import { isDocumentType } from '@contract/jobs'
import { PassagesQuery, type PassagesPageData } from '@contract/passages'
import { documentPath, loadDocument } from '../../engine/documents/documents'
import { sourceFor } from '../http/access'
import type { JobsContext } from '../http/context'
import { ok } from '../http/envelope'
import { invalid } from '../http/errors'
import type { JobsEnv } from '../http/http-env'
import { check } from '../http/params'

/**
 * A Parley extension (docs/data-sources.md, "Documents"): a synched document source's
 * passages, in document order, a bounded page at a time (contract/passages.ts), with the page or
 * slide and the headings each sits under: what retrieval searches and cites.
 */
export function passageRoutes(ctx: JobsContext) {
  const app = new Hono<JobsEnv>()

  app.get('/datasets/:id/datasources/:dsId/passages', async (c) => {
    const q = check(PassagesQuery, c.req.query())
    const s = await sourceFor(ctx, q.user_id, c.req.param('id'), c.req.param('dsId'))
    if (!isDocumentType(s.file_type)) throw invalid('The data source is a table, not a document.')
    if (s.status !== 'synched')
      throw invalid(`The document is ${s.status}${s.reason ? `: ${s.reason}` : ''}.`)
    const { file } = await loadDocument(ctx.resolve(documentPath(s.id)))
    const from = (q.page_number - 1) * q.page_size
    return ok<PassagesPageData>(c, {
      datasource_id: s.id,
      name: s.name,
      file_type: s.file_type,
      pages: file.pages,
      total_items: file.passages.length,
      page_number: q.page_number,
      page_size: q.page_size,
      records: file.passages
        .slice(from, from + q.page_size)
        .map((p) => ({ n: p.n, text: p.text, page: p.page, heading: p.heading })),
    })
  })

  return app
}
