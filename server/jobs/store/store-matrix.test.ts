import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { expect } from 'vitest'
import type { Block, Dataset, HistoryRecord, Paged, Session } from '@contract/jobs'
import type { ServerConfig } from '../../config'
import { sqliteFile } from '../../db/open'
import { dropSource } from '../../engine/catalog'
import { jobsContext } from '../http/context'
import {
  artifactOf,
  completeMultipart,
  describeOnStores,
  getSource,
  initMultipart,
  job,
  KEY,
  makeKit,
  putParts,
  sourceFromUpload,
  textOf,
  uploadSource,
  USER,
} from '../testing/test-kit'

/**
 * The job store's promises, on both databases: a restart keeps everything; the quota counts
 * exactly the jobs that exist; multipart uploads complete in one transaction; a write that
 * fails (a full disk, injected) leaves nothing behind in lists.
 */

describeOnStores('job store', (it) => {
  it('keeps sessions, datasets, sources, uploads, history and artifacts across a restart', async (first, env) => {
    const session = await first.session('kept')
    const ds = await uploadSource(first, 'prices.csv', 'fruit,price\napple,3\npear,5\nplum,4\n')
    const asked = await job(first, {
      session_id: session,
      question: 'average price by fruit',
      dataset_id: ds.dataset_id,
    })
    expect(asked.body.code).toBe(0)
    await dropSource(ds.id)
    // A second server on the same data dir and database (a new config: nothing shared in memory).
    const second = makeKit(env, first.dir)
    const s = await second.json<Session>('GET', `/v2/team/sessions/${session}`, {
      query: { user_id: USER },
    })
    expect(s.body.data.name).toBe('kept')
    const d = await second.json<Dataset>('GET', `/v2/team/datasets/${ds.dataset_id}`, {
      query: { user_id: USER },
    })
    expect(d.body.data.name).toBe('prices')
    const src = await getSource(second, ds.dataset_id, ds.id)
    expect(src.body.data.status).toBe('synched')
    const h = await second.json<Paged<HistoryRecord>>(
      'GET',
      `/v2/team/sessions/${session}/history`,
      { query: { user_id: USER } },
    )
    expect(h.body.data.records.map((r) => [r.job_id, r.status])).toEqual([
      [asked.body.data.job_id, 'done'],
    ])
    // The same blocks (artifact URLs are signed afresh on each read).
    const unsigned = (blocks: Block[]) =>
      blocks.map((b) =>
        b.type === 'TABLE' || b.type === 'IMAGE'
          ? {
              ...b,
              content: { ...b.content, url: new URL(b.content.url).pathname, expires_at: '' },
            }
          : b,
      )
    expect(unsigned(h.body.data.records[0]!.answer.blocks)).toEqual(
      unsigned(asked.body.data.blocks),
    )
    const table = artifactOf(h.body.data.records[0]!.answer.blocks)
    expect(await (await second.app.request(table.url)).text()).toContain('pear,5')
    // An artifact URL signed before the restart still works (the secret is kept).
    expect((await second.app.request(artifactOf(asked.body.data.blocks).url)).status).toBe(200)
    const again = await job(second, {
      session_id: session,
      question: 'now only for pear and plum',
      dataset_id: ds.dataset_id,
    })
    expect(textOf(again.body.data.blocks, { type: 'CODE' })).toContain(
      `"fruit" IN ('pear', 'plum')`,
    )
  })

  it(
    'counts the quota per key, only for jobs that were recorded, across a restart',
    async (first, env) => {
      const session = await first.session()
      const q = { session_id: session, question: 'hi', dataset_id: 'dset-sample-cars' }
      // Refused before the quota (unknown dataset): not counted.
      expect((await job(first, { ...q, dataset_id: 'dset-nope' })).body.code).toBe(300003)
      expect((await job(first, q)).body.code).toBe(0)
      const second = makeKit(env, first.dir)
      expect((await job(second, q)).body.code).toBe(0)
      expect((await job(second, q)).body).toMatchObject({ code: 210021 })
      const h = await second.json<Paged<HistoryRecord>>(
        'GET',
        `/v2/team/sessions/${session}/history`,
        { query: { user_id: USER } },
      )
      expect(h.body.data.total_items).toBe(2)
    },
    { env: { JOB_QUOTA: '2' } },
  )

  it('completes a multipart upload into a data source, and forgets the upload id', async (kit) => {
    const bytes = new TextEncoder().encode('a,b\n1,2\n3,4\n')
    const started = await initMultipart(kit, 'small.csv', bytes.byteLength)
    const etags = await putParts(kit, started, bytes)
    const done = await completeMultipart(kit, started, etags)
    expect(done.body.data.file_object_key).toBe(started.file_object_key)
    expect((await completeMultipart(kit, started, etags)).body.code).toBe(300003)
    const created = await sourceFromUpload(kit, 'small.csv', done.body.data.file_object_key)
    const src = await getSource(kit, created.dataset_id, created.id)
    expect(src.body.data.status).toBe('synched')
  })

  it('leaves no trace of a create that fails on a full disk (injected)', async (kit) => {
    const kept = await kit.session('before the disk filled')
    await fillDisk(kit.config)
    const failed = await kit.json('POST', '/v2/team/sessions', {
      body: { name: 'lost', user_id: USER },
    })
    expect(failed.body.code).toBe(9999)
    const q = { session_id: kept, question: 'hi', dataset_id: 'dset-sample-cars' }
    expect((await job(kit, q)).body.code).toBe(9999)
    await emptyDisk(kit.config)
    const list = await kit.json<Paged<Session>>('GET', '/v2/team/sessions', {
      query: { user_id: USER },
    })
    expect(list.body.data.records.map((s) => s.name)).toEqual(['before the disk filled'])
    const h = await kit.json<Paged<HistoryRecord>>('GET', `/v2/team/sessions/${kept}/history`, {
      query: { user_id: USER },
    })
    expect(h.body.data.total_items).toBe(0)
    expect(await jobsContext(kit.config).repo.jobsUsed(keyHashOf())).toBe(0)
    const leftovers = readdirSync(kit.dir, { recursive: true }).map(String)
    expect(leftovers.filter((f) => /\.tmp$/.test(path.basename(f)))).toEqual([])
  })
})

