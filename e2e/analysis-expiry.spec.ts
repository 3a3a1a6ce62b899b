import { expect, test } from '@playwright/test'
import { AnalysisPage } from './pages/analysis-page'
import { spawnServer, type SpawnedServer } from './support/spawn-server'

const QUESTION = 'What is the average temp_max by weather?'

test.describe('with artifact links that expire after 3 seconds', () => {
  let server: SpawnedServer
  test.beforeAll(async () => {
    server = await spawnServer(8792, { ARTIFACT_TTL_SECONDS: '3' })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('the table and the chart still show after their links expire, and after a reload', async ({
    page,
  }) => {
    const artifactUrls: string[] = []
    page.on('request', (req) => {
      if (req.url().includes('/artifacts/jobs/')) artifactUrls.push(req.url())
    })
    const analysis = new AnalysisPage(page)
    await page.goto(`${server.url}/analysis`)
    await expect(analysis.question).toBeVisible()
    await analysis.pickDataset('Seattle weather')
    await analysis.askQuestion(QUESTION)
    const job = analysis.job(QUESTION)
    await analysis.waitDone(job)
    await expect(analysis.tables(job).first().getByRole('row', { name: /sun/ })).toBeVisible()
    await expect(analysis.chart(job)).toHaveAttribute('data-chart-state', 'ready')
    // The chart's PNG is saved (its download shows) before the links expire.
    await expect(job.getByRole('button', { name: 'Download image' })).toBeVisible()

    // Let every link expire, and check the service really refuses them now.
    expect(artifactUrls.length).toBeGreaterThanOrEqual(2)
    await page.waitForTimeout(4_000)
    for (const url of new Set(artifactUrls))
      expect((await page.request.get(url)).status()).toBe(410)

    // Still on screen after expiry...
    await expect(analysis.tables(job).first().getByRole('row', { name: /sun/ })).toBeVisible()
    await expect(analysis.chart(job)).toHaveAttribute('data-chart-state', 'ready')

    // ...and after a reload, from this device's copy: no artifact is downloaded again.
    artifactUrls.length = 0
    await page.reload()
    const again = analysis.job(QUESTION)
    await expect(analysis.tables(again).first().getByRole('row', { name: /sun/ })).toBeVisible()
    await expect(analysis.chart(again)).toHaveAttribute('data-chart-state', 'ready')
    await expect(again.getByRole('button', { name: 'Download image' })).toBeVisible()
    await expect(again.getByText('Saved on this device').first()).toBeVisible()
    expect(artifactUrls).toEqual([])
  })
})

test('a file whose link expired before it was saved says so and offers to re-run the question', async ({
  page,
}) => {
  const analysis = new AnalysisPage(page)
  await analysis.openFresh()
  await analysis.pickDataset('Seattle weather')
  // The service answers 410 Gone for every file, as it does once a link has expired.
  await page.route('**/artifacts/jobs/**', (route) =>
    route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: '{"code":300002,"msg":"expired"}',
    }),
  )
  await analysis.askQuestion(QUESTION)
  const job = analysis.job(QUESTION)
  await analysis.waitDone(job)
  await expect(job.getByText(/expired before it could be saved/).first()).toBeVisible()

  await page.unroute('**/artifacts/jobs/**')
  await job.getByRole('button', { name: 'Re-run the question' }).first().click()
  await expect(analysis.jobs).toHaveCount(2)
  const rerun = analysis.lastJob()
  await analysis.waitDone(rerun)
  await expect(analysis.tables(rerun).first().getByRole('row', { name: /sun/ })).toBeVisible()
})
