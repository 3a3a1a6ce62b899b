import { describe, expect, it } from 'vitest'
import type { DataSource, Dataset, HistoryRecord, Paged, Session } from '@contract/jobs'
import { dropSource } from '../engine/catalog'
import { artifactOf, job, makeKit, textOf, uploadSource, USER } from './test-kit'

describe('restart', () => {
  it('keeps sessions, datasets, data sources, uploads, job history and artifacts (PARLEY_DATA_DIR)', async () => {
    const first = makeKit()
    const session = await first.session('kept')
    const ds = await uploadSource(first, 'prices.csv', 'fruit,price\napple,3\npear,5\nplum,4\n')
    const asked = await job(first, {
      session_id: session,
      question: 'average price by fruit',
      dataset_id: ds.dataset_id,
    })
    expect(asked.body.code).toBe(0)

    // A second server on the same data dir (a new config object, so nothing is shared in memory),
    // and the table gone from DuckDB as after a process restart.
    await dropSource(ds.id)
    const second = makeKit({}, first.dir)
    try {
      const s = await second.json<Session>('GET', `/v2/team/sessions/${session}`, {
        query: { user_id: USER },
      })
      expect(s.body.data.name).toBe('kept')
      const d = await second.json<Dataset>('GET', `/v2/team/datasets/${ds.dataset_id}`, {
        query: { user_id: USER },
      })
      expect(d.body.data.name).toBe('prices')
      const src = await second.json<DataSource>(
        'GET',
        `/v2/team/datasets/${ds.dataset_id}/datasources/${ds.id}`,
        { query: { user_id: USER } },
      )
      expect(src.body.data.status).toBe('synched')
      const h = await second.json<Paged<HistoryRecord>>(
        'GET',
        `/v2/team/sessions/${session}/history`,
        { query: { user_id: USER } },
      )
      expect(h.body.data.records.map((r) => r.job_id)).toEqual([asked.body.data.job_id])
      const table = artifactOf(h.body.data.records[0]!.answer.blocks)
      expect(await (await second.app.request(table.url)).text()).toContain('pear,5')
      // An artifact URL signed before the restart still works (the secret is kept).
      expect((await second.app.request(artifactOf(asked.body.data.blocks).url)).status).toBe(200)
      // The data source answers after the restart, and follow-ups use the recorded plan.
      const again = await job(second, {
        session_id: session,
        question: 'now only for pear and plum',
        dataset_id: ds.dataset_id,
      })
      expect(textOf(again.body.data.blocks, { type: 'CODE' })).toContain(
        `"fruit" IN ('pear', 'plum')`,
      )
    } finally {
      first.close()
    }
  })
})
