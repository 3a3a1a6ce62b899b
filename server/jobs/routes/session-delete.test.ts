import { existsSync } from 'node:fs'
import path from 'node:path'
import { expect } from 'vitest'
import { jobsContext } from '../http/context'
import { describeOnStores, uploadSource, USER } from '../testing/test-kit'

/**
 * A session deleted while one of its jobs runs: the job's artifact folder, written to after the
 * delete, goes when the job ends, with any event it appended meanwhile (docs/limits.md,
 * "Sessions").
 */

describeOnStores('deleting a session mid-job', (it) => {
  it('removes the artifact folder and events once the job ends', async (kit) => {
    const ds = await uploadSource(kit, 'prices.csv', 'fruit,price\napple,3\npear,5\nplum,4\n')
    const session = await kit.session('doomed')
    const res = await kit.request('POST', '/v2/team/jobs', {
      body: {
        user_id: USER,
        session_id: session,
        question: 'average price by fruit',
        dataset_id: ds.dataset_id,
        stream: true,
      },
    })
    // Read until the job has written its first artifact, then delete its session.
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    while (!/^event:TABLE$/m.test(text)) {
      const { done, value } = await reader.read()
      if (done) throw new Error(`the job ended before its table: ${text}`)
      text += decoder.decode(value, { stream: true })
    }
    const id = /job-[a-z0-9]+/.exec(text)![0]
    const folder = path.join(kit.dir, 'artifacts', id)
    expect(existsSync(folder)).toBe(true)
    const deleted = await kit.json('DELETE', `/v2/team/sessions/${session}`, {
      body: { user_id: USER },
    })
    expect(deleted.body.code).toBe(0)
    // The job goes on to its end (its chart and message are written after the delete).
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      text += decoder.decode(value, { stream: true })
    }
    expect(text).toMatch(/^event:IMAGE$/m)
    expect(existsSync(folder)).toBe(false)
    const repo = jobsContext(kit.config).repo
    expect(await repo.getJob(id)).toBeUndefined()
    expect(await repo.eventsSince(id, -1)).toEqual([])
  })
})
