import { expect, test, type Page } from '@playwright/test'
import { AnalysisPage } from './pages/analysis-page'

/** The page's JS heap in use, in MB, after a full collection; Infinity if the page is too busy to say. */
async function heapMb(page: Page): Promise<number> {
  const measure = async () => {
    const cdp = await page.context().newCDPSession(page)
    try {
      await cdp.send('HeapProfiler.collectGarbage')
      const { usedSize } = await cdp.send('Runtime.getHeapUsage')
      return Math.round(usedSize / 1024 / 102.4) / 10
    } finally {
      await cdp.detach().catch(() => undefined)
    }
  }
  // A page stuck in a render loop answers nothing, CDP included: that is a failure, not a wait.
  const stuck = new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 10_000))
  return Promise.race([measure(), stuck])
}

const HEAP_BUDGET_MB = 150

// Issue 22, hole 6: loading one session's address while another was the last one open sent the
// address and the store chasing each other (a, b, a, b...) until the renderer ran out of memory.
test("long navigation between sessions and their addresses keeps the page's heap under budget", async ({
  page,
}) => {
  // About 70 s on a busy two-core machine, most of it the three jobs; the rest is margin.
  test.setTimeout(120_000)
  const analysis = new AnalysisPage(page)
  const heaps: string[] = []
  const step = async (name: string) => {
    const mb = await heapMb(page)
    heaps.push(`${name} ${mb} MB`)
    expect(mb, `JS heap after "${name}" (${heaps.join(', ')})`).toBeLessThan(HEAP_BUDGET_MB)
  }
  await analysis.openFresh()
  const current = analysis.sessions.locator('[aria-current="true"]')
  // Sessions are named after their first question, which earlier runs on this server asked too.
  const stamp = Date.now()
  const nameCurrent = async (name: string) => {
    const item = analysis.sessions
      .getByRole('listitem')
      .filter({ has: page.locator('[aria-current="true"]') })
    await item.getByRole('button', { name: /^Rename: / }).click()
    await analysis.sessions.getByRole('textbox', { name: 'Session name' }).fill(name)
    await analysis.sessions.getByRole('button', { name: 'Save' }).click()
    await expect(current).toHaveText(name)
  }

  // The walk as reported: A on Flights 3M, B on Superstore, back to A for a second question, B.
  const qa = 'Which origin has the longest total distance?'
  await analysis.askOn('Flights 3M', qa, 60_000)
  await expect(page).toHaveURL(/\/analysis\/[^/]+$/)
  const urlA = page.url()
  const nameA = `Flights ${stamp}`
  await nameCurrent(nameA)

  await analysis.sessions.getByRole('button', { name: 'New session' }).click()
  await expect(page).toHaveURL(/\/analysis$/)
  const qb = 'Total sales by region'
  await analysis.askOn('Superstore', qb, 60_000)
  const urlB = page.url()
  expect(urlB).not.toBe(urlA)
  const nameB = `Superstore ${stamp}`
  await nameCurrent(nameB)
  await step('A and B asked')

  const openA = analysis.sessions.getByRole('button', { name: nameA, exact: true })
  const openB = analysis.sessions.getByRole('button', { name: nameB, exact: true })
  const qa2 = 'What is the average delay?'
  await openA.click()
  await expect(analysis.job(qa)).toBeVisible()
  await analysis.askQuestion(qa2)
  await analysis.waitDone(analysis.job(qa2), 60_000)
  await openB.click()
  await expect(page).toHaveURL(urlB)
  await expect(analysis.job(qb)).toBeVisible()

  const shows = async (url: string) => {
    await expect(page).toHaveURL(url)
    await expect(analysis.job(url === urlA ? qa2 : qb)).toHaveAttribute('data-status', 'complete')
  }
  // B was the last session open; A's address is loaded.
  await page.goto(urlA)
  await shows(urlA)
  await step('A loaded after B')

  // Ten more, each loading the address of a session other than the one left open last.
  for (let i = 0; i < 10; i++) {
    if (i % 2 === 0) {
      await openB.click()
      await shows(urlB)
      await page.goto(urlA)
      await shows(urlA)
    } else {
      await page.goto(urlB)
      await shows(urlB)
      await openA.click()
      await shows(urlA)
    }
  }
  await step('ten switches and loads')

  // The last address is A's: its second answer is on screen, with the store and the list on A.
  await expect(page).toHaveURL(urlA)
  const last = analysis.job(qa2)
  await expect(last.getByRole('region', { name: 'Answer' })).toBeVisible()
  await expect(current).toHaveText(nameA)
  // A loop would have grown by now; the final measure is the one the budget is about.
  await page.waitForTimeout(1000)
  await step('settled')
  console.log(`JS heap: ${heaps.join(', ')}`)
})
