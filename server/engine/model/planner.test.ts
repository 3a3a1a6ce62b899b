import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { askModel, fallbackNote } from './testing/ask-model'
import { recorder } from '../testing/recorder'
import { startFakeModel, type FakeModel, type FakeReply } from './testing/fake-model'
import { warmNlp } from '../nlp/warm'
import { AVG_BY_REGION, csvOf, salesSource, TOTAL_BY_REGION } from './testing/sales-fixture'

/**
 * The model planner end to end through analyze(), against a scripted OpenAI-compatible model on
 * loopback: the model's plan and SQL answers run with the right numbers; every way the model can
 * fail falls back to the built-in rules with the reason in the Analyze steps.
 */

const source = salesSource()
const RULES_QUESTION = 'total amount by region'
// The rules planner's answer: groups in name order, the measure named for people.
const RULES_TABLE = csvOf(
  'region,total amount',
  [...TOTAL_BY_REGION].sort(([a], [b]) => a.localeCompare(b)),
)
// The model's plan, run by the engine's own plan runner (docs/model-planner.md): groups in name order.
const MODEL_PLAN_TABLE = RULES_TABLE

let fake: FakeModel | null = null
// The rules' NLP models load once per process (as the server warms them at start), not in a
// test; so do DuckDB, the table and the chart renderer's fonts, by one question asked first.
beforeAll(async () => {
  warmNlp()
  const warm = await startFakeModel({})
  await askModel(warm, RULES_QUESTION, source)
  await warm.close()
}, 120_000)
afterEach(async () => {
  await fake?.close()
  fake = null
})

async function ask(
  question: string,
  reply: FakeReply,
  opts: { timeoutMs?: number; previousQuestion?: string } = {},
) {
  fake = await startFakeModel({ [question]: reply })
  return askModel(fake, question, source, {
    config: { timeoutMs: opts.timeoutMs ?? 5000 },
    previousQuestion: opts.previousQuestion,
  })
}

const json = (v: unknown) => ({ content: JSON.stringify(v) })

