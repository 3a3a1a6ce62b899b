import { expect, test, type Locator, type Page } from '@playwright/test'
import { AnalysisPage } from './pages/analysis-page'
import { ChatPage } from './pages/chat-page'
import { answerJobs, jobStream, task } from './support/job-stream'
import { collectPageText, englishInUi } from './support/ui-text'

/**
 * Localisation: the UI in English and Simplified Chinese, switched in Settings; generated text
 * keeps its own direction (dir="auto"), so Arabic reads right to left. Each test has its own
 * browser context, so the language chosen here never leaks into other specs (they assume English).
 */

async function chooseLanguage(page: Page, label: string, language: string, save: string) {
  await page.goto('/settings')
  await page.getByLabel(label, { exact: true }).selectOption(language)
  await page.getByRole('button', { name: save }).click()
  // <html lang> changes once the language's strings (a chunk of their own) have arrived.
  await expect(page.locator('html')).toHaveAttribute('lang', language)
}

test('Settings switches the UI to 简体中文 and back to English', async ({ page }) => {
  test.setTimeout(60_000)
  await chooseLanguage(page, 'Language', 'zh-CN', 'Save')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  const nav = page.getByRole('navigation', { name: '主导航' })
  for (const name of ['对话', '分析', '设置'])
    await expect(nav.getByRole('link', { name })).toBeVisible()
  await expect(page.getByRole('heading', { name: '设置' })).toBeVisible()
  for (const label of ['对话服务地址', '对话 API 密钥', '分析服务地址', '分析 API 密钥', '用户 ID'])
    await expect(page.getByLabel(label, { exact: true })).toBeVisible()
  await expect(page.getByRole('combobox', { name: '语言' })).toHaveValue('zh-CN')
  await expect(page.getByRole('combobox', { name: '主题' })).toBeVisible()
  await page.getByLabel('对话服务地址').fill('ftp://x')
  await expect(page.getByText('请使用 http:// 或 https:// 地址。')).toBeVisible()
  await page.getByLabel('对话服务地址').fill('')

  await nav.getByRole('link', { name: '对话' }).click()
  const composer = page.getByRole('textbox', { name: '消息' })
  await expect(composer).toHaveAttribute('placeholder', '消息')
  await expect(page.getByRole('button', { name: '发送', exact: true })).toBeDisabled()
  await expect(page.getByRole('button', { name: '新对话' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: '模型' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: '搜索对话' })).toBeVisible()
  await composer.fill('/bench size=300 chunks=3 interval=5')
  await page.getByRole('button', { name: '发送', exact: true }).click()
  const reply = page.getByRole('article', { name: '助手' })
  await expect(reply).toHaveAttribute('data-status', 'complete')
  await expect(reply.getByRole('button', { name: '复制', exact: true })).toBeVisible()
  await expect(reply.getByRole('button', { name: '重新生成' })).toBeVisible()

  await chooseLanguage(page, '语言', 'en', '保存')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }),
  ).toBeVisible()
  await expect(page.getByLabel('Chat base URL')).toBeVisible()
})

