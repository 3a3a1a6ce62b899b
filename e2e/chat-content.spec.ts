import { expect, test } from '@playwright/test'
import { ChatPage } from './pages/chat-page'

test('reasoning_content shows collapsed in a "Reasoning" panel with its length and time', async ({
  page,
}) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.model.selectOption('deepseek-ai/DeepSeek-R1')
  await chat.askAndWait('Why is the sky blue?')
  const reply = chat.lastReply()
  const panel = reply.locator('details.reasoning')
  const summary = panel.locator('summary')
  await expect(summary).toContainText(/Reasoning · [\d,]+ characters · \d+\.\d s/)
  await expect(panel).not.toHaveAttribute('open')
  await summary.click()
  await expect(panel).toHaveAttribute('open')
  await expect(panel.locator('.reasoning-body')).not.toBeEmpty()
  // The answer itself is outside the panel.
  await expect(reply.locator('.markdown')).toContainText('Parley offline demo')
})

test('search_results become numbered citations that link to the sources list', async ({ page }) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.model.selectOption('parley-demo/web-search')
  await chat.askAndWait('How do solar panels work?')
  const reply = chat.lastReply()
  const sources = reply.getByRole('region', { name: 'Sources' })
  await expect(sources.getByRole('listitem')).toHaveCount(
    await sources.getByRole('listitem').count(),
  )
  expect(await sources.getByRole('listitem').count()).toBeGreaterThanOrEqual(3)
  await expect(sources.getByRole('link').first()).toHaveAttribute(
    'href',
    /^https:\/\/[a-z.]*example\.(com|org|net)\//,
  )
  await expect(sources.getByRole('link').first()).toHaveAttribute('rel', 'noopener noreferrer')

  const citation = reply.locator('.markdown').getByRole('link', { name: 'Source 1' }).first()
  await expect(citation).toBeVisible()
  const target = await citation.getAttribute('href')
  await citation.click()
  const item = sources.getByRole('listitem').first()
  expect(`#${await item.getAttribute('id')}`).toBe(target)
  await expect(item).toBeInViewport()
})

test('code blocks have a language label and copy; math is typeset; GFM tables render', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const chat = new ChatPage(page)
  await chat.open()
  await chat.askAndWait('Show me a python function and the formula for the mean')
  const reply = chat.lastReply()
  const code = reply.locator('figure.code-block').first()
  await expect(code.locator('.code-block-lang')).toHaveText('python')
  await expect(code.locator('code .hljs-keyword').first()).toBeVisible() // highlighted (lazily)
  await code.getByRole('button', { name: 'Copy code' }).click()
  await expect(code.getByRole('button', { name: 'Copied' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toContain('def ')
  await expect(reply.locator('.katex').first()).toBeVisible()
  await expect(reply.getByRole('table')).toBeVisible()
})

test('copy message, and the copy-last-reply shortcut', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const chat = new ChatPage(page)
  await chat.open()
  await chat.askAndWait('Copy me')
  await chat.lastReply().getByRole('button', { name: 'Copy', exact: true }).click()
  const viaButton = await page.evaluate(() => navigator.clipboard.readText())
  expect(viaButton).toContain('Parley offline demo')
  await page.evaluate(() => navigator.clipboard.writeText(''))
  await page.keyboard.press('Alt+Shift+KeyC')
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(viaButton)
})

test('keyboard: shortcuts for new chat, focus composer, stop; listed in a dialog', async ({
  page,
}) => {
  const chat = new ChatPage(page)
  await chat.open()
  await page.keyboard.press('Control+Slash')
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Alt+Shift+N')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await chat.setFault('slow')
  await chat.ask('Stop me with a key')
  await expect(chat.stop).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(chat.lastReply()).toHaveAttribute('data-status', 'incomplete')

  await page.getByRole('button', { name: 'Chat settings' }).focus()
  await page.keyboard.press('Shift+Escape')
  await expect(chat.composer).toBeFocused()

  await page.keyboard.press('Alt+Shift+KeyN')
  await expect(chat.replies).toHaveCount(0)
  await expect(chat.composer).toBeFocused()
})

test('a beam-search model (no streaming allowed) is asked in one piece', async ({ page }) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.model.selectOption('parley-demo/beam-search')
  const request = page.waitForRequest((r) => r.url().includes('/chat/completions'))
  await chat.askAndWait('Summarize beam search')
  expect(((await request).postDataJSON() as { stream: boolean }).stream).toBe(false)
  await expect(chat.lastReply()).toContainText('Beam search (width 4)')
})
