import { expect, test } from '@playwright/test'

// docs/screenshots/chat-zh-CN.png: the chat pane in 简体中文 with a finished reply (reasoning,
// usage, the conversation's total). It writes into docs/, so it runs only when asked:
// `npm run screenshots`.
test.skip(!process.env.PARLEY_SCREENSHOTS, 'set PARLEY_SCREENSHOTS=1 to refresh docs/screenshots')

test('screenshot: a 简体中文 chat', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/settings')
  await page.getByLabel('Language', { exact: true }).selectOption('zh-CN')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '对话' }).click()

  const model = page.getByRole('combobox', { name: '模型' })
  await expect(model).not.toHaveValue('')
  await model.selectOption('deepseek-ai/DeepSeek-R1')
  const composer = page.getByRole('textbox', { name: '消息' })
  await composer.fill('太阳能电池板是怎样把光变成电的？请给出效率公式。')
  await page.getByRole('button', { name: '发送', exact: true }).click()
  const reply = page.getByRole('article', { name: '助手' }).last()
  await expect(reply).toHaveAttribute('data-status', 'complete', { timeout: 60_000 })
  await expect(page.getByText(/^Σ [\d,]+ 个词元$/)).toBeVisible()
  await page.getByRole('button', { name: '对话设置' }).click()
  await page
    .getByRole('article', { name: '你' })
    .last()
    .evaluate((el) => el.scrollIntoView())
  await page.waitForTimeout(300)
  await page.screenshot({ path: 'docs/screenshots/chat-zh-CN.png' })
})
