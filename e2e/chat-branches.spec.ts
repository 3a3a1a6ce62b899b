import { expect, test } from '@playwright/test'
import { ChatPage } from './pages/chat-page'

test('regenerate adds a second version of the reply; < 1/2 > switches between them', async ({
  page,
}) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.askAndWait('What is a branch?')
  // The reply holds math, typeset lazily once KaTeX loads: compare texts once it is typeset.
  const markdown = chat.lastReply().locator('.markdown')
  await expect(markdown.locator('.katex').first()).toBeVisible()
  const first = await markdown.innerText()

  await chat.lastReply().getByRole('button', { name: 'Regenerate' }).click()
  await expect(chat.lastReply()).toHaveAttribute('data-status', 'complete', { timeout: 30_000 })
  await expect(chat.version(chat.lastReply())).toContainText('2/2')
  await expect(chat.replies).toHaveCount(1)

  await chat.lastReply().getByRole('button', { name: 'Previous version' }).click()
  await expect(chat.version(chat.lastReply())).toContainText('1/2')
  await expect.poll(() => chat.lastReply().locator('.markdown').innerText()).toBe(first)
  await chat.lastReply().getByRole('button', { name: 'Next version' }).click()
  await expect(chat.version(chat.lastReply())).toContainText('2/2')

  // The chosen version survives a reload.
  await chat.lastReply().getByRole('button', { name: 'Previous version' }).click()
  await page.reload()
  await expect(chat.version(chat.lastReply())).toContainText('1/2')
})

test('edit and resend keeps the earlier branch reachable with its own reply', async ({ page }) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.askAndWait('Tell me about apples')
  await chat.askAndWait('And what about pears?')
  await expect(chat.userMessages).toHaveCount(2)

  const firstQuestion = chat.userMessages.first()
  await firstQuestion.getByRole('button', { name: 'Edit' }).click()
  const editor = page.getByRole('textbox', { name: 'Edit message' })
  await editor.fill('Tell me about oranges')
  await page.getByRole('button', { name: 'Save and send' }).click()
  await expect(chat.lastReply()).toHaveAttribute('data-status', 'complete', { timeout: 30_000 })

  // The new branch has one turn; its reply answers the edited question.
  await expect(chat.userMessages).toHaveCount(1)
  await expect(chat.userMessages.first()).toContainText('oranges')
  await expect(chat.lastReply()).toContainText('oranges')
  await expect(chat.version(chat.userMessages.first())).toContainText('2/2')

  // The earlier branch, with both of its turns, is one click away.
  await chat.userMessages.first().getByRole('button', { name: 'Previous version' }).click()
  await expect(chat.userMessages).toHaveCount(2)
  await expect(chat.userMessages.first()).toContainText('apples')
  await expect(chat.userMessages.last()).toContainText('pears')
  await expect(chat.version(chat.userMessages.first())).toContainText('1/2')
})
