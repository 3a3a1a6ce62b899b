import { expect } from 'vitest'
import type { Paged } from '@contract/jobs'
import { describeOnStores, uploadSource, USER } from '../testing/test-kit'

/**
 * Huge page numbers and sizes are answered in plain words, never a 500, on both stores (an
 * OFFSET past 64 bits broke both databases; docs/limits.md, "Paging").
 */

const HUGE = '99999999999999999999'

describeOnStores('paging bounds', (it) => {
  it('refuses page numbers past the bound and caps page sizes', async (kit) => {
    const session = await kit.session()
    const ds = await uploadSource(kit, 'prices.csv', 'fruit,price\napple,3\n')
    const lists = [
      '/v2/team/sessions',
      `/v2/team/sessions/${session}/history`,
      '/v2/team/datasets',
      `/v2/team/datasets/${ds.dataset_id}/datasources`,
    ]
    const get = (p: string, query: Record<string, string>) =>
      kit.json<Paged<unknown>>('GET', p, { query: { user_id: USER, ...query } })
    for (const p of lists) {
      for (const n of [HUGE, '1e400', '1000001']) {
        const r = await get(p, { page_number: n })
        expect(r.res.status, `${p} ${n}`).toBe(400)
        expect(r.body, `${p} ${n}`).toMatchObject({
          code: 300001,
          msg: 'page_number must be a whole number from 1 to 1000000.',
        })
      }
      const last = await get(p, { page_number: '1000000', page_size: '100' })
      expect(last.body.code, p).toBe(0)
      expect(last.body.data.records, p).toEqual([])
      const big = await get(p, { page_size: HUGE })
      expect(big.body.code, p).toBe(0)
      expect(big.body.data.page_size, p).toBe(100)
      const bad = await get(p, { page_size: '1e400' })
      expect(bad.body, p).toMatchObject({
        code: 300001,
        msg: 'page_size must be a whole number from 1 up (pages hold at most 100 records).',
      })
    }
  })
})
