import { expect, test } from '@playwright/test'
import { ChatPage } from './pages/chat-page'

// parley-demo/support-ft lists context_length 8192 in /v1/models; this paste is ~40k tokens.
const MODEL = 'parley-demo/support-ft'
const HUGE = 'The quick brown fox jumps over the lazy dog. '.repeat(4_000)

test('a message over the context length warns first; Cancel sends nothing, Send anyway sends', async ({
  page,
}) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.model.selectOption(MODEL)

  await chat.ask(HUGE)
  const warning = chat.contextWarning()
  await expect(warning).toBeVisible()
  await expect(warning).toContainText(
    /This message is about [\d,]+ tokens; parley-demo\/support-ft reads at most 8,192 tokens\. Send anyway\?/,
  )
  // The estimate is in the right range (about 10 tokens per sentence).
  const shown = Number(
    (await warning.textContent())!.match(/about ([\d,]+) tokens/)![1]!.replace(/,/g, ''),
  )
  expect(shown).toBeGreaterThan(30_000)
  expect(shown).toBeLessThan(50_000)

  // Cancel: nothing is sent, the draft is kept.
  await warning.getByRole('button', { name: 'Cancel' }).click()
  await expect(warning).toBeHidden()
  await expect(chat.userMessages).toHaveCount(0)
  await expect(chat.replies).toHaveCount(0)
  await expect(chat.composer).toHaveValue(HUGE)

  // Send anyway: sent as usual; the service refuses it with tokens_too_long, shown in place.
  await chat.send.click()
  await expect(warning).toBeVisible()
  await warning.getByRole('button', { name: 'Send anyway' }).click()
  await expect(warning).toBeHidden()
  await expect(chat.userMessages).toHaveCount(1)
  await expect(chat.composer).toHaveValue('')
  await chat.settled()
  await expect(chat.lastReply().getByRole('alert')).toContainText('tokens_too_long · HTTP 400')
})

test('a short message sends without a warning and without downloading the tokenizer', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  const chat = new ChatPage(page)
  await chat.open()
  await chat.model.selectOption(MODEL)
  await chat.askAndWait('hello')
  await expect(chat.contextWarning()).toHaveCount(0)
  expect(scripts.filter((u) => u.includes('count-within'))).toEqual([])
})
