import { afterAll, describe, expect, it } from 'vitest'
import { loadSource } from '../catalog'
import { SAMPLE_VALUES } from './prompt'
import { askModel } from './testing/ask-model'
import { startFakeModel } from './testing/fake-model'
import { COLUMNS, ROWS, salesSource } from './testing/sales-fixture'

/**
 * The prompt the model receives, read off the wire by the scripted model: the profile (names,
 * types, a few sample values per categorical column, date ranges) and never a row.
 */

const source = salesSource('ds-prompt-sales')
const fake = await startFakeModel({})
afterAll(() => fake.close())

describe('the prompt sent to the model', () => {
  it('holds the profile and no row beyond the sampled values', async () => {
    const question = 'which customers spend the most?'
    await askModel(fake, question, source)
    expect(fake.requests).toHaveLength(1)
    const sent = JSON.stringify(fake.requests[0]?.body)
    const prompt = fake.prompts()[0] ?? ''
    expect(prompt).toContain(`Question: ${question}`)
    expect(prompt).toContain('Table sales (file "sales.csv", 12 rows)')
    expect(prompt).toContain('"day" DATE, date; from 2024-01-05 to 2024-06-11')
    expect(prompt).toContain('"amount" DOUBLE, number')

    const profile = await loadSource(source)
    const cell = (row: (typeof ROWS)[number], name: (typeof COLUMNS)[number]) =>
      String(row[COLUMNS.indexOf(name)])
    // Numbers, identifiers and free text: not one value reaches the model.
    for (const row of ROWS) {
      expect(sent).not.toContain(cell(row, 'amount'))
      expect(sent).not.toContain(cell(row, 'order_id'))
      expect(sent).not.toContain(cell(row, 'note').slice(0, 30))
    }
    // Dates: only the range.
    const days = ROWS.map((r) => cell(r, 'day'))
    expect(days.filter((d) => sent.includes(d))).toEqual([days[0], days.at(-1)])
    // Categories: at most the sampled values, and exactly those the profile lists first.
    const customers = ROWS.map((r) => cell(r, 'customer'))
    const shown = customers.filter((c) => sent.includes(c))
    expect(shown.length).toBeLessThanOrEqual(SAMPLE_VALUES)
    const sampled = profile.columns
      .find((c) => c.name === 'customer')
      ?.values.slice(0, SAMPLE_VALUES)
    expect(new Set(shown)).toEqual(new Set(sampled))
    // So no row appears whole: no customer shown beside its own amount or date.
    for (const row of ROWS)
      expect(sent).not.toContain(`${cell(row, 'customer')}","${cell(row, 'day')}`)
  })

  it('holds what the dataset says of its columns: plain words, units, labels', async () => {
    const described = {
      ...salesSource('ds-prompt-described'),
      dataset: {
        name: 'Sales',
        description: 'amount: order value, in thousands of dollars. region: the sales territory.',
      },
    }
    const before = fake.prompts().length
    await askModel(fake, 'what is the total order value?', described)
    const prompt = fake.prompts()[before] ?? ''
    const amount = prompt.split('\n').find((l) => l.startsWith('- "amount"')) ?? ''
    expect(amount).toContain('order value')
    expect(amount).toMatch(/unit: 1000 × \$/)
    expect(prompt.split('\n').find((l) => l.startsWith('- "region"'))).toContain('sales territory')
  })
})
