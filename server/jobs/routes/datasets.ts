import { Hono } from 'hono'
import { isDocumentType, type DatasetOverview, type DatasetStatus } from '@contract/jobs'
import { DatasetCreateBody, DatasetUpdateBody, UserBody } from '@contract/jobs-schemas'
import { loadSource } from '../../engine/catalog'
import { runQuery } from '../../engine/db'
import { previewSql } from '../../engine/preview'
import { suggestFor } from '../../engine/plan/suggest'
import { withSemantics } from '../../engine/semantic/model'
import type { TableProfile } from '../../engine/types'
import { datasetFor, ownDataset, sourceFile, sourcesOf } from '../http/access'
import type { JobsContext } from '../http/context'
import { ok } from '../http/envelope'
import type { JobsEnv } from '../http/http-env'
import { newId } from '../store/ids'
import { body, pageFrom, paging, queryUser, window } from '../http/params'
import { removeSource } from '../uploads/sources'
import { SAMPLE_DOCUMENTS_ID, SAMPLE_DOCUMENT_QUESTIONS } from '../samples/sample-documents'
import type { DataSourceRecord, DatasetRecord } from '../../db/records'

/** Datasets (docs/wire-formats.md): create, list, get, modify, delete, overview, status counts. */

/** First rows of the first source, for the dataset's preview. */
const PREVIEW_ROWS = 20

const publicDataset = (d: DatasetRecord) => ({ id: d.id, name: d.name, description: d.description })

