import { expect } from 'vitest'
import type { DatasetOverview } from '@contract/jobs'
import type { DatasetColumns } from '@contract/semantic'
import { jobsContext } from '../http/context'
import {
  describeOnStores,
  job,
  makeKit,
  textOf,
  uploadSource,
  USER,
  type Kit,
} from '../testing/test-kit'

/**
 * The semantic overrides endpoints (docs/wire-formats.md, "Semantic overrides"), on both stores:
 * the listing, teaching a word that makes a question answerable, saving overrides that survive
 * a restart, per-user overrides of a sample, the bounds and the errors.
 */

const CSV = 'site,x7,q\nNorth,12.5,1\nNorth,14.5,2\nSouth,20,3\nSouth,22,4\nEast,16,5\n'
const QUESTION = 'What is the average temperature by site?'

const columnsOf = (kit: Kit, id: string, user = USER) =>
  kit.json<DatasetColumns>('GET', `/v2/team/datasets/${id}/columns`, { query: { user_id: user } })
const teach = (kit: Kit, id: string, lesson: Record<string, unknown>, user = USER) =>
  kit.json<DatasetColumns>('POST', `/v2/team/datasets/${id}/columns/teach`, {
    body: { user_id: user, ...lesson },
  })
const put = (kit: Kit, id: string, overrides: unknown, user = USER) =>
  kit.json<DatasetColumns>('PUT', `/v2/team/datasets/${id}/columns`, {
    body: { user_id: user, overrides },
  })

async function ask(kit: Kit, session: string, datasetId: string, question = QUESTION) {
  const { body } = await job(kit, { session_id: session, question, dataset_id: datasetId })
  expect(body.code).toBe(0)
  return {
    text: textOf(body.data.blocks),
    code: textOf(body.data.blocks, { type: 'CODE' }),
    questions: body.data.blocks.flatMap((b) => (b.type === 'QUESTIONS' ? b.content : [])),
  }
}

