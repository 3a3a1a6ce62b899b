import { expect, test } from '@playwright/test'
import { spawnServer, type SpawnedServer } from './support/spawn-server'
import { ChatPage } from './pages/chat-page'
import { SettingsPage } from './pages/settings-page'

// A server whose only key is not the app's default: the first launch has a wrong key.
const KEY = 'sk-team-only'
test.describe.configure({ timeout: 120_000 })
let server: SpawnedServer
test.beforeAll(async () => {
  server = await spawnServer(8798, { PARLEY_API_KEYS: KEY })
})
test.afterAll(async () => {
  await server?.stop()
})

test('a wrong key on first launch names the key and opens Settings; sending says the same', async ({
  page,
}) => {
  const chat = new ChatPage(page)
  await page.goto(`${server.url}/chat`)
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'did not accept the API key' })
    .filter({ hasNotText: 'Not sent:' })
  await expect(notice).toContainText(
    'The chat service did not accept the API key. Check "Chat API key" in Settings.',
  )
  await expect(notice).toContainText('invalid_token')
  await expect(page.getByText('Could not load models')).toHaveCount(0)

  // Sending without a model says why: the key, not "pick a model".
  await chat.ask('hello')
  const notSent = page.getByRole('alert').filter({ hasText: 'Not sent:' })
  await expect(notSent).toContainText('The chat service did not accept the API key')
  await expect(notSent).not.toContainText('Pick a model')
  await expect(chat.composer).toHaveValue('hello')

  await notice.getByRole('link', { name: 'Open Settings' }).click()
  await expect(page).toHaveURL(/\/settings#chatApiKey$/)
  const settings = new SettingsPage(page)
  await expect(settings.chatKey).toBeFocused()

  // Fix it, save, and the chat works.
  await settings.chatKey.fill(KEY)
  await settings.saveAll()
  await page.getByRole('link', { name: 'Chat' }).click()
  await expect(notice).toHaveCount(0)
  await expect(chat.model).not.toHaveValue('')
  await chat.send.click()
  await expect(chat.lastReply()).toHaveAttribute('data-status', 'complete', { timeout: 30_000 })
})

test('a key refused on send says so in the reply, with Open Settings', async ({ page }) => {
  const chat = new ChatPage(page)
  const settings = new SettingsPage(page)
  await settings.open(server.url)
  await settings.chatKey.fill(KEY)
  await settings.saveAll()
  await page.getByRole('link', { name: 'Chat' }).click()
  await expect(chat.model).not.toHaveValue('')
  // The key is revoked after the models loaded: the send is what finds out.
  await chat.useChatKey('sk-revoked')
  await chat.ask('hello again')
  const alert = chat.lastReply().getByRole('alert')
  await expect(alert).toContainText('The chat service did not accept the API key')
  await alert.getByRole('link', { name: 'Open Settings' }).click()
  await expect(settings.chatKey).toBeFocused()
})

test('Test connection shows the models and datasets found, or the error in plain words', async ({
  page,
}) => {
  const settings = new SettingsPage(page)
  await settings.open(server.url)

  // The default key is refused by this server: plain words and the service's own.
  let result = await settings.testConnection('chat')
  await expect(result).toContainText('The chat service did not accept the API key.')
  await expect(result).toContainText('Validate Certification failed (invalid_token, HTTP 400)')
  result = await settings.testConnection('jobs')
  await expect(result).toContainText('The jobs service did not accept the API key.')

  // Unsaved values are tested as typed.
  await settings.chatKey.fill(KEY)
  result = await settings.testConnection('chat')
  await expect(result).toContainText('Connected. Models found: 5.')
  for (const id of ['deepseek-ai/DeepSeek-V3', 'deepseek-ai/DeepSeek-R1', 'parley-demo/web-search'])
    await expect(result.getByRole('listitem').filter({ hasText: id })).toHaveCount(1)
  await expect(result).toContainText('press Save to use them')

  await settings.jobsKey.fill(KEY)
  result = await settings.testConnection('jobs')
  // The six sample tables and the sample documents.
  await expect(result).toContainText('Connected. Datasets found: 7.')
  await expect(result).toContainText('Seattle weather')
  await expect(result).toContainText('Sample documents')

  // An address nothing answers at: unreachable, in plain words.
  await page.getByLabel('Chat base URL').fill('http://127.0.0.1:9/v1')
  result = await settings.testConnection('chat')
  await expect(result).toContainText('Could not reach the service.')
})