test('简体中文: chat and analysis show no English UI text, and numbers and dates follow the app', async ({
  page,
}) => {
  test.setTimeout(150_000)
  // The browser stays en-US: the app's language, not the browser's, decides every word and date.
  const problems: string[] = []
  const check = async (screen: string) => {
    const text = await collectPageText(page)
    const chinese = text.ui.filter((t) => /[\u4e00-\u9fff]/.test(t))
    expect(chinese.length, `${screen}: Chinese UI text on screen`).toBeGreaterThan(4)
    // The sample's name is data (what the user called the dataset), not UI text.
    const ours = englishInUi(text).filter((p) => !p.startsWith('"Seattle weather"'))
    problems.push(...ours.map((p) => `${screen}: ${p}`))
  }

  await chooseLanguage(page, 'Language', 'zh-CN', 'Save')
  await check('settings')

  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '对话' }).click()
  const composer = page.getByRole('textbox', { name: '消息' })
  const model = page.getByRole('combobox', { name: '模型' })
  await expect(composer).toBeVisible()
  await expect(model).not.toHaveValue('')
  await check('empty chat')

  // A streamed reply with reasoning, usage, the model's tooltip and the conversation's total.
  await model.selectOption('deepseek-ai/DeepSeek-R1')
  await expect(model).toHaveAttribute('title', /上下文：65,536 个词元/)
  await composer.fill('用一句话解释光合作用')
  await page.getByRole('button', { name: '发送', exact: true }).click()
  const reply = page.getByRole('article', { name: '助手' }).last()
  await expect(reply).toHaveAttribute('data-status', 'complete', { timeout: 30_000 })
  await expect(reply.getByText(/^输入 [\d,]+ · 输出 [\d,]+/)).toBeVisible()
  await expect(page.getByText(/^Σ [\d,]+ 个词元$/)).toBeVisible()
  await reply.locator('details.reasoning summary').click()
  await expect(reply.locator('details.reasoning summary')).toContainText(/[\d,]+ 个字符/)
  await page.getByRole('button', { name: '对话设置' }).click()
  await expect(page.getByText('此模型最多 12,288。')).toBeVisible()
  await check('reply')

  // An error: plain words, the code line, the service's own words folded away.
  await page.evaluate(() => localStorage.setItem('parley.fault', 'http-429'))
  await composer.fill('再说一遍')
  await page.getByRole('button', { name: '发送', exact: true }).click()
  const alert = page.getByRole('article', { name: '助手' }).last().getByRole('alert')
  await expect(alert).toContainText('请求过于频繁。请稍候再重试。')
  await expect(alert).toContainText('代码 rate_limit · HTTP 429')
  await check('error')
  await page.evaluate(() => localStorage.removeItem('parley.fault'))

  await page.getByRole('button', { name: '键盘快捷键' }).click()
  await expect(page.getByRole('dialog', { name: '键盘快捷键' })).toBeVisible()
  await check('shortcuts')
  await page.getByRole('button', { name: '关闭' }).click()

  // Analysis: a dataset, a finished job with its table, dated in the app's language.
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '分析' }).click()
  const question = page.getByRole('textbox', { name: '问题' })
  await expect(question).toBeVisible()
  const dataset = page.getByRole('combobox', { name: '数据集' })
  await expect(dataset).toBeEnabled()
  // Other specs upload files for the same user: ask the sample this check is written for.
  await expect(dataset.getByRole('option', { name: 'Seattle weather', exact: true })).toHaveCount(1)
  await dataset.selectOption({ label: 'Seattle weather' })
  await check('analysis')
  await question.fill('每种天气各有多少行？')
  await page.getByRole('button', { name: '提问', exact: true }).click()
  const job = page.getByRole('article', { name: /^任务：/ }).last()
  await expect(job).toHaveAttribute('data-status', 'complete', { timeout: 60_000 })
  await expect(job.getByRole('table').first()).toBeVisible()
  await expect(job.locator('time')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/)
  await expect(job.getByText(/^[\d,]+ 行/).first()).toBeVisible()
  // The chart is one image described in Chinese (Vega's own English "visualization" would fail
  // the check below); only the drawing (data: values, column names) is marked translate="no",
  // and it is hidden from assistive tech, so Vega's English ARIA words never reach it.
  await expect(job.locator('[data-chart-state]')).toHaveAttribute('data-chart-state', 'ready', {
    timeout: 30_000,
  })
  const chart = job.getByRole('img', { name: /^交互式图表：/ })
  await expect(chart).toHaveAttribute('aria-roledescription', '图表')
  await expect(chart.locator('svg[translate="no"][aria-hidden="true"]')).toHaveCount(1)
  await expect(chart.locator('[translate="no"]')).toHaveCount(1)
  await check('analysis job')

  expect(problems, 'English words in the 简体中文 UI').toEqual([])
})

