import { expect, test } from '@playwright/test'
import { AnalysisPage } from './pages/analysis-page'

const QUESTION = 'What is the average temp_max by weather?'

test('a finished job shows an interactive chart: tooltips, kinds, dark theme, readable at 375 px', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const analysis = new AnalysisPage(page)
  await page.emulateMedia({ colorScheme: 'light' })
  await analysis.openFresh()
  await analysis.pickDataset('Seattle weather')
  await analysis.askQuestion(QUESTION)
  const job = analysis.job(QUESTION)
  await analysis.waitDone(job, 60_000)

  const chart = analysis.chart(job)
  await expect(chart).toHaveAttribute('data-chart-state', 'ready')
  await expect(chart).toHaveAttribute('data-chart-theme', 'light')
  // The spec is behind a disclosure, not a step of its own.
  await expect(job.getByText('Chart spec')).toBeVisible()
  await expect(analysis.steps(job).filter({ hasText: '"encoding"' })).toHaveCount(0)

  // Hovering a bar shows its value: the tooltip names the weather and its average.
  const bars = chart.locator('.mark-rect path')
  await expect(bars).toHaveCount(5)
  const tooltip = page.locator('#vg-tooltip-element')
  const seen: string[] = []
  for (const bar of await bars.all()) {
    await bar.hover()
    await expect(tooltip).toBeVisible()
    seen.push((await tooltip.innerText()).replace(/\s+/g, ' '))
  }
  // One bar's tooltip names "sun" with its average (19.86 °C, as in the table).
  expect(seen.filter((s) => s.includes('sun') && s.includes('19.86'))).toHaveLength(1)

  // The kinds that fit categories: bars, points and a pie; not a line.
  const kinds = job.getByRole('group', { name: 'Chart type' })
  await expect(kinds.getByRole('button')).toHaveText(['Bars', 'Points', 'Pie'])
  await kinds.getByRole('button', { name: 'Pie' }).click()
  await expect(chart.locator('.mark-arc path')).toHaveCount(5)
  await kinds.getByRole('button', { name: 'Points' }).click()
  await expect(chart.locator('.mark-symbol path')).toHaveCount(5)
  await kinds.getByRole('button', { name: 'Bars' }).click()
  await expect(bars).toHaveCount(5)

  // The theme switches live and the chart redraws in the dark palette.
  const labelFill = () => chart.locator('.role-axis-label text').first().getAttribute('fill')
  expect(await labelFill()).toBe('#59616d')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(chart).toHaveAttribute('data-chart-theme', 'dark')
  await expect.poll(labelFill).toBe('#a3acb8')

  // At 375 px the chart fits the screen and its axis labels stay at least 10 px.
  await page.setViewportSize({ width: 375, height: 812 })
  await expect
    .poll(() => chart.evaluate((el) => el.querySelector('svg')?.getBoundingClientRect().width ?? 0))
    .toBeLessThanOrEqual(375)
  const sizes = await chart
    .locator('.role-axis-label text')
    .evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)))
  expect(sizes.length).toBeGreaterThan(0)
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(10)
})
