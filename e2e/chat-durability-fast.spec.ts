import { expect, test } from '@playwright/test'
import { spawnServer, type SpawnedServer } from './support/spawn-server'
import { ChatPage } from './pages/chat-page'

// Replies that finish at once (PARLEY_PACE=0) and errors that come back before the first byte:
// what the screen showed before a reload is exactly what it shows after.
let server: SpawnedServer
test.beforeAll(async () => {
  server = await spawnServer(8797, { PARLEY_PACE: '0' })
})
test.afterAll(async () => {
  await server?.stop()
})

// Tall enough that the virtualized list renders every message of a five-turn chat.
test.use({ viewport: { width: 1280, height: 9000 } })

test('20 replies sent back to back across 4 conversations survive a reload, text and status', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const chat = new ChatPage(page)
  await page.goto(`${server.url}/chat`)
  await expect(chat.model).not.toHaveValue('')
  const titles: string[] = []
  for (let c = 1; c <= 4; c++) {
    if (c > 1) await chat.newChat()
    for (let i = 1; i <= 5; i++) {
      const question = `Chat ${c} question ${i}: how do tides work?`
      if (i === 1) titles.push(question)
      await chat.askWhenReady(question)
    }
    await expect(chat.replies).toHaveCount(5)
    await expect(chat.stop).toBeHidden({ timeout: 30_000 })
  }

  const before: Record<string, Awaited<ReturnType<ChatPage['replySnapshots']>>> = {}
  const formulas: Record<string, number> = {}
  for (const title of titles) {
    await chat.openConversation(title)
    await expect(chat.replies).toHaveCount(5)
    await expect(chat.replies.locator('.markdown h2')).toHaveCount(5) // markdown rendered
    formulas[title] = await chat.replies.locator('.katex').count()
    before[title] = await chat.replySnapshots()
    expect(before[title].map((r) => r.status)).toEqual(Array(5).fill('complete'))
  }

  await page.reload()
  await expect(chat.composer).toBeVisible()
  for (const title of titles) {
    await chat.openConversation(title)
    await expect(chat.replies).toHaveCount(5)
    await expect(chat.replies.locator('.markdown h2')).toHaveCount(5)
    // Math is typeset by a module loaded on first use: after a reload it comes a moment later.
    await expect(chat.replies.locator('.katex')).toHaveCount(formulas[title] ?? 0)
    expect(await chat.replySnapshots()).toEqual(before[title])
  }
  await expect(page.getByText('Interrupted')).toHaveCount(0)
})

test('5 errors that come back at once each keep their own message after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const chat = new ChatPage(page)
  await page.goto(`${server.url}/chat`)
  await expect(chat.model).not.toHaveValue('')
  const cases = [
    { q: 'First failing question', fault: 'http-500' },
    { q: 'Second failing question', fault: 'http-500' },
    { q: 'Third failing question', fault: 'http-500' },
    { q: 'Fourth failing question', key: 'sk-wrong' },
    { q: 'Fifth failing question', key: 'sk-wrong-again' },
  ]
  const internal = 'The chat service had an internal error.'
  const badKey = 'The chat service did not accept the API key'
  for (const [n, c] of cases.entries()) {
    if (n > 0) await chat.newChat()
    await chat.setFault(c.fault ?? null)
    if (c.key) await chat.useChatKey(c.key)
    await chat.ask(c.q)
    await expect(chat.lastReply()).toHaveAttribute('data-status', 'incomplete')
  }

  await page.reload()
  await expect(chat.composer).toBeVisible()
  for (const c of cases) {
    await chat.openConversation(c.q)
    const alert = chat.lastReply().getByRole('alert')
    if (c.fault) {
      await expect(alert).toContainText(internal)
      await expect(alert).toContainText('Internal Server Error (injected fault).')
      await expect(alert).toContainText('internal_error · HTTP 500')
    } else {
      await expect(alert).toContainText(badKey)
      await expect(alert).toContainText('invalid_token · HTTP 400')
      await expect(alert.getByRole('link', { name: 'Open Settings' })).toBeVisible()
    }
    await expect(chat.lastReply()).not.toContainText('Interrupted')
  }
})