describe('model planner: answers', () => {
  it('runs a plan answer through the engine compiler with the right numbers', async () => {
    const r = await ask(
      '¿Cuál es el importe medio por región?',
      json({
        answer: 'plan',
        restatement: 'average amount per region',
        plan: {
          kind: 'aggregate',
          table: 'sales',
          measures: [{ agg: 'avg', column: 'amount' }],
          group_by: [{ column: 'region' }],
          order: 'desc',
        },
      }),
    )
    const sorted = [...AVG_BY_REGION].sort((a, b) => b[1] - a[1])
    const [header, ...lines] = (r.tables()[0] ?? '').trim().split('\r\n')
    expect(header).toBe('region,average amount')
    expect(lines.map((l) => l.split(',')[0])).toEqual(sorted.map(([k]) => k))
    lines.forEach((l, i) => expect(Number(l.split(',')[1])).toBeCloseTo(sorted[i]?.[1] ?? NaN, 2))
    expect(r.analyzeText()).toMatch(/^Planned by fake-model\./)
    // The restatement is the engine's own, of the plan it ran.
    expect(r.respondText()).toMatch(/^I read this as: average amount per region/)
    expect(r.respondText()).toContain(`**${sorted[0]?.[0]}**`)
    expect(r.outcome.plan).toMatchObject({
      kind: 'aggregate',
      measures: [{ agg: 'avg', column: 'amount' }],
      dims: [{ column: 'region' }],
      order: 'desc',
    })
    expect(r.events.at(-1)?.type).toBe('SOURCES')
  })

  it("sends a model-planned chart's IMAGE with its spec, so the block need not wait for the drawing", async () => {
    const question = 'What is the total amount per region?'
    fake = await startFakeModel({
      [question]: json({
        answer: 'plan',
        restatement: 'total amount per region',
        plan: {
          kind: 'aggregate',
          table: 'sales',
          measures: [{ agg: 'sum', column: 'amount' }],
          group_by: [{ column: 'region' }],
        },
      }),
    })
    const rec = recorder()
    const specs: unknown[] = []
    const image = rec.sink.image
    rec.sink.image = (g, name, png, spec) => {
      specs.push(spec)
      return image(g, name, png, spec)
    }
    const r = await askModel(fake, question, source, { rec })
    expect(r.analyzeText()).toMatch(/^Planned by fake-model\./)
    expect(specs.length).toBeGreaterThan(0)
    for (const spec of specs) expect(spec).toHaveProperty('mark')
  })

  it('runs the other plan kinds the model may propose: a comparison of two named groups', async () => {
    const r = await ask(
      'North against South, in sales?',
      json({
        answer: 'plan',
        restatement: 'total amount, North vs South',
        plan: {
          kind: 'compare',
          table: 'SALES',
          measure: { agg: 'sum', column: 'Amount' },
          group_by: [{ column: 'region' }],
          values: ['North', 'South'],
        },
        narration:
          'South sold 771 less than North, 38.7% less. North sold 1.6 times as much as in 2023.',
      }),
    )
    const total = new Map(TOTAL_BY_REGION)
    const north = total.get('North') ?? NaN
    const south = total.get('South') ?? NaN
    const [header, ...lines] = (r.tables()[0] ?? '').trim().split('\r\n')
    expect(header).toBe('region,total amount,difference,ratio,change %')
    expect(lines.map((l) => l.split(',').slice(0, 3).map(Number).slice(1))).toEqual([
      [north, 0],
      [south, south - north],
    ])
    expect(r.outcome.plan).toMatchObject({ kind: 'compare', dim: { column: 'region' } })
    // The difference and the change % are in the result; 1.6 and 2023 are not, so that sentence goes.
    expect(r.respondText()).toContain('South sold 771 less than North, 38.7% less.')
    expect(r.respondText()).not.toMatch(/1\.6|2023/)
  })

  it('validates and runs a SQL answer, with findings written from its result', async () => {
    const sql =
      'SELECT region, count(*) AS orders, sum(amount) AS revenue FROM sales GROUP BY region ORDER BY revenue DESC'
    const r = await ask(
      'which region brings in the most money?',
      json({ answer: 'sql', sql, restatement: 'revenue and orders per region' }),
    )
    const expected = TOTAL_BY_REGION.map(([k, v]) => `${k},3,${v}`).join('\r\n')
    expect(r.tables()[0]).toBe(`region,orders,revenue\r\n${expected}\r\n`)
    expect(r.code()[0]).toContain(sql)
    expect(r.analyzeText()).toMatch(/^Planned by fake-model: revenue and orders per region\./)
    const [top] = TOTAL_BY_REGION
    expect(r.respondText()).toContain(
      `1. **${top?.[0]}**: orders 3, revenue ${top?.[1].toLocaleString('en-US')}`,
    )
    const total = TOTAL_BY_REGION.reduce((s, [, v]) => s + v, 0)
    expect(r.respondText()).toContain(
      `Totals over these 4 rows: orders **12**, revenue **${total.toLocaleString('en-US')}**.`,
    )
    expect(r.events.some((e) => e.type === 'IMAGE')).toBe(true)
  })

  it('charts results whose column names hold quotes and brackets', async () => {
    const r = await ask(
      'amount per month',
      json({
        answer: 'sql',
        sql: "SELECT CAST(date_trunc('month', day) AS DATE), sum(amount) FROM sales GROUP BY 1 ORDER BY 1",
        restatement: 'total amount per month',
      }),
    )
    expect(r.analyzeText()).toMatch(/^Planned by fake-model/)
    expect(r.tables()[0]?.split('\r\n')).toHaveLength(8)
    expect(r.events.filter((e) => e.type === 'IMAGE')).toHaveLength(2)
  })

  it('keeps no number of the narration that the result does not hold', async () => {
    const [top] = TOTAL_BY_REGION
    const r = await ask(
      'who sells the most?',
      json({
        answer: 'sql',
        sql: 'SELECT region, sum(amount) AS revenue FROM sales GROUP BY region ORDER BY revenue DESC LIMIT 1',
        restatement: 'the region with the highest revenue',
        narration: `${top?.[0]} leads with ${top?.[1]} in revenue. That is 37.5% more than last year, when it sold 8,812 units.`,
      }),
    )
    const text = r.respondText()
    expect(text).toContain(`${top?.[0]} leads with ${top?.[1]} in revenue.`)
    expect(text).not.toMatch(/37\.5|8,812|8812/)
  })

  it('says honestly when the model finds the data cannot answer, with no invented number', async () => {
    const r = await ask(
      'what is the profit margin by region?',
      json({
        answer: 'cannot',
        reason:
          'The data has no cost or profit column, so a margin cannot be computed. Margins are usually 23% in retail.',
      }),
    )
    expect(r.tables()).toEqual([])
    expect(r.respondText()).toContain(
      'I can’t answer this from sales.csv: The data has no cost or profit column',
    )
    expect(r.respondText()).not.toContain('23')
    expect(r.analyzeText()).toContain(
      'Planned by fake-model, which found that the data cannot answer',
    )
  })

  it('asks again without response_format when the server has no structured output', async () => {
    const r = await ask('total amount per region, please', {
      noStructuredOutput: true,
      content:
        'Here you go:\n```json\n{"answer": "sql", "sql": "SELECT region, sum(amount) AS total FROM sales GROUP BY region ORDER BY total DESC", "restatement": "total amount per region",}\n```',
    })
    expect(r.fake.requests.map((q) => 'response_format' in q.body)).toEqual([true, false])
    expect(r.tables()[0]).toBe(csvOf('region,total', TOTAL_BY_REGION))
    expect(r.analyzeText()).toMatch(/^Planned by fake-model/)
  })

  it('sends the previous question for follow-ups, and the key only as a bearer token', async () => {
    const r = await ask(
      'and per region?',
      json({
        answer: 'plan',
        restatement: 'total amount per region',
        plan: {
          kind: 'aggregate',
          table: 'sales',
          measures: [{ agg: 'sum', column: 'amount' }],
          group_by: [{ column: 'region' }],
        },
      }),
      { previousQuestion: 'what is the total amount?' },
    )
    expect(r.fake.prompts()[0]).toContain(
      'Previous question in this session: what is the total amount?',
    )
    expect(r.fake.requests[0]?.headers.authorization).toBe('Bearer sk-fake-model-key')
    expect(r.fake.requests[0]?.body.response_format).toMatchObject({ type: 'json_schema' })
    expect(JSON.stringify(r.events)).not.toContain('sk-fake-model-key')
    expect(r.tables()[0]).toBe(MODEL_PLAN_TABLE)
  })
})

