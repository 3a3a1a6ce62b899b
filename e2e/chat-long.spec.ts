import { expect, test } from '@playwright/test'
import { ChatPage } from './pages/chat-page'

function thousandMessages() {
  const now = Date.now() - 1_000_000
  const messages = []
  let parent: string | null = null
  for (let i = 0; i < 1000; i++) {
    const id = `m${i}`
    const user = i % 2 === 0
    messages.push({
      id,
      conversationId: 'long',
      parentId: parent,
      role: user ? 'user' : 'assistant',
      content: user
        ? `Question ${i}: how does step ${i} work?`
        : `## Answer ${i}\n\nStep **${i}** works like this:\n\n- first point\n- second point\n\n| a | b |\n| - | - |\n| ${i} | ${i * 2} |\n\n\`\`\`js\nconsole.log(${i})\n\`\`\``,
      reasoning: '',
      model: user ? null : 'deepseek-ai/DeepSeek-V3',
      status: { state: 'complete' },
      usage: user
        ? null
        : {
            prompt_tokens: 10,
            completion_tokens: 20,
            total_tokens: 30,
            prompt_tokens_details: null,
            completion_tokens_details: null,
          },
      citations: [],
      finishReason: user ? null : 'stop',
      createdAt: now + i,
      reasoningStartedAt: null,
      contentStartedAt: null,
    })
    parent = id
  }
  return {
    format: 'parley-chat',
    version: 1,
    exportedAt: new Date().toISOString(),
    conversations: [
      {
        conversation: {
          id: 'long',
          title: 'A thousand messages',
          titleEdited: true,
          createdAt: now,
          updatedAt: now + 1000,
          pinned: false,
          model: 'deepseek-ai/DeepSeek-V3',
          systemPrompt: '',
          temperature: null,
          maxTokens: null,
          selection: {},
        },
        messages,
      },
    ],
  }
}

test('a 1,000-message conversation opens quickly, with a bounded DOM, and scrolls end to end', async ({
  page,
}) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.importFile('long.json', thousandMessages())
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

  // The reader scrolls to the top (Home key on the message list): the first question appears.
  const scroller = page.getByTestId('message-scroller')
  await scroller.focus()
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Home')
    if (await page.getByText('Question 0:').isVisible()) break
    await page.waitForTimeout(50)
  }
  await expect(page.getByText('Question 0:', { exact: false })).toBeVisible()
  expect(await articles.count()).toBeLessThan(40)
  // Scrolled away from the end: a way back appears.
  await page.getByRole('button', { name: 'Jump to latest' }).click()
  await expect(chat.lastReply()).toContainText('Answer 999')
  await expect(page.getByRole('button', { name: 'Jump to latest' })).toBeHidden()
  console.log(`1,000 messages opened in ${openMs} ms`)
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
