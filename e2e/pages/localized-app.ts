import { expect, type Locator, type Page } from '@playwright/test'
import type { Translations } from '../../src/app/locales/translations'

/**
 * The app as a user of one UI language sees it: the same accessible names as ChatPage and
 * AnalysisPage, taken from that language's catalog (src/app/locales/<language>.ts), so a spec
 * walks the Japanese, Korean, Arabic or Hindi UI by the words it shows.
 */
export class LocalizedApp {
  readonly nav: Locator
  readonly composer: Locator
  readonly send: Locator
  readonly model: Locator
  readonly replies: Locator
  readonly question: Locator
  readonly ask: Locator
  readonly dataset: Locator
  readonly outputLanguage: Locator
  readonly jobs: Locator

  constructor(
    readonly page: Page,
    readonly language: string,
    readonly strings: Translations,
  ) {
    const { shell, chat, analysis } = strings
    this.nav = page.getByRole('navigation', { name: shell['nav.main'] })
    this.composer = page.getByRole('textbox', { name: chat.message })
    this.send = page.getByRole('button', { name: chat.send, exact: true })
    this.model = page.getByRole('combobox', { name: chat.model })
    this.replies = page.getByRole('article', { name: chat.assistant })
    this.question = page.getByRole('textbox', { name: analysis.question })
    this.ask = page.getByRole('button', { name: analysis.ask, exact: true })
    this.dataset = page.getByRole('combobox', { name: analysis.dataset })
    this.outputLanguage = page.getByRole('combobox', { name: analysis.outputLanguage })
    this.jobs = page.getByRole('article', { name: prefix(analysis['job.label']) })
  }

  /** Settings → Language (named in English while the UI is English) → this language, saved. */
  async chooseLanguage() {
    await this.page.goto('/settings')
    // A user of its own: other specs' sessions (their English questions, which are the user's
    // words, not UI text) stay out of the sessions list this test reads.
    await this.page
      .getByLabel('User ID', { exact: true })
      .fill(`e2e-${this.language}-${Date.now().toString(36)}`)
    await this.page.getByLabel('Language', { exact: true }).selectOption(this.language)
    await this.page.getByRole('button', { name: 'Save' }).click()
    // <html lang> changes once the language's chunk has arrived and the UI shows it.
    await expect(this.page.locator('html')).toHaveAttribute('lang', this.language)
    await expect(
      this.page.getByRole('heading', { name: this.strings.shell['settings.title'] }),
    ).toBeVisible()
  }

  async openChat() {
    await this.nav.getByRole('link', { name: this.strings.shell['nav.chat'] }).click()
    await expect(this.composer).toBeVisible()
    await expect(this.model).not.toHaveValue('')
  }

  async askChat(text: string): Promise<Locator> {
    await this.composer.fill(text)
    await this.send.click()
    const reply = this.replies.last()
    await expect(reply).toHaveAttribute('data-status', 'complete', { timeout: 30_000 })
    return reply
  }

  async openAnalysis(dataset: string) {
    await this.nav.getByRole('link', { name: this.strings.shell['nav.analysis'] }).click()
    await expect(this.question).toBeVisible()
    await expect(this.dataset).toBeEnabled()
    await expect(this.dataset.getByRole('option', { name: dataset, exact: true })).toHaveCount(1)
    await this.dataset.selectOption({ label: dataset })
  }

  /** Asks a question and waits for the job to finish and its chart to be drawn. */
  async askAnalysis(text: string): Promise<Locator> {
    await this.question.fill(text)
    await this.ask.click()
    const job = this.jobs.last()
    await expect(job).toHaveAttribute('data-status', 'complete', { timeout: 60_000 })
    await expect(job.locator('[data-chart-state]')).toHaveAttribute('data-chart-state', 'ready', {
      timeout: 30_000,
    })
    return job
  }

  /** A job's interactive chart: one image named and described in the UI language. */
  chart(job: Locator): Locator {
    return job.getByRole('img', { name: prefix(this.strings.analysis['chart.label']) })
  }
}

/** "インタラクティブなグラフ: {name}" → /^インタラクティブなグラフ: / */
function prefix(message: string): RegExp {
  const head = message.slice(0, message.indexOf('{'))
  return new RegExp(`^${head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
}