test('简体中文: error details written by the app itself (a stream cut short) are in Chinese too', async ({
  page,
}) => {
  await chooseLanguage(page, 'Language', 'zh-CN', 'Save')
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '对话' }).click()
  const chunk = (delta: object) =>
    `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`
  // The stream ends without a finish or [DONE]: the app's own "connection closed" detail.
  await page.route('**/v1/chat/completions', (route) =>
    route.fulfill({ contentType: 'text/event-stream', body: chunk({ content: '你好' }) }),
  )
  await page.getByRole('textbox', { name: '消息' }).fill('你好')
  await page.getByRole('button', { name: '发送', exact: true }).click()
  const alert = page.getByRole('article', { name: '助手' }).last().getByRole('alert')
  await expect(alert).toContainText('回复结束前连接断开。已收到的内容会保留。')
  await expect(alert).toContainText('回复结束前连接已关闭。')
  await expect(alert).not.toContainText('The connection closed')
  expect(englishInUi(await collectPageText(page)), 'English words in the 简体中文 UI').toEqual([])
})

const ARABIC = 'مرحبا! هذه **إجابة** عن الطقس في سياتل، مع رقم 42.'
const ARABIC_LINE = 'تحليل البيانات حسب الطقس'

const direction = (el: Locator) => el.evaluate((e) => getComputedStyle(e).direction)

test('Arabic reads right to left in a chat reply, its reasoning and sources, and an analysis MESSAGE', async ({
  page,
}) => {
  const chat = new ChatPage(page)
  await chat.open()
  const chunk = (delta: object, extra: object = {}, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`
  const sources = [{ index: 1, url: 'https://example.com/ar', title: ARABIC_LINE, snippet: ARABIC }]
  await page.route('**/v1/chat/completions', (route) =>
    route.fulfill({
      contentType: 'text/event-stream',
      body: [
        chunk({ reasoning_content: ARABIC }),
        chunk({ content: ARABIC }, { search_results: sources }),
        chunk({}, {}, 'stop'),
        'data: [DONE]\n\n',
      ].join(''),
    }),
  )
  await chat.askAndWait('What is the weather?')
  const reply = chat.lastReply()
  const markdown = reply.locator('.markdown')
  await expect(markdown).toHaveAttribute('dir', 'auto')
  expect(await direction(markdown.locator('p'))).toBe('rtl')
  await reply.locator('details.reasoning summary').click()
  await expect(reply.locator('.reasoning-body')).toHaveAttribute('dir', 'auto')
  expect(await direction(reply.locator('.reasoning-body'))).toBe('rtl')
  expect(await direction(reply.getByRole('link', { name: ARABIC_LINE }))).toBe('rtl')
  // The question (English) stays left to right.
  expect(await direction(chat.userMessages.last().locator('p'))).toBe('ltr')

  const analysis = new AnalysisPage(page)
  await page.getByRole('link', { name: 'Analysis' }).click()
  await expect(analysis.question).toBeVisible()
  const step = { id: 'g1', name: ARABIC_LINE, stage: 'Analyze' as const }
  const answer = { id: 'g2', name: 'Answer', stage: 'Respond' as const }
  await answerJobs(
    page,
    jobStream('job-ar', [
      task(step),
      { type: 'MESSAGE', group: answer, content: ARABIC },
      { type: 'QUESTIONS', group: answer, content: [ARABIC_LINE] },
      task(answer),
    ]),
  )
  await analysis.askQuestion('How is the weather?')
  const job = analysis.lastJob()
  await analysis.waitDone(job)
  const message = job.getByRole('region', { name: 'Answer' }).locator('.markdown')
  await expect(message).toHaveAttribute('dir', 'auto')
  expect(await direction(message.locator('p'))).toBe('rtl')
  const suggestions = job.getByRole('region', { name: 'Suggested questions' })
  expect(await direction(suggestions.getByRole('button', { name: ARABIC_LINE }))).toBe('rtl')
  expect(await direction(analysis.steps(job).getByText(ARABIC_LINE))).toBe('rtl')
})
