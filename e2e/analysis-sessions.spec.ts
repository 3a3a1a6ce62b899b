import { expect, test } from '@playwright/test'
import { AnalysisPage } from './pages/analysis-page'

test('sessions: named from the first question, renamed, reloaded from history, deleted', async ({
  page,
}) => {
  const analysis = new AnalysisPage(page)
  await analysis.openFresh()
  const items = analysis.sessions.getByRole('listitem')
  const before = await items.count()

  await analysis.pickDataset('Seattle weather')
  const question = 'How many rows are there for each weather?'
  await analysis.askQuestion(question)
  await analysis.waitDone(analysis.job(question))
  await expect(items).toHaveCount(before + 1)
  const current = analysis.sessions.locator('[aria-current="true"]')
  // The session is named after its first question.
  await expect(current).toHaveText(question)

  const name = `Weather study ${Date.now()}`
  // Other specs may have asked the same question on the shared server: rename this session's item.
  const currentItem = items.filter({ has: page.locator('[aria-current="true"]') })
  await currentItem.getByRole('button', { name: `Rename: ${question}` }).click()
  await analysis.sessions.getByRole('textbox', { name: 'Session name' }).fill(name)
  await analysis.sessions.getByRole('button', { name: 'Save' }).click()
  await expect(current).toHaveText(name)

  // A fresh browser profile: the job comes back from the service's session history alone.
  await page.evaluate(async () => {
    await new Promise<void>((resolve) => {
      const req = indexedDB.deleteDatabase('parley')
      req.onsuccess = req.onerror = req.onblocked = () => resolve()
    })
  })
  await page.reload()
  await expect(current).toHaveText(name)
  const reloaded = analysis.job(question)
  await expect(reloaded).toHaveAttribute('data-status', 'complete')
  await expect(reloaded.getByRole('region', { name: 'Answer' })).toBeVisible()

  await analysis.sessions.getByRole('button', { name: `Delete: ${name}` }).click()
  await analysis.sessions.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(analysis.sessions.getByText(name)).toHaveCount(0)
  await expect(analysis.jobs).toHaveCount(0)
  await page.reload()
  await expect(analysis.question).toBeVisible()
  await expect(analysis.sessions.getByText(name)).toHaveCount(0)
  await expect(analysis.jobs).toHaveCount(0)
})

test('a session keeps its dataset; its address opens it after a reload; back and forward move between sessions', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const analysis = new AnalysisPage(page)
  await analysis.openFresh()
  const current = analysis.sessions.locator('[aria-current="true"]')

  // Session A about Flights 3M.
  const qa = 'How many flights are there?'
  await analysis.askOn('Flights 3M', qa, 90_000)
  await expect(page).toHaveURL(/\/analysis\/[^/]+$/)
  const urlA = page.url()

  // Session B about Superstore.
  await analysis.sessions.getByRole('button', { name: 'New session' }).click()
  await expect(page).toHaveURL(/\/analysis$/)
  await expect(analysis.jobs).toHaveCount(0)
  const qb = 'Total sales by region'
  await analysis.askOn('Superstore', qb, 60_000)
  const urlB = page.url()
  expect(urlB).not.toBe(urlA)

  // Back to A from the list: the picker shows A's dataset, and the next job runs on it.
  await analysis.sessions.getByRole('button', { name: qa, exact: true }).click()
  await expect(page).toHaveURL(urlA)
  await expect(analysis.job(qa)).toBeVisible()
  await expect(analysis.dataset.locator('option:checked')).toHaveText('Flights 3M')
  const qa2 = 'What is the average delay?'
  await analysis.askQuestion(qa2)
  const job = analysis.job(qa2)
  await analysis.waitDone(job, 90_000)
  await expect(job.locator('header')).toContainText('Flights 3M')
  await expect(job.getByRole('region', { name: 'Sources' })).toContainText('Flights 3M')

  // The address opens the session after a reload.
  await page.reload()
  await expect(current).toHaveText(qa)
  await expect(analysis.job(qa2)).toHaveAttribute('data-status', 'complete')
  await expect(analysis.dataset.locator('option:checked')).toHaveText('Flights 3M')

  // Back and forward move between sessions.
  await page.goBack()
  await expect(page).toHaveURL(urlB)
  await expect(analysis.job(qb)).toBeVisible()
  await expect(current).toHaveText(qb)
  await expect(analysis.dataset.locator('option:checked')).toHaveText('Superstore')
  await page.goForward()
  await expect(page).toHaveURL(urlA)
  await expect(analysis.job(qa2)).toBeVisible()
})
