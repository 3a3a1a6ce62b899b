import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import { expect, test, type Page } from '@playwright/test'
import { UPLOAD_ACCEPT, UPLOAD_EXTENSIONS } from '../contract/jobs'
import { AnalysisPage } from './pages/analysis-page'

/** Files as analysts have them: Excel workbooks, European CSVs, and what the picker offers. */

const KEY = 'sk-parley-local'
const money = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 })

async function upload(page: Page, name: string, buffer: Buffer, mimeType: string) {
  await page.getByLabel('Upload file').setInputFiles({ name, mimeType, buffer })
  await expect(page.getByText(`${name} is ready to ask about.`)).toBeVisible({ timeout: 30_000 })
}

/** Asks and waits for the new job (the same question may be asked of several files). */
async function answer(analysis: AnalysisPage, question: string) {
  const before = await analysis.jobs.count()
  await analysis.askQuestion(question)
  await expect(analysis.jobs).toHaveCount(before + 1)
  const job = analysis.jobs.nth(before)
  await expect(job).toHaveAccessibleName(`Job: ${question}`)
  await analysis.waitDone(job)
  return job
}

test('the file picker offers exactly what the server accepts', async ({ page, request }) => {
  const analysis = new AnalysisPage(page)
  await analysis.open()
  const accept = await page.getByLabel('Upload file').getAttribute('accept')
  expect(accept).toBe(UPLOAD_ACCEPT)
  const offered = (accept ?? '').split(',').map((e) => e.replace(/^\./, ''))
  expect(offered).toEqual([...UPLOAD_EXTENSIONS])
  // The server takes every offered extension and refuses the ones the picker no longer offers.
  const tryUpload = async (ext: string) => {
    const res = await request.post('/v2/team/file/upload-datasource', {
      headers: { 'x-pd-api-key': KEY },
      multipart: {
        user_id: 'picker-test',
        file: {
          name: `probe.${ext}`,
          mimeType: 'application/octet-stream',
          buffer: Buffer.from('a,b\n1,2\n'),
        },
      },
    })
    return ((await res.json()) as { code: number }).code
  }
  for (const ext of offered) expect(await tryUpload(ext), ext).toBe(0)
  for (const ext of ['xls', 'doc', 'ppt', 'mdx', 'key', 'rtf'])
    expect(await tryUpload(ext), ext).toBe(300004)
})

test('an .xlsx with two sheets and a semicolon CSV with decimal commas answer totals right', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const analysis = new AnalysisPage(page)
  await analysis.openFresh()

  const sales = [
    ['North', 1250.5, new Date(Date.UTC(2024, 0, 5))],
    ['South', 980.25, new Date(Date.UTC(2024, 1, 9))],
    ['East', 312.75, new Date(Date.UTC(2024, 2, 14))],
    ['West', 45, new Date(Date.UTC(2024, 3, 2))],
  ] as const
  const costs = [
    ['rent', 1200],
    ['power', 87.4],
    ['travel', 410.35],
  ] as const
  const wb = new ExcelJS.Workbook()
  const salesSheet = wb.addWorksheet('Sales')
  salesSheet.addRow(['region', 'amount', 'day'])
  for (const r of sales) salesSheet.addRow([...r])
  const costSheet = wb.addWorksheet('Costs')
  costSheet.addRow(['item', 'cost'])
  for (const r of costs) costSheet.addRow([...r])
  const book = `book-${Date.now()}.xlsx`
  await upload(
    page,
    book,
    Buffer.from(await wb.xlsx.writeBuffer()),
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  )
  await expect(page.getByRole('button', { name: new RegExp(`${book} · Sales`) })).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(`${book} · Costs`) })).toBeVisible()

  const totalAmount = sales.reduce((s, r) => s + r[1], 0)
  const amountJob = await answer(analysis, 'What is the total amount?')
  await expect(amountJob).toContainText(money(totalAmount))
  const totalCost = costs.reduce((s, r) => s + r[1], 0)
  const costJob = await answer(analysis, 'What is the total cost?')
  await expect(costJob).toContainText(money(totalCost))

  // A German export: semicolons, decimal commas, thousands dots.
  const rows = [
    ['Anna', 1234.5],
    ['Bernd', 99.95],
    ['Clara', 2000],
    ['Dieter', -12.5],
  ] as const
  const german = (n: number) =>
    n.toLocaleString('de-DE', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
    })
  const csv = `kunde;amount\n${rows.map(([k, v]) => `${k};${german(v)}`).join('\n')}\n`
  expect(csv).toContain('1.234,50')
  const name = `umsatz-${Date.now()}.csv`
  await upload(page, name, Buffer.from(csv), 'text/csv')
  const euroJob = await answer(analysis, 'What is the total amount?')
  await expect(euroJob).toContainText(money(rows.reduce((s, r) => s + r[1], 0)))
})

test('a downloaded table view has formulas made inert and numbers kept', async ({ page }) => {
  test.setTimeout(90_000)
  const analysis = new AnalysisPage(page)
  await analysis.openFresh()
  const csv = [
    'item,amount',
    '"=HYPERLINK(""http://evil.example"",""x"")",-12.5',
    '@SUM(A1),3',
    '+cmd,4',
  ].join('\n')
  await upload(page, `hostile-${Date.now()}.csv`, Buffer.from(`${csv}\n`), 'text/csv')
  const job = await answer(analysis, 'total amount by item')
  const table = analysis.tables(job).first()
  await expect(table.getByRole('cell', { name: "'@SUM(A1)" })).toBeVisible()
  // A sorted view offers "Download this view", built in the browser.
  await table.getByRole('button', { name: /^Sort by total amount/ }).click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    job.getByRole('button', { name: 'Download this view' }).first().click(),
  ])
  const text = readFileSync(await download.path(), 'utf8')
  // Sorted by total, smallest first; each hostile cell prefixed once, the amounts plain numbers.
  expect(text).toBe(
    'item,total amount\r\n' +
      `"'=HYPERLINK(""http://evil.example"",""x"")",-12.5\r\n` +
      "'@SUM(A1),3\r\n" +
      "'+cmd,4\r\n",
  )
})
