import { expect, test } from '@playwright/test'
import { AnalysisPage } from './pages/analysis-page'
import { spawnServer, type SpawnedServer } from './support/spawn-server'

const QUESTION = 'How warm does it get on average in each kind of weather?'

const SHOTS = [
  { name: 'light-desktop', scheme: 'light', width: 1280, height: 800 },
  { name: 'dark-desktop', scheme: 'dark', width: 1280, height: 800 },
  { name: 'light-mobile', scheme: 'light', width: 375, height: 812 },
  { name: 'dark-mobile', scheme: 'dark', width: 375, height: 812 },
] as const

// A server of its own, so the session list shows only the job being pictured.
let server: SpawnedServer
test.beforeAll(async () => {
  server = await spawnServer(8793, {})
})
test.afterAll(async () => {
  await server?.stop()
})

// They write into docs/, so they run only when asked: `npm run screenshots`.
test.skip(!process.env.PARLEY_SCREENSHOTS, 'set PARLEY_SCREENSHOTS=1 to refresh docs/screenshots')

test('screenshots of a finished job, light and dark, desktop and 375 px', async ({ page }) => {
  test.setTimeout(180_000)
  const analysis = new AnalysisPage(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`${server.url}/analysis`)
  await expect(analysis.question).toBeVisible()
  // The first screen: a card per dataset with its size and example questions.
  const cards = page.getByRole('region', { name: 'Datasets' })
  await expect(cards.getByText(/rows · \d+ columns/)).toHaveCount(6)
  await page.screenshot({ path: 'docs/screenshots/analysis-first-screen.png' })
  await analysis.pickDataset('Seattle weather')
  // A dataset's overview: every column and a preview of its first rows.
  await expect(page.getByRole('table', { name: /Preview of/ })).toBeVisible()
  await page.screenshot({ path: 'docs/screenshots/analysis-dataset-preview.png' })
  await analysis.askQuestion(QUESTION)
  const job = analysis.job(QUESTION)
  await analysis.waitDone(job)
  await expect(analysis.chart(job)).toHaveAttribute('data-chart-state', 'ready')
  await expect(analysis.tables(job).first()).toBeVisible()

  for (const shot of SHOTS) {
    await page.setViewportSize({ width: shot.width, height: shot.height })
    // The theme follows the system setting, so the same page switches live.
    await page.emulateMedia({ colorScheme: shot.scheme })
    // Start the view at the job's question, the way an analyst reads it.
    await job.evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await page.waitForTimeout(300)
    await page.screenshot({ path: `docs/screenshots/analysis-${shot.name}.png` })
  }

  // One more, tall enough for the whole job: timeline, table, chart, answer, sources, follow-ups.
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 1280, height: 2000 })
  await job.evaluate((el) => el.scrollIntoView({ block: 'start' }))
  await page.waitForTimeout(300)
  await page.screenshot({ path: 'docs/screenshots/analysis-light-desktop-full.png' })
})
