import { expect, test } from '@playwright/test'
import { ChatPage } from './pages/chat-page'
import { longExport } from './support/long-conversation'

test('a 1,000-message conversation opens quickly, with a bounded DOM, and scrolls end to end', async ({
  page,
}) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.importFile(
    'long.json',
    longExport([{ id: 'long', title: 'A thousand messages', count: 1000 }]),
  )
  await expect(chat.conversation('A thousand messages')).toBeVisible()
  await expect(chat.lastReply()).toContainText('Answer 999')

  // Open it fresh: reload (it is the active chat) and time until the last answer shows.
  const start = Date.now()
  await page.reload()
  await expect(chat.lastReply()).toContainText('Answer 999')
  const openMs = Date.now() - start
  expect(openMs).toBeLessThan(5000)

  const articles = page.getByRole('article')
  expect(await articles.count()).toBeLessThan(40)
  expect(await page.locator('*').count()).toBeLessThan(3000)

  // The reader scrolls to the top (Home key on the message list): older messages are paged in
  // until the first question is on screen (in the DOM is not enough: a page just added above
  // is rendered before the view keeps its place below it).
  const scroller = page.getByTestId('message-scroller')
  await scroller.focus()
  const first = page.getByText('Question 0:', { exact: false })
  await expect(async () => {
    await page.keyboard.press('Home')
    await expect(first).toBeInViewport({ timeout: 250 })
  }).toPass({ timeout: 30_000, intervals: [50] })
  await expect(first).toBeInViewport()
  expect(await articles.count()).toBeLessThan(40)
  // Scrolled away from the end: a way back appears.
  await page.getByRole('button', { name: 'Jump to latest' }).click()
  await expect(chat.lastReply()).toContainText('Answer 999')
  await expect(page.getByRole('button', { name: 'Jump to latest' })).toBeHidden()
  console.log(`1,000 messages opened in ${openMs} ms`)
})

test('a 10,000-message conversation opens at its end, pages in up to its first message, and search finds a word of that message', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const chat = new ChatPage(page)
  await chat.open()
  await chat.importFile(
    'ten-thousand.json',
    longExport([
      { id: 'tenk', title: 'Ten thousand messages', count: 10_000, firstWords: 'zephyrine' },
      { id: 'short', title: 'A short chat', count: 2 },
    ]),
  )
  await expect(chat.conversation('Ten thousand messages')).toBeVisible({ timeout: 60_000 })
  await chat.openConversation('Ten thousand messages')
  await expect(chat.lastReply()).toContainText('Answer 9999')

  const start = Date.now()
  await page.reload()
  await expect(chat.lastReply()).toContainText('Answer 9999')
  const openMs = Date.now() - start
  expect(openMs).toBeLessThan(5000)
  const scroller = page.getByTestId('message-scroller')
  // Only a window from the end is in the list: its height is far from 10,000 messages' worth.
  const height = () => scroller.evaluate((el) => el.scrollHeight)
  const openHeight = await height()
  expect(openHeight).toBeLessThan(100_000)

  // Scrolling to the top pages older messages in, until the first question shows.
  await scroller.focus()
  const first = page.getByText('Question 0:', { exact: false })
  await expect(async () => {
    await page.keyboard.press('Home')
    await expect(first).toBeInViewport({ timeout: 250 })
  }).toPass({ timeout: 120_000, intervals: [50] })
  await expect(first).toBeInViewport()
  await expect(first).toContainText('zephyrine')
  expect(await height()).toBeGreaterThan(openHeight * 10)
  expect(await page.getByRole('article').count()).toBeLessThan(40)

  // Search reads every stored message: a word only in the first one finds the conversation.
  await chat.search.fill('zephyrine')
  await expect(chat.conversation('Ten thousand messages')).toBeVisible()
  await expect(chat.conversation('A short chat')).toBeHidden()
  await chat.search.fill('')
  await expect(chat.conversation('A short chat')).toBeVisible()
  console.log(`10,000 messages opened in ${openMs} ms`)
})

test('auto-scroll follows only while the reader is at the bottom', async ({ page }) => {
  const chat = new ChatPage(page)
  await page.setViewportSize({ width: 1280, height: 600 })
  await chat.open()
  await chat.ask('/bench size=40000 chunks=800 interval=15')
  const scroller = page.getByTestId('message-scroller')
  await expect(chat.lastReply().locator('.markdown > *').nth(10)).toBeAttached({ timeout: 15_000 })
  // Following: the view stays at the end while text arrives.
  const gap = () => scroller.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)
  await page.waitForTimeout(500)
  await expect.poll(gap, { timeout: 3000 }).toBeLessThan(48)
  // The reader scrolls up: the view stays put and "Jump to latest" appears.
  await scroller.hover()
  await page.mouse.wheel(0, -400)
  await expect(page.getByRole('button', { name: 'Jump to latest' })).toBeVisible()
  // The button shows at the reader's input; the wheel's smooth scroll may still be moving.
  const scrollTop = () => scroller.evaluate((el) => el.scrollTop)
  const moving = async () => {
    const before = await scrollTop()
    await page.waitForTimeout(150)
    return Math.abs((await scrollTop()) - before)
  }
  await expect.poll(moving, { timeout: 5000 }).toBeLessThan(1)
  const top = await scrollTop()
  await page.waitForTimeout(800)
  expect(Math.abs((await scrollTop()) - top)).toBeLessThan(2)
  await page.getByRole('button', { name: 'Jump to latest' }).click()
  await page.waitForTimeout(300)
  await expect.poll(gap, { timeout: 3000 }).toBeLessThan(48)
  await chat.stop.click()
})
