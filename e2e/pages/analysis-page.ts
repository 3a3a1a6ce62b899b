import { expect, type Locator, type Page } from '@playwright/test'

/** The analysis workspace as an analyst sees it: accessible names only (docs/architecture.md). */
export class AnalysisPage {
  readonly question: Locator
  readonly ask: Locator
  readonly stop: Locator
  readonly dataset: Locator
  readonly jobs: Locator
  readonly sessions: Locator

  constructor(readonly page: Page) {
    this.question = page.getByRole('textbox', { name: 'Question' })
    this.ask = page.getByRole('button', { name: 'Ask', exact: true })
    this.stop = page.getByRole('button', { name: 'Stop', exact: true })
    this.dataset = page.getByRole('combobox', { name: 'Dataset' })
    this.jobs = page.getByRole('article', { name: /^Job: / })
    this.sessions = page.getByRole('navigation', { name: 'Sessions' })
  }

  async open() {
    await this.page.goto('/analysis')
    await expect(this.question).toBeVisible()
    await expect(this.dataset).toBeEnabled()
  }

  /** Each test has its own browser context, so storage starts empty; this documents it. */
  async openFresh() {
    await this.open()
    await expect(this.jobs).toHaveCount(0)
  }

  async pickDataset(name: string) {
    await expect(this.dataset.getByRole('option', { name, exact: true })).toHaveCount(1)
    await this.dataset.selectOption({ label: name })
  }

  async askQuestion(text: string) {
    await this.question.fill(text)
    await this.ask.click()
  }

  job(question: string | RegExp): Locator {
    return this.page.getByRole('article', {
      name: typeof question === 'string' ? `Job: ${question}` : question,
    })
  }

  lastJob(): Locator {
    return this.jobs.last()
  }

  steps(job: Locator): Locator {
    return job.getByRole('list', { name: 'Steps' }).getByRole('listitem')
  }

  /** The interactive chart of a job (drawn from its Vega-Lite spec). */
  chart(job: Locator): Locator {
    return job.getByRole('figure', { name: /^Interactive chart/ })
  }

  tables(job: Locator): Locator {
    return job.getByRole('table')
  }

  async waitDone(job: Locator, timeout = 30_000) {
    await expect(job).toHaveAttribute('data-status', 'complete', { timeout })
  }

  /** Asks on a dataset picked first, and waits for the job to finish. */
  async askOn(dataset: string, question: string, timeout = 60_000) {
    await this.pickDataset(dataset)
    await this.askQuestion(question)
    await this.waitDone(this.job(question), timeout)
  }
}
