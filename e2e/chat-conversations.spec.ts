import { expect, test } from '@playwright/test'
import { ChatPage } from './pages/chat-page'

test('conversations: new, rename, pin, search over titles and text, delete with undo', async ({
  page,
}) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.askAndWait('Tell me about volcanoes')
  await page.getByRole('button', { name: 'New chat' }).click()
  await expect(chat.replies).toHaveCount(0)
  await chat.askAndWait('Tell me about glaciers')
  await expect(chat.conversations.getByRole('listitem')).toHaveCount(2)

  // Rename
  await chat.conversationAction('Tell me about glaciers', 'Rename')
  await page.getByRole('textbox', { name: 'Conversation title' }).fill('Frozen rivers')
  await page.keyboard.press('Enter')
  await expect(chat.conversation('Frozen rivers')).toBeVisible()

  // Pin puts the older one first
  await chat.conversationAction('Tell me about volcanoes', 'Pin')
  await expect(chat.conversations.getByRole('listitem').first()).toContainText('volcanoes')

  // Search: title, then message text (the reply mentions the keyword)
  await chat.search.fill('frozen')
  await expect(chat.conversations.getByRole('listitem')).toHaveCount(1)
  await chat.search.fill('volcanoes')
  await expect(chat.conversations.getByRole('listitem')).toHaveCount(1)
  await chat.search.fill('glaciers') // only in the text now that the title is "Frozen rivers"
  await expect(chat.conversations.getByRole('listitem')).toHaveCount(1)
  await expect(chat.conversation('Frozen rivers')).toBeVisible()
  await chat.search.fill('')

  // Delete, undo, delete again; it is gone after a reload
  await chat.conversationAction('Frozen rivers', 'Delete')
  await expect(chat.conversations.getByRole('listitem')).toHaveCount(1)
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(chat.conversations.getByRole('listitem')).toHaveCount(2)
  await page.reload()
  await expect(chat.conversations.getByRole('listitem')).toHaveCount(2)
  await chat.conversationAction('Frozen rivers', 'Delete')
  await expect(chat.conversations.getByRole('listitem')).toHaveCount(1)
  await page.reload()
  await expect(chat.conversations.getByRole('listitem')).toHaveCount(1)
  await expect(chat.conversation('volcanoes')).toBeVisible()
})

test('drafts are kept per conversation', async ({ page }) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.askAndWait('First chat')
  await chat.composer.fill('draft for the first chat')
  await page.getByRole('button', { name: 'New chat' }).click()
  await expect(chat.composer).toHaveValue('')
  await chat.composer.fill('draft for a new chat')
  await chat.conversation('First chat').getByRole('button').first().click()
  await expect(chat.composer).toHaveValue('draft for the first chat')
  await page.waitForTimeout(400) // drafts are saved 300 ms after the last key
  await page.reload()
  await expect(chat.composer).toHaveValue('draft for the first chat')
})

test('per-conversation settings: the system prompt is sent', async ({ page }) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.openSettingsPanel()
  await page.getByLabel('System prompt').fill('You are terse.')
  await page.getByLabel('Temperature').fill('0.5')
  const request = page.waitForRequest((r) => r.url().includes('/chat/completions'))
  await chat.ask('hello')
  const body = (await request).postDataJSON() as {
    messages: { role: string; content: string }[]
    temperature: number
  }
  expect(body.messages[0]).toEqual({ role: 'system', content: 'You are terse.' })
  expect(body.temperature).toBe(0.5)
  await expect(chat.lastReply()).toContainText(
    /A system message is present|system instructions were applied/,
    { timeout: 30_000 },
  )
})
