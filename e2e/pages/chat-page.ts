import { expect, type Locator, type Page } from '@playwright/test'

/** The chat pane as a user sees it: accessible names only (DESIGN §2). */
export class ChatPage {
  readonly composer: Locator
  readonly send: Locator
  readonly stop: Locator
  readonly replies: Locator

  constructor(readonly page: Page) {
    this.composer = page.getByRole('textbox', { name: 'Message' })
    this.send = page.getByRole('button', { name: 'Send' })
    this.stop = page.getByRole('button', { name: 'Stop' })
    this.replies = page.getByRole('article', { name: 'Assistant' })
  }

  async open() {
    await this.page.goto('/chat')
    await expect(this.composer).toBeVisible()
    await expect(this.page.getByRole('combobox', { name: 'Model' })).not.toHaveValue('')
  }

  async ask(text: string) {
    await this.composer.fill(text)
    await this.send.click()
  }

  lastReply() {
    return this.replies.last()
  }
}
