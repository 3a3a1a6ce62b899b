import { expect, test } from '@playwright/test'
import { ChatPage } from './pages/chat-page'

test('a typed message streams back: the reply grows while streaming, then ends', async ({
  page,
}) => {
  const chat = new ChatPage(page)
  await chat.open()
  // Record the reply's text length at every DOM change from before the question is asked: a
  // recorder attached after the reply is seen streaming can miss a reply that ends meanwhile.
  await page.evaluate(() => {
    const w = window as unknown as { __lengths: number[] }
    w.__lengths = []
    new MutationObserver(() => {
      const replies = document.querySelectorAll('article.message-assistant')
      const last = replies[replies.length - 1]
      if (last?.getAttribute('data-status') === 'streaming')
        w.__lengths.push(last.textContent?.length ?? 0)
    }).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
  })
  await chat.ask('Tell me about streaming tables')

  const reply = chat.lastReply()
  await expect(reply).toHaveAttribute('data-status', 'streaming')
  await expect(chat.stop).toBeVisible()
  await expect(reply).not.toHaveAttribute('data-status', 'streaming', { timeout: 30_000 })

  // It grew in many steps while streaming, not in one piece.
  const lengths = await page.evaluate(
    () => (window as unknown as { __lengths: number[] }).__lengths,
  )
  const growth = lengths.filter((n, i) => i > 0 && n > lengths[i - 1]!)
  expect(growth.length).toBeGreaterThan(5)
  expect(lengths.at(-1)).toBeGreaterThan(lengths[0]!)

  await expect(reply).toHaveAttribute('data-status', 'complete')
  await expect(reply).toContainText('Parley offline demo')
  await expect(reply.getByRole('table')).toBeVisible()
  await expect(chat.send).toBeVisible()
  await expect(chat.stop).toBeHidden()
  // Usage per message and per conversation.
  await expect(reply).toContainText(/\d+ in · \d+ out/)
  await expect(page.getByLabel(/Tokens used in this chat: \d+/)).toBeVisible()
  // The finished reply is announced once, politely.
  await expect(page.getByTestId('chat-live-region')).toHaveText('Reply finished.')
})

test('Enter sends and Shift+Enter adds a line', async ({ page }) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.composer.fill('first line')
  await chat.composer.press('Shift+Enter')
  await chat.composer.pressSequentially('second line')
  await expect(chat.composer).toHaveValue('first line\nsecond line')
  await chat.composer.press('Enter')
  await expect(page.getByRole('article', { name: 'You' }).last()).toContainText('second line')
  await expect(chat.composer).toHaveValue('')
})

test('Stop ends the reply mid-stream and keeps what arrived, marked stopped', async ({ page }) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.setFault('slow')
  await chat.ask('Tell me about stopping early')
  const reply = chat.lastReply()
  await expect(reply.locator('.markdown')).toContainText(/\S{3}/, { timeout: 15_000 })
  const before = (await reply.locator('.markdown').textContent()) ?? ''
  await chat.stop.click()
  await expect(reply).toHaveAttribute('data-status', 'incomplete')
  await expect(reply).toContainText('Stopped. What arrived is kept.')
  expect(((await reply.locator('.markdown').textContent()) ?? '').length).toBeGreaterThanOrEqual(
    before.length,
  )
  await expect(chat.send).toBeVisible()
  await expect(page.getByTestId('chat-live-region')).toHaveText('Reply stopped.')
})

test('text stays selectable while the reply streams', async ({ page }) => {
  const chat = new ChatPage(page)
  await chat.open()
  // The bench prompt streams a long markdown reply at a fixed pace (server/chat/demo-model/demo-engine/bench-prompt.ts).
  await chat.ask('/bench size=30000 chunks=600 interval=20')
  const reply = chat.lastReply()
  const first = reply.locator('.markdown > *').first()
  await expect(reply.locator('.markdown > *').nth(4)).toBeAttached({ timeout: 15_000 })
  await first.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    getSelection()!.removeAllRanges()
    getSelection()!.addRange(range)
  })
  const selected = await page.evaluate(() => getSelection()!.toString())
  expect(selected.length).toBeGreaterThan(0)
  const lengthBefore = ((await reply.textContent()) ?? '').length
  await page.waitForTimeout(1500)
  await expect(reply).toHaveAttribute('data-status', 'streaming')
  expect(((await reply.textContent()) ?? '').length).toBeGreaterThan(lengthBefore)
  // Settled blocks keep their DOM nodes, so the selection survives the new text.
  expect(await page.evaluate(() => getSelection()!.toString())).toBe(selected)
  await chat.stop.click()
})
