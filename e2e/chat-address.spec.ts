import { expect, test } from '@playwright/test'
import { ChatPage } from './pages/chat-page'

test('/chat/:id opens that conversation, after a reload and with Back and Forward', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const chat = new ChatPage(page)
  await chat.open()
  await chat.askAndWait('Tell me about volcanoes')
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/)
  const first = page.url()
  await chat.newChat()
  await expect(page).toHaveURL(/\/chat$/)
  await chat.askAndWait('Tell me about glaciers')
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/)
  const second = page.url()
  expect(second).not.toBe(first)

  // Opening from the list changes the address; Back and Forward walk it.
  await chat.openConversation('Tell me about volcanoes')
  await expect(page).toHaveURL(first)
  await expect(chat.userMessages.first()).toContainText('volcanoes')
  await page.goBack()
  await expect(page).toHaveURL(second)
  await expect(chat.userMessages.first()).toContainText('glaciers')
  await page.goForward()
  await expect(chat.userMessages.first()).toContainText('volcanoes')

  // A reload, and a fresh visit to the address, open that conversation (not the last one used).
  await page.goto(second)
  await expect(chat.userMessages.first()).toContainText('glaciers')
  await page.reload()
  await expect(chat.userMessages.first()).toContainText('glaciers')
  await expect(page).toHaveURL(second)
  await page.goto(first)
  await expect(chat.userMessages.first()).toContainText('volcanoes')

  // An address of a conversation that is not here lands on the chat, not on an error.
  await page.goto('/chat/00000000-0000-0000-0000-000000000000')
  await expect(chat.composer).toBeVisible()
  await expect(page).not.toHaveURL(/00000000/)
})

test('first launch: one line says the models are an offline demo; 4 example prompts, one click sends', async ({
  page,
}) => {
  const chat = new ChatPage(page)
  await chat.open()
  await expect(page.getByText('The default models are an offline demo')).toBeVisible()
  await expect(
    page.getByText('To use a real service, enter its base URL and key in Settings'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'connect a real service' })).toHaveAttribute(
    'href',
    '/settings',
  )
  const examples = page.getByRole('list', { name: 'Example prompts' }).getByRole('button')
  await expect(examples).toHaveCount(4)
  await examples.first().click()
  await expect(chat.userMessages).toHaveCount(1)
  await expect(chat.userMessages.first()).toContainText('Explain how tides work')
  await expect(chat.lastReply()).toHaveAttribute('data-status', 'complete', { timeout: 30_000 })
})

test('the model picker shows short names, full ids on hover and in the list, at 375 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const chat = new ChatPage(page)
  await chat.open()
  const shown = page.getByTestId('model-short-name')
  await chat.model.selectOption('deepseek-ai/DeepSeek-V3')
  await expect(shown).toHaveText('DeepSeek-V3')
  await expect(shown).toBeInViewport({ ratio: 1 })
  expect(await shown.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true) // not cut
  await chat.model.selectOption('deepseek-ai/DeepSeek-R1')
  await expect(shown).toHaveText('DeepSeek-R1')
  await expect(chat.model).toHaveAttribute('title', /^deepseek-ai\/DeepSeek-R1/)
  const options = await chat.model.locator('option').allTextContents()
  expect(options).toContain('deepseek-ai/DeepSeek-V3')
  expect(options).toContain('deepseek-ai/DeepSeek-R1')
})
