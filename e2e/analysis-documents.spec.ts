import { expect, test } from '@playwright/test'
import { DocumentsPage } from './pages/documents-page'

/**
 * Documents in the workspace (issue 24): a PDF and a DOCX uploaded into one dataset, a question in
 * AUTO answered with quotes and numbered citations, a citation opening its passage with its page;
 * the dataset's passages; the sample document set on the first screen.
 */

test('upload a PDF and a DOCX, ask in AUTO, open a citation’s passage with its page', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const docs = new DocumentsPage(page)
  await docs.openFresh()
  const stamp = Date.now()
  const pdf = `pilot-${stamp}.pdf`
  const docx = `kettle-${stamp}.docx`
  await docs.upload('four-day-week.pdf', pdf)
  // The new dataset is picked; the DOCX goes into it.
  await docs.uploadTarget.selectOption({ label: 'This dataset' })
  await docs.upload('kettle-faq.docx', docx)
  await expect(page.getByRole('combobox', { name: 'Job mode' })).toHaveValue('AUTO')

  const question = 'By how much did sick days fall?'
  await docs.askQuestion(question)
  const job = docs.job(question)
  await docs.waitDone(job, 60_000)
  const answer = job.getByRole('region', { name: 'Answer' })
  // The extractive answer: the passage quoted, with its number.
  await expect(answer.locator('blockquote').first()).toContainText('28%')
  const first = docs.citation(job, 1)
  await expect(first).toBeVisible()
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  const passage = docs.passage(job, pdf)
  await expect(passage).toBeVisible()
  await expect(passage).toContainText('PDF')
  await expect(passage).toContainText('page 2')
  await expect(passage.locator('blockquote')).toContainText('28%')
  await passage.getByRole('button', { name: 'Close' }).click()
  await expect(passage).toBeHidden()

  // SOURCES: each cited passage under a chip with its file type; the first is the PDF's page 2.
  const cited = docs.citedPassages(job)
  await expect(cited.first()).toContainText(pdf)
  await expect(cited.first()).toContainText('PDF')
  await expect(cited.first()).toContainText('page 2')

  // The dataset's documents and their passages, with the page each sits on.
  await docs.overview.getByRole('button', { name: /About this dataset/ }).click()
  const documents = docs.documents()
  await expect(documents.getByRole('button', { name: new RegExp(pdf) })).toBeVisible()
  await expect(documents.getByRole('button', { name: new RegExp(docx) })).toContainText('DOCX')
  await documents.getByRole('button', { name: new RegExp(pdf) }).click()
  await expect(docs.passagesOf(pdf).first()).toContainText('page 1')
  await expect(docs.passagesOf(pdf).filter({ hasText: 'page 3' })).not.toHaveCount(0)
})

test('the first screen offers the sample documents next to the sample tables', async ({ page }) => {
  test.setTimeout(90_000)
  const docs = new DocumentsPage(page)
  await docs.openFresh()
  const cards = page.getByRole('region', { name: 'Datasets' })
  await expect(cards.getByRole('listitem', { name: 'Seattle weather' })).toBeVisible()
  const card = cards.getByRole('listitem', { name: 'Sample documents' })
  await expect(card).toContainText(/4 documents · \d+ passages/, { timeout: 60_000 })
  // Its starter questions are the documents' (they rotate; any one is about them).
  await expect(card.getByRole('button').nth(1)).toBeVisible()
  await card.getByRole('button', { name: 'Open Sample documents' }).click()
  await expect(docs.dataset.locator('option:checked')).toHaveText('Sample documents')
  const question = 'How much water does the Kettle Pro 3 hold?'
  await docs.askQuestion(question)
  const job = docs.job(question)
  await docs.waitDone(job, 60_000)
  await docs.citation(job, 1).click()
  const passage = docs.passage(job, 'kettle-faq.docx')
  await expect(passage).toContainText('DOCX')
  await expect(passage.locator('blockquote')).toContainText('1.7 litres')
})