describe('model planner: falling back to the rules', () => {
  const cases: [string, FakeReply, RegExp, { timeoutMs?: number }?][] = [
    [
      'malformed JSON',
      { content: 'Sure! Here is the plan: {"answer": "sql", "sql": SELECT region' },
      /not valid JSON/,
    ],
    [
      'a hallucinated column in SQL',
      json({
        answer: 'sql',
        sql: 'SELECT region, sum(revenue) FROM sales GROUP BY region',
        restatement: 'x',
      }),
      /a column that does not exist: "revenue"/,
    ],
    [
      'a hallucinated column in a plan',
      json({
        answer: 'plan',
        restatement: 'x',
        plan: {
          kind: 'aggregate',
          table: 'sales',
          measure: { agg: 'sum', column: 'revenue' },
          group_by: [{ column: 'region' }],
        },
      }),
      /its plan names an unknown column "revenue"/,
    ],
    [
      'DROP TABLE',
      json({ answer: 'sql', sql: 'DROP TABLE sales', restatement: 'x' }),
      /a DROP statement, not a single SELECT/,
    ],
    [
      "read_csv('/etc/passwd')",
      json({ answer: 'sql', sql: "SELECT * FROM read_csv('/etc/passwd')", restatement: 'x' }),
      /the table function read_csv/,
    ],
    [
      'ATTACH',
      json({ answer: 'sql', sql: "ATTACH '/tmp/other.db' AS other", restatement: 'x' }),
      /an ATTACH statement/,
    ],
    ['HTTP 500', { status: 500 }, /HTTP 500/],
    [
      'an empty result',
      json({
        answer: 'sql',
        sql: "SELECT region, sum(amount) AS s FROM sales WHERE region = 'Atlantis' GROUP BY region",
        restatement: 'x',
      }),
      /its query returned no rows/,
    ],
    [
      'a 30 s stall',
      { stallMs: 30_000, content: '{"answer":"cannot","reason":"late"}' },
      /no answer within 0\.3 s/,
      { timeoutMs: 300 },
    ],
  ]

  it.each(cases)('%s: the rules answer, and the steps say why', async (_, reply, reason, opts) => {
    const started = Date.now()
    const r = await ask(RULES_QUESTION, reply, opts)
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(fallbackNote(r.analyzeText())).toMatch(reason)
    // The rules' own answer, and nothing of the model's: no SQL of it shown, one TABLE only.
    expect(r.tables()).toEqual([RULES_TABLE])
    expect(r.code().join('\n')).not.toMatch(/revenue|DROP|read_csv|ATTACH|Atlantis/)
    expect(r.outcome.plan).toMatchObject({
      kind: 'aggregate',
      measures: [{ agg: 'sum', column: 'amount' }],
    })
  })
})
