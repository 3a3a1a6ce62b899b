import { expect, test, type Page } from '@playwright/test'
import { AnalysisPage } from './pages/analysis-page'
import { spawnServer, type SpawnedServer } from './support/spawn-server'

/** Adds the fault header (honoured with PARLEY_FAULTS=1) to the next job requests. */
async function injectFault(page: Page, fault: 'job-error' | 'job-drop') {
  await page.route('**/v2/team/jobs', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-parley-fault': fault } }),
  )
}

test('a dropped stream says so in place, keeps the trace ids copyable, and Retry runs it again', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const analysis = new AnalysisPage(page)
  await analysis.openFresh()
  await analysis.pickDataset('Seattle weather')
  await injectFault(page, 'job-drop')
  await analysis.askQuestion('How many rows are there for each weather?')

  const job = analysis.lastJob()
  await expect(job).toHaveAttribute('data-status', 'failed')
  const alert = job.getByRole('alert')
  await expect(alert).toContainText('The connection dropped before the answer finished.')

  await alert.getByText('Details', { exact: true }).click()
  await expect(alert).toContainText('Trace id (x-pd-trace-id)')
  await expect(alert).toContainText('External trace id')
  const external = (await alert
    .locator('dd')
    .filter({ hasText: /^parley-/ })
    .textContent())!
  expect(external).toMatch(/^parley-[0-9a-f-]{36}$/)
  await alert.getByRole('button', { name: 'Copy External trace id' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(external)

  await page.unroute('**/v2/team/jobs')
  await alert.getByRole('button', { name: 'Retry' }).click()
  await analysis.waitDone(job)
  await expect(analysis.jobs).toHaveCount(1)
  await expect(analysis.tables(job).first()).toBeVisible()
})

test('an ERROR event mid-stream fails the job in plain words', async ({ page }) => {
  const analysis = new AnalysisPage(page)
  await analysis.openFresh()
  await analysis.pickDataset('Seattle weather')
  await injectFault(page, 'job-error')
  await analysis.askQuestion('What is the average wind by weather?')
  const job = analysis.lastJob()
  await expect(job).toHaveAttribute('data-status', 'failed')
  await expect(job.getByRole('alert')).toContainText('The job failed while it ran.')
  await job.getByText('Details', { exact: true }).click()
  await expect(job.getByRole('alert')).toContainText('210020')
})

test('a refused API key is explained and points to Settings', async ({ page }) => {
  await page.goto('/settings')
  await page.getByLabel('Jobs API key').fill('sk-not-a-real-key')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved')).toBeVisible()

  await page.getByRole('link', { name: 'Analysis' }).click()
  const analysis = new AnalysisPage(page)
  await expect(analysis.question).toBeVisible()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Datasets could not be loaded' }),
  ).toBeVisible()

  await analysis.askQuestion('Describe the dataset')
  const job = analysis.lastJob()
  await expect(job).toHaveAttribute('data-status', 'failed')
  const alert = job.getByRole('alert')
  await expect(alert).toContainText('The job service did not accept the API key.')
  await expect(alert).toContainText('Check the Jobs API key and User ID in Settings')
  await alert.getByText('Details', { exact: true }).click()
  await expect(alert).toContainText('1003')
  await expect(alert).toContainText('insufficient.authentication')

  await alert.getByRole('link', { name: 'Open Settings' }).click()
  await expect(page).toHaveURL(/\/settings$/)
  await expect(page.getByLabel('Jobs API key')).toBeVisible()
})

test.describe('with a job quota of one', () => {
  let server: SpawnedServer
  test.beforeAll(async () => {
    server = await spawnServer(8791, { JOB_QUOTA: '1' })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('the job after the quota is used up says so in plain words, with its code and trace ids', async ({
    page,
  }) => {
    const analysis = new AnalysisPage(page)
    await page.goto(`${server.url}/analysis`)
    await expect(analysis.question).toBeVisible()
    await analysis.pickDataset('Seattle weather')
    await analysis.askQuestion('How many rows are there for each weather?')
    await analysis.waitDone(analysis.lastJob())

    await analysis.askQuestion('What is the average wind by weather?')
    const job = analysis.job('What is the average wind by weather?')
    await expect(job).toHaveAttribute('data-status', 'failed')
    const alert = job.getByRole('alert')
    await expect(alert).toContainText('The job quota is used up.')
    await expect(alert).toContainText('No more jobs can run on this key')
    await alert.getByText('Details', { exact: true }).click()
    await expect(alert).toContainText('210021')
    await expect(alert).toContainText('Job quota exceeded')
    await expect(alert.getByRole('button', { name: 'Copy Trace id (x-pd-trace-id)' })).toBeVisible()
  })
})