describeOnStores('semantic overrides', (it) => {
  it('lists the columns, learns a word that makes a question answerable, and keeps it across a restart', async (kit, env) => {
    const src = await uploadSource(kit, 'readings.csv', CSV)
    const listed = await columnsOf(kit, src.dataset_id)
    expect(listed.body.code).toBe(0)
    const x7 = listed.body.data.columns.find((c) => c.name === 'x7')
    expect(x7).toMatchObject({
      source_id: src.id,
      type: 'DOUBLE',
      kind: 'numeric',
      role: 'measure',
      unit: null,
      override: null,
    })
    const site = listed.body.data.columns.find((c) => c.name === 'site')
    expect(site?.values?.map((v) => v.value).sort()).toEqual(['East', 'North', 'South'])

    const session = await kit.session()
    const before = await ask(kit, session, src.dataset_id)
    expect(before.text).toMatch(/temperature/)
    expect(before.code).not.toMatch(/"x7"/)

    const taught = await teach(kit, src.dataset_id, { column: 'x7', phrase: ' Temperature ' })
    expect(taught.body.code).toBe(0)
    expect(taught.body.data.overrides.columns).toEqual({ x7: { words: ['temperature'] } })
    expect(taught.body.data.columns.find((c) => c.name === 'x7')?.words).toContain('temperature')
    // Teaching it again changes nothing.
    const again = await teach(kit, src.dataset_id, { column: 'x7', phrase: 'temperature' })
    expect(again.body.data.overrides).toEqual(taught.body.data.overrides)

    const after = await ask(kit, session, src.dataset_id)
    expect(after.code).toMatch(/avg\(.*"x7"/i)
    expect(after.text).toMatch(/21/)
    // The first screen's questions read the taught word too, not the header.
    const overview = await kit.json<DatasetOverview>(
      'GET',
      `/v2/team/datasets/${src.dataset_id}/overview`,
      { query: { user_id: USER } },
    )
    const firstScreen = overview.body.data.exploration_questions.join(' | ')
    expect(firstScreen).toMatch(/temperature/i)
    expect(firstScreen).not.toMatch(/\bx7\b/)

    // A value's phrase; then a second server on the same store still knows both.
    const value = await teach(kit, src.dataset_id, {
      column: 'site',
      value: 'North',
      phrase: 'the highlands',
    })
    expect(value.body.data.overrides.values).toEqual({ site: { North: ['the highlands'] } })
    const second = makeKit(env, kit.dir)
    const kept = await columnsOf(second, src.dataset_id)
    expect(kept.body.data.overrides).toEqual(value.body.data.overrides)
    const north = kept.body.data.columns
      .find((c) => c.name === 'site')
      ?.values?.find((v) => v.value === 'North')
    expect(north?.phrases).toContain('the highlands')
    const highlands = await ask(
      second,
      session,
      src.dataset_id,
      'What is the average temperature in the highlands?',
    )
    expect(highlands.text).toMatch(/13\.5/)
  })

  it('saves overrides as a whole: roles, units, words; refuses what it cannot keep', async (kit) => {
    const src = await uploadSource(kit, 'codes.csv', CSV)
    const id = src.dataset_id
    const saved = await put(kit, id, {
      columns: { q: { role: 'label' }, x7: { words: ['Heat', 'heat'], unit: '°C' } },
      values: {},
    })
    expect(saved.body.code).toBe(0)
    const byName = new Map(saved.body.data.columns.map((c) => [c.name, c]))
    expect(byName.get('q')?.role).toBe('label')
    expect(byName.get('x7')).toMatchObject({ unit: '°C', words: ['heat'], role: 'measure' })
    expect(byName.get('x7')?.override).toEqual({ words: ['heat'], unit: '°C' })
    // Saving again replaces the whole object.
    const cleared = await put(kit, id, { columns: {}, values: {} })
    expect(cleared.body.data.columns.find((c) => c.name === 'q')?.role).toBe('measure')

    const refused = async (
      res: Promise<{ res: Response; body: { code: number; msg: string | null } }>,
    ) => {
      const { body } = await res
      expect(body.code).toBe(300001)
      return body.msg ?? ''
    }
    expect(
      await refused(put(kit, id, { columns: { nope: { words: ['x'] } }, values: {} })),
    ).toMatch(/no column “nope”/)
    expect(
      await refused(put(kit, id, { columns: { x7: { role: 'weight' } }, values: {} })),
    ).toMatch(/role/)
    expect(
      await refused(put(kit, id, { columns: { x7: { words: ['w'.repeat(101)] } }, values: {} })),
    ).toMatch(/100 characters/)
    const many = Array.from({ length: 51 }, (_, i) => `word ${i}`)
    expect(await refused(put(kit, id, { columns: { x7: { words: many } }, values: {} }))).toMatch(
      /at most 50/,
    )
    expect(await refused(teach(kit, id, { column: 'nope', phrase: 'x' }))).toMatch(/no column/)
    expect(await refused(teach(kit, id, { column: 'site', value: 'West', phrase: 'x' }))).toMatch(
      /not a value/,
    )
    expect(await refused(teach(kit, id, { column: 'x7', phrase: '  ' }))).toMatch(/empty/)
    expect(await refused(teach(kit, id, { column: 'x7', phrase: 'x' }, ''))).toMatch(/user_id/)
    const huge = await kit.request('PUT', `/v2/team/datasets/${id}/columns`, {
      body: { user_id: USER, overrides: { columns: {}, values: {} }, pad: 'x'.repeat(300_000) },
    })
    expect(huge.status).toBe(413)
    expect(((await huge.json()) as { code: number }).code).toBe(300001)

    // Another user's dataset does not exist for them; an unknown one neither.
    expect((await columnsOf(kit, id, 'tmm-stranger')).body.code).toBe(300003)
    expect((await teach(kit, id, { column: 'x7', phrase: 'x' }, 'tmm-stranger')).body.code).toBe(
      300003,
    )
    expect((await columnsOf(kit, 'dset-nope')).body.code).toBe(300003)

    // Lessons taught at once are all kept (the row is locked while it changes).
    const words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta']
    await Promise.all(words.map((phrase) => teach(kit, id, { column: 'x7', phrase })))
    const all = await columnsOf(kit, id)
    expect([...(all.body.data.overrides.columns.x7?.words ?? [])].sort()).toEqual([...words].sort())

    // Deleting the dataset deletes its overrides.
    const repo = jobsContext(kit.config).repo
    expect(await repo.getOverrides(id, USER)).toBeDefined()
    await kit.json('DELETE', `/v2/team/datasets/${id}`, { body: { user_id: USER } })
    expect(await repo.getOverrides(id, USER)).toBeUndefined()
  })

  it("keeps each user's words for a sample dataset apart", async (kit) => {
    const cars = 'dset-sample-cars'
    const listed = await columnsOf(kit, cars)
    expect(listed.body.code).toBe(0)
    // The sample's own vocabulary is listed ("mpg" names Miles_per_Gallon).
    const mpg = listed.body.data.columns.find((c) => c.name === 'Miles_per_Gallon')
    expect(mpg?.words.length).toBeGreaterThan(0)
    const mine = await teach(kit, cars, { column: 'Horsepower', phrase: 'oomph' })
    expect(mine.body.code).toBe(0)
    const other = await columnsOf(kit, cars, 'tmm-another')
    expect(other.body.data.overrides).toEqual({ columns: {}, values: {} })
    expect(other.body.data.columns.find((c) => c.name === 'Horsepower')?.words).not.toContain(
      'oomph',
    )
  })
})
