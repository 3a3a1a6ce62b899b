import { expect, test, type Request } from '@playwright/test'
import { AnalysisPage } from './pages/analysis-page'
import { ChatPage } from './pages/chat-page'
import { chatContentOf, sseData, tapStreams } from './support/wire-tap'

/**
 * The fault suite: every fault the local services can inject (PARLEY_FAULTS=1), each walked the
 * same way — it ends in a clear state in plain words, the UI keeps exactly what arrived, and the
 * retried request (without the fault) succeeds. Reload survival and the other service errors are
 * in chat-durability and chat-errors; analysis-errors covers the job error details.
 */

// A short deterministic reply (3,000 characters in 30 chunks), so each walk takes seconds.
const PROMPT = '/bench size=3000 chunks=30 interval=10'
const isChat = (r: Request) => r.url().includes('/chat/completions') && r.method() === 'POST'

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
})

const STREAM_FAULTS = [
  ['drop', 'The connection dropped before the reply finished. What arrived is kept.'],
  [
    'malformed',
    'The service sent a broken piece of the reply, so it stopped there. What arrived is kept.',
  ],
  ['error-midstream', 'The model server failed in the middle of the reply. What arrived is kept.'],
] as const

for (const [fault, words] of STREAM_FAULTS) {
  test(`chat ${fault}: says so in place, keeps exactly what arrived, Retry completes it`, async ({
    page,
  }) => {
    const wire = await tapStreams(page, '/chat/completions')
    const chat = new ChatPage(page)
    await chat.open()
    await chat.setFault(fault)
    await chat.ask(PROMPT)
    const reply = chat.lastReply()
    const alert = reply.getByRole('alert')
    await expect(alert).toContainText(words)
    await expect(reply).toHaveAttribute('data-status', 'incomplete')

    const arrived = chatContentOf(await wire.text())
    expect(arrived.length).toBeGreaterThan(500)
    const kept = await chat.copiedText(reply)
    expect(kept).toBe(arrived)
    await expect(alert.getByRole('button', { name: 'Continue' })).toBeVisible()

    await chat.setFault(null)
    const retried = page.waitForRequest(isChat)
    await alert.getByRole('button', { name: 'Retry' }).click()
    expect((await retried).headers()['x-parley-fault']).toBeUndefined()
    await expect(reply).toHaveAttribute('data-status', 'complete')
    const full = await chat.copiedText(reply)
    expect(full).toHaveLength(3000)
    expect(full.startsWith(kept)).toBe(true)
    // The partial reply stays one click away.
    await expect(chat.version(reply)).toContainText('2/2')
    await reply.getByRole('button', { name: 'Previous version' }).click()
    expect(await chat.copiedText(reply)).toBe(kept)
  })
}

test('chat slow: the reply keeps streaming visibly, Stop keeps what arrived, Regenerate completes it', async ({
  page,
}) => {
  const wire = await tapStreams(page, '/chat/completions')
  const chat = new ChatPage(page)
  await chat.open()
  await chat.setFault('slow') // one token a second
  await chat.ask(PROMPT)
  const reply = chat.lastReply()
  await expect(reply).toHaveAttribute('aria-busy', 'true')
  await expect(chat.stop).toBeVisible()
  await expect.poll(async () => chatContentOf(await wire.text()).length).toBeGreaterThan(8)
  const beforeStop = chatContentOf(await wire.text())
  await chat.stop.click()
  await expect(reply).toContainText('Stopped. What arrived is kept.')
  await expect(reply).toHaveAttribute('data-status', 'incomplete')
  const kept = await chat.copiedText(reply)
  // Everything that had arrived when Stop was pressed is kept, and nothing that did not arrive.
  expect(kept.startsWith(beforeStop)).toBe(true)
  expect(chatContentOf(await wire.text()).startsWith(kept)).toBe(true)

  await chat.setFault(null)
  const retried = page.waitForRequest(isChat)
  await reply.getByRole('button', { name: 'Regenerate' }).click()
  expect((await retried).headers()['x-parley-fault']).toBeUndefined()
  await expect(reply).toHaveAttribute('data-status', 'complete')
  const full = await chat.copiedText(reply)
  expect(full).toHaveLength(3000)
  expect(full.startsWith(kept)).toBe(true)
})

