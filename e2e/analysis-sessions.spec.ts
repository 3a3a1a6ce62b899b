import { expect, test } from '@playwright/test'
import { AnalysisPage } from './pages/analysis-page'

test('sessions: create, rename, ask in it, reload it from history, delete it', async ({ page }) => {
  const analysis = new AnalysisPage(page)
  await analysis.openFresh()
  const items = analysis.sessions.getByRole('listitem')
  const before = await items.count()

  await analysis.sessions.getByRole('button', { name: 'New session' }).click()
  await expect(items).toHaveCount(before + 1)
  const current = analysis.sessions.locator('[aria-current="true"]')
  await expect(current).toHaveText(/^Session /)
  const created = (await current.textContent())!

  const name = `Weather study ${Date.now()}`
  await analysis.sessions.getByRole('button', { name: `Rename: ${created}` }).click()
  await analysis.sessions.getByRole('textbox', { name: 'Session name' }).fill(name)
  await analysis.sessions.getByRole('button', { name: 'Save' }).click()
  await expect(current).toHaveText(name)

  await analysis.pickDataset('Seattle weather')
  const question = 'How many rows are there for each weather?'
  await analysis.askQuestion(question)
  await analysis.waitDone(analysis.job(question))

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
