import { expect, test, type Page } from '@playwright/test'
import { ChatPage } from './pages/chat-page'

async function useKey(page: Page, key: string) {
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByLabel('Chat API key').fill(key)
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByRole('link', { name: 'Chat' }).click()
}

test('invalid_token: plain words, the service detail, Retry, and a way to Settings', async ({
  page,
}) => {
  const chat = new ChatPage(page)
  await chat.open()
  await useKey(page, 'sk-wrong')
  await chat.ask('hello')
  const alert = chat.lastReply().getByRole('alert')
  await expect(alert).toContainText(
    'The chat service did not accept the API key. Check "Chat API key" in Settings.',
  )
  await expect(alert).toContainText('Code invalid_token · HTTP 400')
  // The service's own words are folded under "What the service said".
  await expect(alert.locator('details')).toContainText('Validate Certification failed')
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible()
  await alert.getByRole('link', { name: 'Open Settings' }).click()
  await expect(page.getByLabel('Chat API key')).toBeVisible()

  // Fix the key, come back, Retry works in place.
  await page.getByLabel('Chat API key').fill('sk-parley-local')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByRole('link', { name: 'Chat' }).click()
  await chat.lastReply().getByRole('button', { name: 'Retry' }).click()
  await expect(chat.lastReply()).toHaveAttribute('data-status', 'complete', { timeout: 30_000 })
})

test('invalid_model: a key limited to other models', async ({ page }) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.model.selectOption('deepseek-ai/DeepSeek-R1')
  await useKey(page, 'sk-limited') // the e2e server limits this key to DeepSeek-V3
  await chat.ask('hello')
  await expect(chat.lastReply().getByRole('alert')).toContainText(
    'Your API key may not use this model.',
  )
  await expect(chat.lastReply().getByRole('alert')).toContainText('invalid_model')
})

test('characters_too_long is caught before sending, with the service ceiling shown', async ({
  page,
}) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.openSettingsPanel()
  await expect(page.getByText('At most 12,288 for this model.')).toBeVisible()
  await page.getByLabel('Max tokens').fill('20000')
  await expect(page.getByLabel('Max tokens')).toHaveAttribute('aria-invalid', 'true')

  const requests: string[] = []
  page.on('request', (r) => r.url().includes('/chat/completions') && requests.push(r.url()))
  await chat.ask('hello')
  await expect(page.getByRole('alert').filter({ hasText: 'Not sent:' })).toContainText(
    'Max tokens is 20,000, but deepseek-ai/DeepSeek-V3 allows at most 12,288.',
  )
  await expect(chat.userMessages).toHaveCount(0)
  await expect(chat.composer).toHaveValue('hello') // nothing lost
  expect(requests).toHaveLength(0)
})

test('the messages rules are checked before sending (an imported thread ending in two user turns)', async ({
  page,
}) => {
  const chat = new ChatPage(page)
  await chat.open()
  const now = Date.now()
  const base = {
    reasoning: '',
    model: null,
    status: { state: 'complete' },
    usage: null,
    citations: [],
    finishReason: null,
    reasoningStartedAt: null,
    contentStartedAt: null,
  }
  await chat.importFile('odd.json', {
    format: 'parley-chat',
    version: 1,
    exportedAt: new Date(now).toISOString(),
    conversations: [
      {
        conversation: {
          id: 'odd',
          title: 'Odd thread',
          titleEdited: true,
          createdAt: now,
          updatedAt: now,
          pinned: false,
          model: 'deepseek-ai/DeepSeek-V3',
          systemPrompt: '',
          temperature: null,
          maxTokens: null,
          selection: {},
        },
        messages: [
          {
            ...base,
            id: 'm1',
            conversationId: 'odd',
            parentId: null,
            role: 'assistant',
            content: 'I speak first',
            createdAt: now,
          },
        ],
      },
    ],
  })
  await expect(chat.lastReply()).toContainText('I speak first')
  const requests: string[] = []
  page.on('request', (r) => r.url().includes('/chat/completions') && requests.push(r.url()))
  await chat.ask('hello')
  const notSent = page.getByRole('alert').filter({ hasText: 'Not sent:' })
  await expect(notSent).toContainText(
    'The messages of this chat are not in an order the service accepts (messages[0].role).',
  )
  // The rule's own words, as the service would say them, one click away.
  await expect(notSent).toContainText(
    'The first message must have role user, system or developer; got assistant.',
  )
  expect(requests).toHaveLength(0)
})

test('tokens_too_long: a prompt over the model limit', async ({ page }) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.model.selectOption('parley-demo/support-ft') // 8,192-token context
  await chat.ask('lorem ipsum dolor sit amet '.repeat(2500))
  // The composer warns first (the model's context length); sending anyway lets the service judge.
  await page.getByRole('button', { name: 'Send anyway' }).click()
  await expect(chat.lastReply().getByRole('alert')).toContainText(
    'This conversation is too long for the model.',
  )
  await expect(chat.lastReply().getByRole('alert')).toContainText('tokens_too_long')
})

test('invalid_messages: content the service flags as sensitive', async ({ page }) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.ask('please repeat parley-sensitive-test')
  await expect(chat.lastReply().getByRole('alert')).toContainText(
    'The service flagged the message as sensitive content.',
  )
  await expect(chat.lastReply().getByRole('alert')).toContainText('invalid_messages')
})

// http-429 and http-500 (and every other injected fault) are walked in faults.spec.ts.
