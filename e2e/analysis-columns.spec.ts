import { expect, test } from '@playwright/test'
import { AnalysisPage } from './pages/analysis-page'
import { ColumnsPage } from './pages/columns-page'
import { expectAccessible } from './support/axe'

/**
 * Correcting what the engine understands of a dataset: a cryptic header it cannot name, a word
 * taught from the reply that said so, the taught word used again after a reload, and an edit in
 * the Columns view that survives a reload.
 */

const SITES = ['Harbor', 'Ridge', 'Valley']

function readingsCsv(): string {
  const lines = ['site,x7']
  for (let i = 0; i < 18; i++)
    lines.push(`${SITES[i % 3]},${(10 + (i % 3) * 4 + i * 0.5).toFixed(1)}`)
  return `${lines.join('\n')}\n`
}

test('teach a word from a reply, ask with it after a reload, and edit it in the Columns view', async ({
  page,
}) => {
  const analysis = new AnalysisPage(page)
  const columns = new ColumnsPage(page)
  await analysis.openFresh()
  const name = `station-readings-${Date.now()}.csv`
  await page.getByLabel('Upload file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(readingsCsv()),
  })
  await expect(page.getByText(`${name} is ready to ask about.`)).toBeVisible({ timeout: 20_000 })

  // Nothing is called "temperature": the reply says so and gives no number.
  const question = 'What is the average temperature by site?'
  await analysis.askQuestion(question)
  const first = analysis.job(question)
  await analysis.waitDone(first)
  await expect(first.getByRole('region', { name: 'Answer' })).toContainText('temperature')
  await expect(analysis.tables(first)).toHaveCount(0)

  // "temperature" is x7; the same question is asked again, and answered.
  await columns.teachIn(await columns.openTeach(first, 'temperature'), 'x7')
  await expect(analysis.jobs).toHaveCount(2)
  const second = analysis.lastJob()
  await expect(second).toHaveAccessibleName(`Job: ${question}`)
  await analysis.waitDone(second)
  const table = analysis.tables(second).first()
  await expect(table).toBeVisible()
  for (const site of SITES)
    await expect(table.getByRole('cell', { name: site, exact: true })).toBeVisible()
  // The word is known now: neither reply offers to teach it any more.
  await expect(second.getByRole('region', { name: 'Teach a word' })).toHaveCount(0)
  await expect(first.getByRole('region', { name: 'Teach a word' })).toHaveCount(0)

  // After a reload the dataset still knows the word.
  await page.reload()
  await expect(analysis.jobs).toHaveCount(2)
  const another = 'Which site has the highest temperature?'
  await analysis.askQuestion(another)
  const third = analysis.job(another)
  await analysis.waitDone(third)
  await expect(third.getByRole('region', { name: 'Answer' })).toContainText('Valley')
  await expect(third.getByRole('region', { name: 'Teach a word' })).toHaveCount(0)

  // The Columns view shows the taught word; an edit is saved and shown after a reload.
  await columns.open()
  await expect(columns.words('x7')).toHaveValue('temperature')
  await expect(columns.role('x7')).toHaveValue('')
  await columns.words('x7').fill('temperature, warmth')
  await columns.unit('x7').fill('°C')
  await columns.saveChanges()
  await page.reload()
  await columns.open()
  await expect(columns.words('x7')).toHaveValue('temperature, warmth')
  await expect(columns.unit('x7')).toHaveValue('°C')
})

test('a reading offered for a word teaches it with one click, and it is known after a reload', async ({
  page,
}) => {
  const analysis = new AnalysisPage(page)
  const columns = new ColumnsPage(page)
  await analysis.openFresh()
  const name = `station-readings-${Date.now()}.csv`
  await page.getByLabel('Upload file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(readingsCsv()),
  })
  await expect(page.getByText(`${name} is ready to ask about.`)).toBeVisible({ timeout: 20_000 })

  // The engine cannot place "temperature" and offers to read it as x7, the only measure.
  const question = 'What is the average temperature by site?'
  await analysis.askQuestion(question)
  const first = analysis.job(question)
  await analysis.waitDone(first)
  await expect(analysis.tables(first)).toHaveCount(0)
  const reading = columns.reading(first, 'temperature', 'x7')
  await expect(reading).toBeVisible()
  await expect(columns.readings(first).getByRole('button', { name: 'None of these' })).toBeVisible()
  // The reading is a choice of the word, not also a plain suggestion.
  await expect(
    first
      .getByRole('region', { name: 'Suggested questions' })
      .getByRole('button', { name: 'What is the average x7 by site?' }),
  ).toHaveCount(0)

  // One click teaches the word and asks the reading's question, which answers.
  await reading.click()
  await expect(analysis.jobs).toHaveCount(2)
  const second = analysis.lastJob()
  await expect(second).toHaveAccessibleName('Job: What is the average x7 by site?')
  await analysis.waitDone(second)
  const table = analysis.tables(second).first()
  await expect(table).toBeVisible()
  for (const site of SITES)
    await expect(table.getByRole('cell', { name: site, exact: true })).toBeVisible()
  await expect(columns.readings(first)).toHaveCount(0)
  await expect(first.getByRole('region', { name: 'Teach a word' })).toHaveCount(0)

  // After a reload the dataset still knows the word.
  await page.reload()
  await expect(analysis.jobs).toHaveCount(2)
  const another = 'Which site has the highest temperature?'
  await analysis.askQuestion(another)
  const third = analysis.job(another)
  await analysis.waitDone(third)
  await expect(third.getByRole('region', { name: 'Answer' })).toContainText('Valley')
  await expect(third.getByRole('region', { name: 'Teach a word' })).toHaveCount(0)
  await expect(columns.readings(third)).toHaveCount(0)
})

test('the teach form and the Columns view are accessible, light and dark', async ({ page }) => {
  // axe on a page with a finished job takes a while; this test only looks.
  test.setTimeout(90_000)
  const analysis = new AnalysisPage(page)
  const columns = new ColumnsPage(page)
  await analysis.openFresh()
  await analysis.pickDataset('Cars')
  const question = 'What is the average happiness of cars by origin?'
  await analysis.askQuestion(question)
  const job = analysis.job(question)
  await analysis.waitDone(job)
  await columns.openTeach(job, 'happiness')
  await expectAccessible(page, 'teaching a word from a reply')
  await columns.open()
  await expect(columns.words('Horsepower')).toBeVisible()
  await expectAccessible(page, 'the Columns view')
})
