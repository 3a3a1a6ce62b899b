import { expect, test, type Page } from '@playwright/test'
import { AnalysisPage } from './pages/analysis-page'
import { ChatPage } from './pages/chat-page'
import { answerJobs, jobStream, PNG, task, type Group } from './support/job-stream'
import { BAD_URLS, expectInert, installTrap, LINE, MARKDOWN, PAYLOADS } from './support/xss'

/**
 * Security suite, browser side: a corpus of XSS payloads sent through every place that renders
 * service text runs no script and leaves nothing active in the DOM. The page runs without its
 * Content-Security-Policy here (bypassCSP), so the renderer itself is what stops them; the policy
 * is a second wall, checked in server/app.test.ts. Key handling, artifact signing and body limits
 * are checked in server/security.test.ts and the tests it links.
 */
test.use({ bypassCSP: true })

// ---- chat ----

function sse(chunks: unknown[]): string {
  return [...chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`), 'data: [DONE]\n\n'].join('')
}

function chatChunk(delta: object, extra: object = {}, finish: string | null = null) {
  return {
    id: 'chatcmpl-xss',
    object: 'chat.completion.chunk',
    created: 1,
    model: LINE,
    choices: [{ index: 0, delta, finish_reason: finish }],
    ...extra,
  }
}

const SEARCH_RESULTS = [
  ...BAD_URLS.map((url, i) => ({ index: i + 1, url, title: LINE, snippet: LINE })),
  { index: BAD_URLS.length + 1, url: 'https://example.com/ok', title: LINE, snippet: MARKDOWN },
]

/** Answers the next chat request with `body` (an SSE stream, or an error object). */
async function answerChat(page: Page, body: string, status = 200) {
  await page.route('**/v1/chat/completions', (route) =>
    route.fulfill({
      status,
      contentType: status === 200 ? 'text/event-stream' : 'application/json',
      body,
    }),
  )
}

test('chat: markdown, reasoning, citations and the model name render inert', async ({ page }) => {
  const trap = await installTrap(page)
  const chat = new ChatPage(page)
  await chat.open()
  const cites = SEARCH_RESULTS.map((r) => `[${r.index}]`).join(' ')
  await answerChat(
    page,
    sse([
      chatChunk({ role: 'assistant', reasoning_content: MARKDOWN }),
      chatChunk({ content: `${cites}\n\n${PAYLOADS.slice(0, 10).join('\n\n')}` }),
      chatChunk(
        { content: `\n\n${PAYLOADS.slice(10).join('\n\n')}` },
        { search_results: SEARCH_RESULTS },
      ),
      chatChunk({}, {}, 'stop'),
    ]),
  )
  await chat.ask('show me everything')
  const reply = chat.lastReply()
  await expect(reply).toHaveAttribute('data-status', 'complete')
  await expect(reply.locator('.katex').first()).toBeVisible() // math rendered (KaTeX loaded)
  await reply.locator('details.reasoning summary').click()
  await expect(reply.locator('.reasoning-body')).toContainText('<script>__xss(2)</script>')
  const sources = reply.getByRole('region', { name: 'Sources' })
  await expect(sources.getByRole('listitem')).toHaveCount(SEARCH_RESULTS.length)

  const { links } = await expectInert(reply)
  // The harmless look-alikes stay links; the bad URLs became plain text.
  expect(links).toEqual(
    expect.arrayContaining(['https://example.com/ok', 'mailto:someone@example.com', '#top']),
  )
  await expect(sources.getByRole('link')).toHaveCount(1)
  // Hovering and focusing everything gives handlers their chance.
  await reply.hover()
  await page.keyboard.press('Tab')
  await trap.expectNoneRan()
})

test('chat: a service error message renders as text', async ({ page }) => {
  const trap = await installTrap(page)
  const chat = new ChatPage(page)
  await chat.open()
  await answerChat(
    page,
    JSON.stringify({ error: { message: MARKDOWN, type: LINE, code: LINE, param: null } }),
    400,
  )
  await chat.ask('fail please')
  const alert = chat.lastReply().getByRole('alert')
  await expect(alert).toContainText('<script>__xss(2)</script>')
  await expectInert(chat.lastReply())
  await page.unroute('**/v1/chat/completions')
  await answerChat(
    page,
    sse([chatChunk({ content: 'partial ' }), { error: { message: LINE, code: LINE } }]),
  )
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(chat.lastReply().getByRole('alert')).toContainText('<script>__xss(0)</script>')
  await expectInert(chat.lastReply())
  await trap.expectNoneRan()
})

// ---- analysis ----

const ARTIFACTS = 'https://artifacts.example.test'
const STEP: Group = { id: 'g-step', name: LINE, stage: 'Analyze' }
const ANSWER: Group = { id: 'g-answer', name: LINE, stage: 'Respond' }
const CSV_ROWS = [
  ['name', '<img src=x onerror=__xss(40)>', 'link'],
  ['<script>__xss(41)</script>', '=HYPERLINK("javascript:__xss(42)")', 'javascript:__xss(43)'],
  [LINE, '<a href="javascript:__xss(44)">x</a>', '[md](javascript:__xss(45))'],
]
const csv = CSV_ROWS.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\n')

function craftedJob(): string {
  return jobStream('job-xss', [
    task(STEP, 'running'),
    { type: 'MESSAGE', group: STEP, content: MARKDOWN },
    {
      type: 'CODE',
      group: STEP,
      content: '```<img src=x onerror=__xss(46)>\n<script>__xss(47)</script>\n```',
    },
    { type: 'TABLE', group: STEP, content: { name: LINE, url: `${ARTIFACTS}/t.csv` } },
    { type: 'IMAGE', group: STEP, content: { name: LINE, url: `${ARTIFACTS}/chart.png` } },
    ...BAD_URLS.map((url) => ({ type: 'IMAGE', group: STEP, content: { name: LINE, url } })),
    { type: 'TABLE', group: STEP, content: { name: LINE, url: BAD_URLS[0] } },
    task(STEP),
    { type: 'MESSAGE', group: ANSWER, content: MARKDOWN },
    { type: 'QUESTIONS', group: ANSWER, content: [LINE, PAYLOADS[5]] },
    task(ANSWER),
    {
      type: 'SOURCES',
      group: { id: '-1', name: LINE, stage: 'Analyze' },
      content: [
        {
          id: '1',
          source: LINE,
          page_no: LINE,
          content: LINE,
          datasource_id: LINE,
          dataset_id: LINE,
          file_type: LINE,
          external_id: LINE,
        },
      ],
    },
  ])
}

test('analysis: MESSAGE, CODE, TABLE cells, IMAGE names and URLs, SOURCES, QUESTIONS and step names render inert', async ({
  page,
}) => {
  const trap = await installTrap(page)
  await page.route(`${ARTIFACTS}/**`, (route) =>
    route.request().url().endsWith('.csv')
      ? route.fulfill({ contentType: 'text/csv', body: csv })
      : route.fulfill({ contentType: 'image/png', body: PNG }),
  )
  const analysis = new AnalysisPage(page)
  await analysis.openFresh()
  await answerJobs(page, craftedJob())
  await analysis.askQuestion('Show me everything')
  const job = analysis.lastJob()
  await analysis.waitDone(job)
  await expect(analysis.tables(job).first()).toContainText('<script>__xss(41)</script>')
  await expect(job.locator('img[src^="blob:"]').first()).toBeVisible()
  await expect(job.getByRole('region', { name: 'Sources' })).toContainText('<script>__xss(0)')
  await expect(job.getByRole('region', { name: 'Suggested questions' })).toBeVisible()
  await expect(job.locator('.katex').first()).toBeVisible()
  // Open every step, so their contents are in the DOM too.
  for (const step of await job.locator('[aria-expanded="false"]').all()) await step.click()
  await expectInert(job)
  await job.hover()
  await trap.expectNoneRan()

  // The HTML export carries the same text: escaped, under its own strict policy.
  const download = page.waitForEvent('download')
  await job.getByRole('button', { name: 'Export HTML' }).click()
  const html = await (await (await download).createReadStream()).toArray()
  const exported = await page.context().newPage()
  const exportTrap = await installTrap(exported)
  await exported.goto('about:blank') // runs the trap's init script
  await exported.setContent(Buffer.concat(html).toString('utf8'))
  expect(await exported.evaluate(() => typeof (window as { __xss?: unknown }).__xss)).toBe(
    'function',
  )
  await expectInert(exported.locator('main'))
  await exportTrap.expectNoneRan()
})

test('analysis: an ERROR event message renders as text', async ({ page }) => {
  const trap = await installTrap(page)
  const analysis = new AnalysisPage(page)
  await analysis.openFresh()
  await answerJobs(
    page,
    jobStream(
      'job-xss-error',
      [
        task(STEP, 'running'),
        { type: 'ERROR', group: STEP, content: { code: MARKDOWN, error_code: LINE } },
      ],
      '[ERROR]',
    ),
  )
  await analysis.askQuestion('Fail please')
  const job = analysis.lastJob()
  await expect(job.getByRole('alert')).toBeVisible()
  await job.getByText('Details', { exact: true }).click()
  await expect(job.getByRole('alert')).toContainText('<script>__xss(2)</script>')
  await expectInert(job)
  await trap.expectNoneRan()
})
