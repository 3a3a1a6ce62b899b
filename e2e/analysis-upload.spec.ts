import { expect, test } from '@playwright/test'
import { AnalysisPage } from './pages/analysis-page'

const CITIES = ['Lisbon', 'Oslo', 'Nairobi', 'Quito', 'Hanoi']

function citiesCsv(rows: number, padding = 0): string {
  const lines = ['city,month,temperature,rainfall,note']
  const pad = 'x'.repeat(padding)
  for (let i = 0; i < rows; i++) {
    const city = CITIES[i % CITIES.length]!
    lines.push(`${city},${(i % 12) + 1},${(10 + (i % 17) * 1.5).toFixed(1)},${(i * 7) % 90},${pad}`)
  }
  return `${lines.join('\n')}\n`
}

test('upload a CSV, watch it sync, then ask about it', async ({ page }) => {
  const analysis = new AnalysisPage(page)
  await analysis.openFresh()
  const name = `city-weather-${Date.now()}.csv`
  await page.getByLabel('Upload file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(citiesCsv(120)),
  })
  await expect(page.getByText(`${name} is ready to ask about.`)).toBeVisible({ timeout: 30_000 })
  // The new dataset is picked, with its one data source synched.
  const datasetName = name.replace(/\.csv$/, '')
  await expect(analysis.dataset.locator('option:checked')).toHaveText(datasetName)
  await expect(page.getByRole('button', { name: new RegExp(`${name} · ready`) })).toBeVisible()

  const question = 'What is the average temperature by city?'
  await analysis.askQuestion(question)
  const job = analysis.job(question)
  await analysis.waitDone(job)
  const table = analysis.tables(job).first()
  await expect(table).toBeVisible()
  for (const city of CITIES)
    await expect(table.getByRole('cell', { name: city, exact: true })).toBeVisible()
  await expect(job.getByRole('region', { name: 'Sources' })).toContainText(name)
})

test('a file over 1 MB goes up in parts with a progress bar', async ({ page }) => {
  const analysis = new AnalysisPage(page)
  await analysis.openFresh()
  // Slow each part down a little so the progress bar can be seen moving.
  await page.route('**/v2/team/file/parts/**', async (route) => {
    await new Promise((r) => setTimeout(r, 600))
    await route.continue()
  })
  const name = `big-cities-${Date.now()}.csv`
  const csv = citiesCsv(30_000, 200)
  expect(csv.length).toBeGreaterThan(5 * 1024 * 1024)
  await page
    .getByLabel('Upload file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) })

  const progress = page.getByRole('progressbar', { name: 'Upload progress' })
  await expect(progress).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: `Uploading ${name}` })).toBeVisible()
  await expect(page.getByText(`${name} is ready to ask about.`)).toBeVisible({ timeout: 60_000 })
  await expect(progress).toBeHidden()
})

test('a step that fails and is retried ends done, with its retry count', async ({ page }) => {
  const analysis = new AnalysisPage(page)
  await analysis.openFresh()
  // Text-held numbers with a bad value: the strict query fails and the engine retries leniently.
  const lines = ['city,temperature']
  for (let i = 0; i < 90; i++)
    lines.push(`${CITIES[i % 3]},${i % 15 === 7 ? 'n/a' : `${10 + (i % 9)}.5`}`)
  const name = `gappy-${Date.now()}.csv`
  await page.getByLabel('Upload file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.join('\n')}\n`),
  })
  await expect(page.getByText(`${name} is ready to ask about.`)).toBeVisible({ timeout: 30_000 })

  const question = 'What is the average temperature by city?'
  await analysis.askQuestion(question)
  const job = analysis.job(question)
  await analysis.waitDone(job)
  // The error and the re-run can pass within one frame; the step keeps the count of retries.
  const first = analysis.steps(job).first()
  await expect(first).toHaveAttribute('data-step-status', 'done')
  await expect(first).toContainText('retried ×1')
  await expect(
    analysis.tables(job).first().getByRole('cell', { name: 'Oslo', exact: true }),
  ).toBeVisible()
})
