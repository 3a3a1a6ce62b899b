import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { warmNlp } from '../nlp/warm'
import { recorder } from '../testing/recorder'
import { askModel, FALLBACK, fallbackNote } from './testing/ask-model'
import { startFakeModel, type FakeModel, type FakeReply } from './testing/fake-model'
import { salesSource } from './testing/sales-fixture'

/**
 * The model planner's bounds (docs/limits.md, "Model planner"), through analyze() with a scripted
 * model: a query that makes a 100 MB text, a query that runs for minutes in one uninterruptible
 * step, and a 300 MB reply from the model each end bounded, and the user is told why.
 */

const source = salesSource('ds-model-limits')
const RULES_QUESTION = 'total amount by region'
const MiB = 1024 * 1024

let fake: FakeModel | null = null
beforeAll(async () => {
  warmNlp()
  // One answer first, so the memory measured below is not the engine's first-time loading.
  await ask(RULES_QUESTION, { content: '{"answer":"cannot","reason":"warming up"}' })
}, 120_000)
afterEach(async () => {
  await fake?.close()
  fake = null
})

async function ask(question: string, reply: FakeReply, sqlTimeoutMs = 5000) {
  await fake?.close()
  fake = await startFakeModel({ [question]: reply })
  const rec = recorder()
  // When the steps said the model's answer was not used.
  let fallbackAt = NaN
  const message = rec.sink.message
  rec.sink.message = (group, text) => {
    if (text.startsWith(FALLBACK)) fallbackAt = Date.now()
    return message(group, text)
  }
  const asked = await askModel(fake, question, source, {
    config: { timeoutMs: 20_000, sqlTimeoutMs },
    rec,
  })
  return { ...asked, fallbackAt }
}

const sql = (text: string) => ({
  content: JSON.stringify({ answer: 'sql', sql: text, restatement: 'the query asked for' }),
})

describe('model planner limits', () => {
  it('answers SELECT repeat(x, 100000000) with a bounded cell, not a 100 MB message', async () => {
    // Making the text takes seconds on a busy machine (binding makes it too): time is not the point.
    const r = await ask('one very long text', sql("SELECT repeat('x', 100000000) AS s"), 30_000)
    expect(r.analyzeText()).toMatch(/^Planned by fake-model/)
    // Every event the job stores (messages, the table, the code) stays small.
    const largest = Math.max(...r.events.map((e) => JSON.stringify(e.value).length))
    expect(largest).toBeLessThan(64 * 1024)
    expect(r.respondText()).toMatch(/The answer is \*\*x{1000}…\*\* \(s\)/)
    expect(r.tables()[0]?.length).toBeLessThan(2000)
  }, 90_000)

  it('stops unnest(generate_series(1, 50000000)) at its time limit, and it really stops', async () => {
    const r = await ask(
      RULES_QUESTION,
      sql('SELECT unnest(generate_series(1, 50000000)) AS n'),
      1000,
    )
    expect(fallbackNote(r.analyzeText())).toMatch(/the SQL ran longer than 1 s and was stopped/)
    // The rules answered instead.
    expect(r.tables()).toHaveLength(1)
    // From the model's answer to the note: the sandbox opening, the 1 s limit, and a generous
    // margin for a busy machine. The query alone used to run for minutes.
    expect(r.fallbackAt - (r.fake.requests[0]?.at ?? NaN)).toBeLessThan(8000)
    // Nothing keeps computing in this process once the answer is given.
    const cpu = process.cpuUsage()
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const used = process.cpuUsage(cpu)
    expect((used.user + used.system) / 1000).toBeLessThan(800)
  }, 60_000)

  it('refuses a 300 MB model reply past its cap without reading it whole', async () => {
    const before = process.memoryUsage().rss
    let peak = before
    const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
    let r: Awaited<ReturnType<typeof ask>>
    try {
      r = await ask(RULES_QUESTION, { bulkBytes: 300 * MiB })
    } finally {
      clearInterval(sample)
    }
    peak = Math.max(peak, process.memoryUsage().rss)
    expect(fallbackNote(r.analyzeText())).toMatch(
      /the model server sent a reply larger than 1 MiB, which was not read/,
    )
    expect(r.tables()).toHaveLength(1)
    expect(r.fake.bulkSent()).toBeLessThan(100 * MiB)
    expect(peak - before).toBeLessThan(100 * MiB)
  }, 120_000)
})
