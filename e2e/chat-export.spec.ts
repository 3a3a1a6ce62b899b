import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { ChatPage } from './pages/chat-page'

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()])
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') }
}

const exportJson = (page: Page) =>
  download(page, async () => {
    await page
      .getByRole('group')
      .or(page.locator('details.menu'))
      .locator('summary[aria-label="Export"]')
      .click()
    await page.getByRole('button', { name: 'Export JSON' }).click()
  })

test('export then import gives the same conversation, branches and all', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const chat = new ChatPage(page)
  await chat.open()
  await chat.model.selectOption('parley-demo/web-search')
  await chat.askAndWait('How do tides work?')
  await chat.lastReply().getByRole('button', { name: 'Regenerate' }).click()
  await expect(chat.lastReply()).toHaveAttribute('data-status', 'complete', { timeout: 30_000 })
  await chat.askAndWait('And the moon?')

  const exported = await exportJson(page)
  expect(exported.name).toBe('how-do-tides-work.json')
  const file = JSON.parse(exported.text) as { conversations: { messages: unknown[] }[] }
  expect(file.conversations[0]!.messages).toHaveLength(5) // two questions, three replies

  // A fresh browser profile: import, then export again — byte for byte the same records.
  const other = await browser.newContext()
  const fresh = new ChatPage(await other.newPage())
  await fresh.open()
  await fresh.importFile(exported.name, file)
  await expect(fresh.conversation('How do tides work?')).toBeVisible()
  await expect(fresh.userMessages).toHaveCount(2)
  await expect(fresh.version(fresh.replies.first())).toContainText('2/2')
  await expect(fresh.replies.first().getByRole('region', { name: 'Sources' })).toBeVisible()
  const again = await exportJson(fresh.page)
  const strip = (text: string) => ({ ...(JSON.parse(text) as object), exportedAt: null })
  expect(strip(again.text)).toEqual(strip(exported.text))
  await other.close()

  // Importing into the same profile again merges by id: nothing added, nothing duplicated.
  await chat.importFile(exported.name, file)
  await expect(page.getByRole('status').filter({ hasText: 'Import:' })).toHaveText(
    'Import: 0 added, 0 updated (newer in the file), 1 skipped.',
  )
  await expect(chat.conversation('How do tides work?')).toHaveCount(1)
  await page.reload()
  await expect(chat.conversation('How do tides work?')).toHaveCount(1)
  await expect(chat.conversations.getByRole('listitem')).toHaveCount(1)
})

test('export as Markdown writes the shown thread with sources', async ({ page }) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.model.selectOption('parley-demo/web-search')
  await chat.askAndWait('How do tides work?')
  const md = await download(page, async () => {
    await page.locator('summary[aria-label="Export"]').click()
    await page.getByRole('button', { name: 'Export Markdown' }).click()
  })
  expect(md.name).toBe('how-do-tides-work.md')
  expect(md.text).toContain('# How do tides work?')
  expect(md.text).toContain('## You')
  expect(md.text).toContain('## Assistant (parley-demo/web-search)')
  expect(md.text).toMatch(/Sources:\n\n1\. \[.+\]\(https:\/\//)

  const all = await download(page, () =>
    page.getByRole('button', { name: 'Export all (JSON)' }).click(),
  )
  expect(all.name).toBe('parley-chats.json')
})

test('in 简体中文, the Markdown export and an import refusal are written in Chinese', async ({
  page,
}) => {
  await page.goto('/settings')
  await page.getByLabel('Language', { exact: true }).selectOption('zh-CN')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '对话' }).click()
  await page.getByRole('combobox', { name: '模型' }).selectOption('parley-demo/web-search')
  await page.getByRole('textbox', { name: '消息' }).fill('How do tides work?')
  await page.getByRole('button', { name: '发送', exact: true }).click()
  await expect(page.getByRole('article', { name: '助手' }).last()).toHaveAttribute(
    'data-status',
    'complete',
    { timeout: 30_000 },
  )
  const md = await download(page, async () => {
    await page.locator('summary[aria-label="导出"]').click()
    await page.getByRole('button', { name: '导出 Markdown' }).click()
  })
  expect(md.text).toContain('# How do tides work?') // the user's words stay as written
  expect(md.text).toContain('## 你\n')
  expect(md.text).toContain('## 助手 (parley-demo/web-search)')
  expect(md.text).toMatch(
    /模型：`parley-demo\/web-search` · 创建于：\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}/,
  )
  expect(md.text).toMatch(/来源：\n\n1\. \[.+\]\(https:\/\//)
  expect(md.text).not.toMatch(/^(## You|## Assistant.*|Sources:)$|Created:/m) // the reply is content

  await page
    .getByLabel('导入 JSON', { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('nope'),
    })
  await expect(page.getByRole('status').filter({ hasText: '导入失败' })).toHaveText(
    '导入失败： 此文件不是 JSON。请导入用“导出 JSON”生成的文件。',
  )
})
