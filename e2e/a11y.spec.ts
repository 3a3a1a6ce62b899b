import { expect, test } from '@playwright/test'
import { AnalysisPage } from './pages/analysis-page'
import { ChatPage } from './pages/chat-page'
import { expectAccessible } from './support/axe'

/**
 * Accessibility: axe-core on every main screen and state, light and dark; no serious or critical
 * violations.
 */

const REPLY = [
  '## Solar panels',
  'Photovoltaic cells turn light into current [1], and inverters make it usable [2].',
  '- **Cells**: silicon\n- *Inverter*: DC to AC',
  '| part | job |\n| - | - |\n| cell | light to current |\n| inverter | DC to AC |',
  '```python\ndef power(area, efficiency):\n    return area * efficiency * 1000\n```',
  'The mean is $\\bar{x} = \\frac{1}{n}\\sum_i x_i$.',
].join('\n\n')

function finishedReply(): string {
  const base = { id: 'c-a11y', object: 'chat.completion.chunk', created: 1, model: 'demo' }
  const chunk = (delta: object, extra: object = {}, finish: string | null = null) =>
    `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`
  const results = [
    { index: 1, url: 'https://example.com/cells', title: 'How cells work', snippet: 'Light in.' },
    { index: 2, url: 'https://example.org/inverters', title: 'Inverters', snippet: 'DC to AC.' },
  ]
  return [
    chunk({ role: 'assistant', reasoning_content: 'First, recall how a cell works. Then…' }),
    chunk({ content: REPLY }, { search_results: results }),
    chunk({}, {}, 'stop'),
    `data: ${JSON.stringify({ ...base, choices: [], usage: { prompt_tokens: 5, completion_tokens: 50, total_tokens: 55 } })}\n\n`,
    'data: [DONE]\n\n',
  ].join('')
}

test('chat: empty, a finished reply (reasoning open, citations, code, table), an error', async ({
  page,
}) => {
  const chat = new ChatPage(page)
  await chat.open()
  await expectAccessible(page, 'chat, empty')

  await page.route('**/v1/chat/completions', (route) =>
    route.fulfill({ contentType: 'text/event-stream', body: finishedReply() }),
  )
  await chat.askAndWait('How do solar panels work?')
  const reply = chat.lastReply()
  await reply.locator('details.reasoning summary').click()
  await expect(reply.locator('.reasoning-body')).toBeVisible()
  await expect(reply.locator('code .hljs-keyword').first()).toBeVisible()
  await expect(reply.locator('.katex').first()).toBeVisible()
  await expect(reply.getByRole('region', { name: 'Sources' })).toBeVisible()
  await expectAccessible(page, 'chat, finished reply')

  await page.unroute('**/v1/chat/completions')
  await chat.setFault('http-500')
  await chat.ask('And batteries?')
  await expect(chat.lastReply().getByRole('alert')).toBeVisible()
  await expectAccessible(page, 'chat, error')
})

test('chat at 375 px: the conversation drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const chat = new ChatPage(page)
  await chat.open()
  await chat.askAndWait('/bench size=400 chunks=4 interval=5')
  await page.getByRole('button', { name: 'Conversations' }).click()
  await expect(chat.conversations).toBeVisible()
  await expectAccessible(page, 'chat sidebar at 375 px')
})

test('settings', async ({ page }) => {
  await page.goto('/settings')
  await expect(page.getByLabel('Chat base URL')).toBeVisible()
  await page.getByLabel('Chat base URL').fill('ftp://nope') // the field's error state too
  await expect(page.getByText('Use an http:// or https:// address.')).toBeVisible()
  await expectAccessible(page, 'settings')
})

test('analysis: empty, a finished job (timeline, table, chart, sources, questions), an error', async ({
  page,
}) => {
  // Six axe passes (three states, light and dark) and a job: on two busy CI cores this passed
  // 30 s once (browserContext closed mid-axe). It checks accessibility, not speed.
  test.setTimeout(90_000)
  const analysis = new AnalysisPage(page)
  await analysis.openFresh()
  await expectAccessible(page, 'analysis, empty')

  await analysis.pickDataset('Seattle weather')
  await analysis.askQuestion('What is the average temp_max by weather?')
  const job = analysis.lastJob()
  await analysis.waitDone(job)
  await expect(analysis.tables(job).first()).toBeVisible()
  await expect(analysis.chart(job)).toHaveAttribute('data-chart-state', 'ready')
  await expect(job.getByRole('region', { name: 'Sources' })).toBeVisible()
  await expect(job.getByRole('region', { name: 'Suggested questions' })).toBeVisible()
  await expectAccessible(page, 'analysis, finished job')

  await page.route('**/v2/team/jobs', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-parley-fault': 'job-error' } }),
  )
  await analysis.askQuestion('How many rows are there for each weather?')
  await expect(analysis.lastJob().getByRole('alert')).toBeVisible()
  await expectAccessible(page, 'analysis, error')
})
