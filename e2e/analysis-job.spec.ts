import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { AnalysisPage } from './pages/analysis-page'
import { recordTimeline } from './support/timeline'

const QUESTION = 'What is the average temp_max by weather?'

test('ask about Seattle weather: the timeline runs, then table rows, the chart and sources show', async ({
  page,
}) => {
  const analysis = new AnalysisPage(page)
  await analysis.openFresh()
  await analysis.pickDataset('Seattle weather')
  // The overview offers starter questions for the picked dataset.
  await expect(page.getByRole('region', { name: 'About this dataset' })).toContainText(
    'seattle-weather.csv',
  )

  const timeline = await recordTimeline(page)
  await analysis.askQuestion(QUESTION)
  const job = analysis.job(QUESTION)
  await analysis.waitDone(job)
  const seen = await timeline()
  // Over 1,461 rows the whole job takes a few milliseconds (its chart is drawn off the answer's
  // path), so a step, or the job itself, may start and end within one frame: only the ends are
  // certain here. Streaming that is seen arriving is chat-stream.spec's, at the demo's pace.
  expect(seen.steps).toHaveLength(2)
  for (const step of seen.steps) {
    expect(step.at(-1)).toBe('done')
    expect(step).not.toContain('error')
  }
  expect(seen.job.at(-1)).toBe('complete')

  const steps = analysis.steps(job)
  await expect(steps).toHaveCount(2)
  for (const step of await steps.all())
    await expect(step).toHaveAttribute('data-step-status', 'done')
  await expect(steps.first()).toContainText('Query the data')
  await expect(job.getByText(/SELECT/).first()).toBeVisible()

  const table = analysis.tables(job).first()
  await expect(table).toBeVisible()
  await expect(job.getByText(/^5 rows/)).toBeVisible()
  await expect(table.getByRole('row', { name: /sun 19\.86/ })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: /weather/ })).toBeVisible()

  // The chart is drawn from its spec; its PNG is saved too (download, exports).
  await expect(analysis.chart(job)).toHaveAttribute('data-chart-state', 'ready')
  await expect(job.getByRole('button', { name: 'Download image' })).toBeVisible()

  const sources = job.getByRole('region', { name: 'Sources' })
  await expect(sources).toContainText('seattle-weather.csv')
  await expect(sources).toContainText('CSV')
  await expect(sources).toContainText('Seattle weather')
  await expect(job.getByRole('region', { name: 'Answer' })).toContainText('sun')
})

test('a suggested question asks a second job in the same session, each with its own trace id', async ({
  page,
}) => {
  const analysis = new AnalysisPage(page)
  const traceIds: string[] = []
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/v2/team/jobs')) {
      traceIds.push(req.headers()['x-pd-external-trace-id'] ?? '')
    }
  })
  await analysis.openFresh()
  await analysis.pickDataset('Seattle weather')
  await analysis.askQuestion(QUESTION)
  const first = analysis.job(QUESTION)
  await analysis.waitDone(first)

  const sessionItems = analysis.sessions.getByRole('listitem')
  const sessionCount = await sessionItems.count()
  const current = analysis.sessions.locator('[aria-current="true"]')
  const sessionName = await current.textContent()
  const suggestions = first.getByRole('region', { name: 'Suggested questions' }).getByRole('button')
  await expect(suggestions.first()).toBeVisible()
  const followUp = (await suggestions.first().textContent())!.trim()
  await suggestions.first().click()

  const second = analysis.job(followUp)
  await analysis.waitDone(second)
  await expect(analysis.jobs).toHaveCount(2)
  // Same session: no new one was created, and the open one is still the first job's.
  await expect(sessionItems).toHaveCount(sessionCount)
  await expect(current).toHaveText(sessionName!)
  expect(traceIds).toHaveLength(2)
  expect(new Set(traceIds).size).toBe(2)
  for (const id of traceIds) expect(id.length).toBeLessThanOrEqual(128)

  // Both jobs come back after a reload, from this device and the session history.
  await page.reload()
  await expect(analysis.jobs).toHaveCount(2)
  // Earlier jobs come back folded; their steps open on request.
  const reloaded = analysis.job(QUESTION)
  await reloaded.getByRole('button', { name: 'Show details of Query the data' }).click()
  await expect(analysis.tables(reloaded).first()).toBeVisible()
})

test('the question box: counter, 18 output languages by name, job modes, and Stop', async ({
  page,
}) => {
  const analysis = new AnalysisPage(page)
  await analysis.openFresh()

  const language = page.getByRole('combobox', { name: 'Output language' })
  await expect(language.getByRole('option')).toHaveCount(18)
  for (const name of [
    'English',
    '简体中文 (Simplified Chinese)',
    'العربية (Arabic)',
    '繁體中文 (Traditional Chinese)',
  ]) {
    await expect(language.getByRole('option', { name, exact: true })).toHaveCount(1)
  }
  await expect(page.getByRole('combobox', { name: 'Job mode' }).getByRole('option')).toHaveText([
    'Automatic',
    'Data analysis',
  ])

  await analysis.question.fill('x'.repeat(6001))
  await expect(page.getByText('6,001 / 6,000')).toBeVisible()
  await expect(analysis.ask).toBeDisabled()
  await expect(page.getByRole('alert').filter({ hasText: 'Shorten the question' })).toBeVisible()

  // Hold the job request so Stop is pressed while it is certainly still running.
  await page.route('**/v2/team/jobs', async (route) => {
    await new Promise((r) => setTimeout(r, 3000))
    await route.continue().catch(() => undefined)
  })
  await analysis.pickDataset('Seattle weather')
  await analysis.question.fill('How many rows are there for each weather?')
  await analysis.ask.click()
  await expect(analysis.stop).toBeVisible()
  await analysis.stop.click()
  const job = analysis.lastJob()
  await expect(job).toHaveAttribute('data-status', 'cancelled')
  await expect(job).toContainText('Stopped. What arrived is kept.')
  await expect(analysis.ask).toBeVisible()
})

test('export a finished job as self-contained HTML and as Markdown', async ({ page }) => {
  const analysis = new AnalysisPage(page)
  await analysis.openFresh()
  await analysis.pickDataset('Seattle weather')
  await analysis.askQuestion(QUESTION)
  const job = analysis.job(QUESTION)
  await analysis.waitDone(job)
  // The chart's PNG is saved (its download shows): the export embeds it.
  await expect(job.getByRole('button', { name: 'Download image' })).toBeVisible()

  const [html] = await Promise.all([
    page.waitForEvent('download'),
    job.getByRole('button', { name: 'Export HTML' }).click(),
  ])
  expect(html.suggestedFilename()).toMatch(/\.html$/)
  const text = readFileSync(await html.path(), 'utf8')
  expect(text).toContain('<table>')
  expect(text).toContain('<td dir="auto">sun</td>')
  expect(text).toContain('data:image/png;base64,')
  expect(text).toContain('data:text/csv;charset=utf-8;base64,')
  expect(text).not.toMatch(/<script/i)

  const [md] = await Promise.all([
    page.waitForEvent('download'),
    job.getByRole('button', { name: 'Export Markdown' }).click(),
  ])
  const markdown = readFileSync(await md.path(), 'utf8')
  expect(markdown).toContain(`# ${QUESTION.replace(/_/g, '\\_')}`)
  expect(markdown).toContain('| weather | average temp_max |')
})