const HTTP_FAULTS = [
  ['http-429', 'Too many requests right now. Wait a moment, then retry.', 'rate_limit'],
  ['http-500', 'The chat service had an internal error. Retry in a moment.', 'internal_error'],
] as const

for (const [fault, words, code] of HTTP_FAULTS) {
  test(`chat ${fault}: plain words and the code, the question kept, Retry succeeds`, async ({
    page,
  }) => {
    const chat = new ChatPage(page)
    await chat.open()
    await chat.setFault(fault)
    await chat.ask(PROMPT)
    const alert = chat.lastReply().getByRole('alert')
    await expect(alert).toContainText(words)
    await expect(alert).toContainText(code)
    expect(await chat.copiedText(chat.userMessages.last())).toBe(PROMPT)

    await chat.setFault(null)
    const retried = page.waitForRequest(isChat)
    await alert.getByRole('button', { name: 'Retry' }).click()
    expect((await retried).headers()['x-parley-fault']).toBeUndefined()
    await expect(chat.lastReply()).toHaveAttribute('data-status', 'complete')
    expect(await chat.copiedText()).toHaveLength(3000)
    await expect(chat.replies).toHaveCount(1)
  })
}

// ---- the job stream ----

/** What a job stream delivered before it broke: step names and the text of its blocks. */
function jobContentOf(text: string) {
  const steps: string[] = []
  const texts: string[] = []
  for (const data of sseData(text)) {
    let chunk: { choices?: { delta?: { content?: unknown } }[] }
    try {
      chunk = JSON.parse(data) as typeof chunk
    } catch {
      continue // the job id, [DONE]
    }
    const content = chunk.choices?.[0]?.delta?.content
    if (content && typeof content === 'object' && 'status' in content && 'name' in content)
      steps.push(String(content.name))
    else if (typeof content === 'string') texts.push(content.replace(/^```\w*\n|```$/g, ''))
  }
  return { steps, texts }
}

// Letters and digits only: markdown rendering changes punctuation and spacing, not words.
const words = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, '')

const JOB_FAULTS = [
  ['job-drop', 'The connection dropped before the answer finished.'],
  ['job-error', 'The job failed while it ran.'],
] as const

for (const [fault, plainWords] of JOB_FAULTS) {
  test(`job ${fault}: says so in place, keeps the steps that arrived, Retry runs it again`, async ({
    page,
  }) => {
    const wire = await tapStreams(page, '/v2/team/jobs')
    const analysis = new AnalysisPage(page)
    await analysis.openFresh()
    await analysis.pickDataset('Seattle weather')
    await page.route('**/v2/team/jobs', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-parley-fault': fault } }),
    )
    await analysis.askQuestion('How many rows are there for each weather?')
    const job = analysis.lastJob()
    await expect(job).toHaveAttribute('data-status', 'failed')
    const alert = job.getByRole('alert')
    await expect(alert).toContainText(plainWords)

    // Everything that arrived before the fault is still on screen.
    const arrived = jobContentOf(await wire.text())
    expect(arrived.steps.length).toBeGreaterThan(0)
    expect(arrived.texts.length).toBeGreaterThan(0)
    for (const toggle of await job.locator('button[aria-expanded="false"]').all())
      await toggle.click()
    const shown = words(await job.innerText())
    for (const name of arrived.steps) expect(shown).toContain(words(name))
    for (const text of arrived.texts) expect(shown).toContain(words(text))

    await page.unroute('**/v2/team/jobs')
    const retried = page.waitForRequest((r) => r.url().endsWith('/v2/team/jobs'))
    await alert.getByRole('button', { name: 'Retry' }).click()
    expect((await retried).headers()['x-parley-fault']).toBeUndefined()
    await analysis.waitDone(job)
    await expect(analysis.jobs).toHaveCount(1)
    await expect(analysis.tables(job).first()).toBeVisible()
  })
}
