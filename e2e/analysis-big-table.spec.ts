import { expect, test } from '@playwright/test'
import { AnalysisPage } from './pages/analysis-page'

const ROWS = 200_000

function bigCsv(): string {
  const lines = ['id,day,value,label,city']
  const cities = ['Lisbon', 'Oslo', 'Nairobi', 'Quito', 'Hanoi', 'Perth', 'Lima']
  for (let i = 1; i <= ROWS; i++) {
    const day = `2020-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`
    lines.push(
      `${i},${day},${((i * 7919) % 100_000) / 100},L${i % 997},${cities[i % cities.length]}`,
    )
  }
  return `${lines.join('\n')}\n`
}

test('a 200,000-row table scrolls with a bounded DOM, and sorts and filters', async ({ page }) => {
  const csv = bigCsv()
  // The service's TABLE file is replaced by a generated 200,000-row CSV.
  await page.route('**/artifacts/jobs/**', async (route) => {
    if (new URL(route.request().url()).pathname.endsWith('.csv')) {
      await route.fulfill({ status: 200, contentType: 'text/csv', body: csv })
    } else {
      await route.continue()
    }
  })
  const workers: string[] = []
  page.on('worker', (w) => workers.push(w.url()))
  const analysis = new AnalysisPage(page)
  await analysis.openFresh()
  await analysis.pickDataset('Seattle weather')
  await analysis.askQuestion('How many rows are there for each weather?')
  const job = analysis.lastJob()
  await analysis.waitDone(job)

  const table = analysis.tables(job).first()
  await expect(job.getByText(/^200,000 rows/)).toBeVisible({ timeout: 20_000 })
  const rows = table.getByRole('row')
  const domRows = () => rows.count()
  expect(await domRows()).toBeLessThan(60)
  await expect(table).toHaveAttribute('aria-rowcount', String(ROWS + 1))
  // The CSV was parsed in a Web Worker, off the main thread.
  expect(workers.some((url) => url.includes('csv.worker'))).toBe(true)

  // Scroll through the middle to the end: the DOM stays the same size, the last row shows.
  const frames = await table.evaluate(async (el) => {
    const times: number[] = []
    const frame = () => new Promise<number>((r) => requestAnimationFrame(r))
    for (let i = 1; i <= 30; i++) {
      const t0 = performance.now()
      el.scrollTop = (el.scrollHeight * i) / 30
      await frame()
      await frame()
      times.push(performance.now() - t0)
    }
    return times.sort((a, b) => a - b)
  })
  test.info().annotations.push({
    type: 'scroll',
    description: `30 jumps across 200,000 rows: median ${frames[15]!.toFixed(1)} ms, worst ${frames.at(-1)!.toFixed(1)} ms per jump (two frames each)`,
  })
  await expect(table.getByRole('row', { name: /^200000 200000 / })).toBeVisible()
  expect(await domRows()).toBeLessThan(60)

  // Sort by value, descending: the largest value comes first.
  await table.evaluate((el) => (el.scrollTop = 0))
  const sortValue = table.getByRole('button', { name: 'Sort by value (num)' })
  await sortValue.click()
  await sortValue.click()
  await expect(table.getByRole('columnheader', { name: /value/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await expect(rows.nth(1).getByRole('cell').nth(3)).toHaveText('999.99')

  // Filter: a numeric range on id, then text on city.
  await table.getByRole('textbox', { name: 'Filter id' }).fill('199991..200000')
  await expect(job.getByText('10 of 200,000 rows')).toBeVisible()
  await table.getByRole('textbox', { name: 'Filter city' }).fill('oslo')
  await expect(job.getByText(/^\d of 200,000 rows/)).toBeVisible()
  expect(await domRows()).toBeLessThan(12)
})
