import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The Columns view of the analysis workspace, and teaching a word from a reply, as an analyst
 * reaches them: by accessible names only.
 */
export class ColumnsPage {
  readonly toggle: Locator
  readonly view: Locator
  readonly save: Locator

  constructor(readonly page: Page) {
    this.toggle = page.getByRole('button', { name: 'Columns', exact: true })
    this.view = page.getByRole('region', { name: 'Columns', exact: true })
    this.save = this.view.getByRole('button', { name: 'Save', exact: true })
  }

  async open() {
    await this.toggle.click()
    await expect(this.view).toBeVisible()
    await expect(this.view.getByRole('table')).toBeVisible()
  }

  words(column: string): Locator {
    return this.view.getByRole('textbox', { name: `Words for ${column}`, exact: true })
  }

  unit(column: string): Locator {
    return this.view.getByRole('textbox', { name: `Unit of ${column}`, exact: true })
  }

  role(column: string): Locator {
    return this.view.getByRole('combobox', { name: `Role of ${column}`, exact: true })
  }

  async saveChanges() {
    await this.save.click()
    await expect(this.view.getByRole('status')).toHaveText('Saved. New questions use these words.')
  }

  /** The offer under a reply: "What does 'word' mean here?". */
  offer(job: Locator, word: string): Locator {
    return job
      .getByRole('region', { name: 'Teach a word' })
      .getByRole('button', { name: `What does “${word}” mean here?` })
  }

  /** Opens "What does 'word' mean here?" under a reply; answers its form. */
  async openTeach(job: Locator, word: string): Promise<Locator> {
    await this.offer(job, word).click()
    const form = job.getByRole('form', { name: `What does “${word}” mean here?` })
    await expect(form.getByRole('combobox', { name: 'It names the column' })).toBeFocused()
    return form
  }

  /** A declined reply's readings of its words: "“word” = column" buttons and "None of these". */
  readings(job: Locator): Locator {
    return job.getByRole('region', { name: 'Readings', exact: true })
  }

  /** The reading of `phrase` as `column` (or as one value of it) under a reply. */
  reading(job: Locator, phrase: string, column: string, value?: string): Locator {
    const name =
      value === undefined ? `“${phrase}” = ${column}` : `“${phrase}” = ${column} = ${value}`
    return this.readings(job).getByRole('button', { name, exact: true })
  }

  /** Says which column the word names (or which value of it), and teaches it; the question is asked again. */
  async teachIn(form: Locator, column: string, value?: string) {
    await form.getByRole('combobox', { name: 'It names the column' }).selectOption(column)
    if (value)
      await form.getByRole('combobox', { name: 'Or one of its values' }).selectOption(value)
    await form.getByRole('button', { name: 'Teach and ask again' }).click()
  }
}