const keyHashOf = () => createHash('sha256').update(KEY).digest('hex').slice(0, 32)

/**
 * A full disk, injected: a trigger on every table a create writes raises the database's own
 * disk-full error (SQLite's "database or disk is full"; PostgreSQL's 53100), installed from a
 * second connection as an operator would.
 */
const TABLES = ['sessions', 'jobs', 'usage', 'job_events']

async function fillDisk(config: ServerConfig) {
  await jobsContext(config).ready
  if (config.databaseUrl)
    return pgExec(config.databaseUrl, [
      `CREATE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = '53100'; END $$`,
      ...TABLES.map(
        (t) =>
          `CREATE TRIGGER full_${t} BEFORE INSERT OR UPDATE ON ${t} FOR EACH ROW EXECUTE FUNCTION disk_full()`,
      ),
    ])
  sqliteExec(
    config,
    TABLES.flatMap((t) => [
      `CREATE TRIGGER full_${t}_i BEFORE INSERT ON ${t} BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
      `CREATE TRIGGER full_${t}_u BEFORE UPDATE ON ${t} BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
    ]),
  )
}

async function emptyDisk(config: ServerConfig) {
  if (config.databaseUrl)
    return pgExec(config.databaseUrl, [
      ...TABLES.map((t) => `DROP TRIGGER full_${t} ON ${t}`),
      'DROP FUNCTION disk_full()',
    ])
  sqliteExec(
    config,
    TABLES.flatMap((t) => [`DROP TRIGGER full_${t}_i`, `DROP TRIGGER full_${t}_u`]),
  )
}

function sqliteExec(config: ServerConfig, statements: string[]) {
  const db = new Database(sqliteFile(path.resolve(config.dataDir)))
  try {
    for (const sql of statements) db.exec(sql)
  } finally {
    db.close()
  }
}

async function pgExec(url: string, statements: string[]) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    for (const sql of statements) await client.query(sql)
  } finally {
    await client.end()
  }
}
