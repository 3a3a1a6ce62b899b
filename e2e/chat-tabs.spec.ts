import { expect, test } from '@playwright/test'
import { ChatPage } from './pages/chat-page'

test('two tabs: a stream in one shows live in the other, and neither overwrites the other', async ({
  context,
}) => {
  const a = new ChatPage(await context.newPage())
  await a.open()
  await a.askAndWait('Tell me about tide pools')

  const b = new ChatPage(await context.newPage())
  await b.open()
  await expect(b.lastReply()).toContainText('tide pools')

  // Tab A streams slowly; tab B sees the text arrive and does not call it interrupted.
  await a.setFault('slow')
  await a.ask('And about sea stars?')
  await expect(b.userMessages).toHaveCount(2)
  await expect(b.lastReply().locator('.markdown')).toContainText(/\w{3}/, { timeout: 15_000 })
  await expect(b.lastReply()).toHaveAttribute('data-status', 'streaming')

  // Tab B renames the chat while A streams; A adopts the title, and A's reply keeps going.
  await b.conversationAction('Tell me about tide pools', 'Rename')
  await b.page.getByRole('textbox', { name: 'Conversation title' }).fill('Rock pools')
  await b.page.keyboard.press('Enter')
  await expect(a.conversation('Rock pools')).toBeVisible()

  await a.stop.click()
  await expect(a.lastReply()).toHaveAttribute('data-status', 'incomplete')
  await expect(b.lastReply()).toHaveAttribute('data-status', 'incomplete')
  const textA = await a.lastReply().locator('.markdown').innerText()
  await expect(b.lastReply().locator('.markdown')).toHaveText(textA)

  // Both changes are stored: a third tab sees the title from B and the messages from A.
  const c = new ChatPage(await context.newPage())
  await c.open()
  await expect(c.conversation('Rock pools')).toBeVisible()
  await expect(c.userMessages).toHaveCount(2)
  await expect(c.lastReply()).toContainText('Stopped')
})