export function datasetRoutes(ctx: JobsContext) {
  const app = new Hono<JobsEnv>()
  const { repo } = ctx

  app.post('/', async (c) => {
    const b = await body(c, DatasetCreateBody)
    const d: DatasetRecord = {
      id: newId('dset'),
      name: b.name,
      description: b.description ?? '',
      user_id: b.user_id,
      created_at: new Date().toISOString(),
    }
    await repo.putDataset(d)
    return ok(c, { id: d.id })
  })

  // The user's own datasets, newest first and paged in SQL, then the samples everyone has.
  app.get('/', async (c) => {
    const user = queryUser(c)
    const p = paging(c)
    const w = window(p)
    const samples = ctx.samples.datasets.filter(
      (d) => !p.search || `${d.name}\n${d.description}`.toLowerCase().includes(p.search),
    )
    const own = await repo.listDatasets(user, w)
    const fromSamples = Math.max(0, w.offset - own.total)
    const records = [
      ...own.records,
      ...samples.slice(fromSamples, fromSamples + w.limit - own.records.length),
    ]
    return ok(c, pageFrom(own.total + samples.length, records.map(publicDataset), p))
  })

  app.get('/:id', async (c) =>
    ok(c, publicDataset(await datasetFor(ctx, queryUser(c), c.req.param('id')))),
  )

  app.post('/:id', async (c) => {
    const b = await body(c, DatasetUpdateBody)
    const d = await ownDataset(ctx, b.user_id, c.req.param('id'))
    await repo.putDataset({
      ...d,
      name: b.name?.trim() ? b.name : d.name,
      description: b.description ?? d.description,
    })
    return ok(c, null)
  })

  app.delete('/:id', async (c) => {
    const b = await body(c, UserBody)
    const d = await ownDataset(ctx, b.user_id, c.req.param('id'))
    for (const s of await sourcesOf(ctx, d.id)) await removeSource(ctx, s)
    await repo.deleteDataset(d.id)
    return ok(c, {})
  })

  app.get('/:id/status', async (c) => {
    const d = await datasetFor(ctx, queryUser(c), c.req.param('id'))
    const sources = await sourcesOf(ctx, d.id)
    const count = (s: string) => sources.filter((x) => x.status === s).length
    return ok<DatasetStatus>(c, {
      synched_count: count('synched'),
      invalid_count: count('invalid'),
      synching_count: count('synching'),
    })
  })

  app.get('/:id/overview', async (c) => {
    const d = await datasetFor(ctx, queryUser(c), c.req.param('id'))
    // Tables only: documents have no columns to suggest questions about; the summary names them.
    const ready = (await sourcesOf(ctx, d.id)).filter((s) => s.status === 'synched')
    const synched = ready.filter((s) => !isDocumentType(s.file_type))
    const documents = ready.filter((s) => isDocumentType(s.file_type))
    // Read as a job reads them: the dataset's name, description and the user's words, so the first
    // screen's questions use the plain names a dictionary or a taught word gives.
    const overrides = await repo.getOverrides(d.id, queryUser(c))
    const words = { name: d.name, description: d.description, ...(overrides ? { overrides } : {}) }
    const profiles: TableProfile[] = await Promise.all(
      synched.map(async (s) => withSemantics(await loadSource(sourceFile(ctx, s)), words)),
    )
    // A new rotation on each call, as the real overview offers new questions when asked again.
    const offset = Math.floor(Math.random() * 8)
    const rotate = (list: string[]) => list.map((_, i) => list[(i + offset) % list.length]!)
    const each = profiles.length > 1 ? 2 : 5
    const questions = (
      await Promise.all(
        profiles.map(async (p) => rotate(await suggestFor(p, 'EN', 10)).slice(0, each)),
      )
    )
      .flat()
      .concat(d.id === SAMPLE_DOCUMENTS_ID ? rotate(SAMPLE_DOCUMENT_QUESTIONS) : [])
      .slice(0, 5)
    const keywords = [
      ...new Set(
        profiles.flatMap((p) =>
          p.columns.filter((col) => col.kind !== 'other').map((col) => col.name),
        ),
      ),
    ].slice(0, 20)
    const first = profiles[0]
    // Each cell cut to a few hundred characters (docs/limits.md, "Data sources").
    const head = first ? await runQuery(previewSql(first, PREVIEW_ROWS)) : null
    return ok<DatasetOverview>(c, {
      ...publicDataset(d),
      summary: `${summaryOf(d, profiles, documents)} ${plannerLine(ctx)}`,
      exploration_questions: questions,
      keywords,
      row_count: profiles.reduce((n, p) => n + p.rows, 0),
      columns: profiles.flatMap((p) =>
        p.columns.map((col) => ({ name: col.name, type: col.type, source: p.source.fileName })),
      ),
      ...(first && head
        ? { preview: { source: first.source.fileName, columns: head.columns, rows: head.rows } }
        : {}),
      // The documents, whose passages GET …/datasources/{id}/passages lists (routes/passages.ts).
      documents: documents.map((s) => ({
        id: s.id,
        name: s.name,
        file_type: s.file_type,
        pages: s.details?.pages ?? null,
        passages: s.details?.passages ?? 0,
      })),
    })
  })

  return app
}

/** Which planner answers questions about the data. */
function plannerLine(ctx: JobsContext): string {
  const model = ctx.config.engineModel
  return model
    ? `Planned by ${model.label}, checked against the data; the built-in rules answer when it cannot.`
    : 'Planned by the built-in rules.'
}

function summaryOf(
  d: DatasetRecord,
  profiles: TableProfile[],
  documents: DataSourceRecord[] = [],
): string {
  if (!profiles.length && !documents.length) return `${d.name} has no synched data source yet.`
  const docs = documents.map((s) => {
    const n = s.details?.passages ?? 0
    return `${s.name} is a document of ${n.toLocaleString('en-US')} passage${n === 1 ? '' : 's'}, answered from with quotes in AUTO mode.`
  })
  const parts = profiles.map((p) => {
    const cols = p.columns.filter((c) => c.kind !== 'other')
    const time = cols.find((c) => c.kind === 'temporal' || c.kind === 'year')
    const span = time ? `, covering ${String(time.min)} to ${String(time.max)}` : ''
    return `${p.source.fileName} holds ${p.rows.toLocaleString('en-US')} rows and ${cols.length} columns (${cols.map((c) => c.name).join(', ')})${span}.`
  })
  return `${d.name}: ${[...parts, ...docs].join(' ')}`
}
