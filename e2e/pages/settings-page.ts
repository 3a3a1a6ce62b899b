import { expect, type Locator, type Page } from '@playwright/test'

/** Settings as a user sees it: one group per service, each with its own "Test connection". */
export class SettingsPage {
  readonly chat: Locator
  readonly jobs: Locator
  readonly chatKey: Locator
  readonly jobsKey: Locator
  readonly save: Locator

  constructor(readonly page: Page) {
    this.chat = page.getByRole('group', { name: 'Chat service' })
    this.jobs = page.getByRole('group', { name: 'Jobs service' })
    this.chatKey = page.getByLabel('Chat API key')
    this.jobsKey = page.getByLabel('Jobs API key')
    this.save = page.getByRole('button', { name: 'Save', exact: true })
  }

  async open(base = '') {
    await this.page.goto(`${base}/settings`)
    await expect(this.chatKey).toBeVisible()
  }

  /** Presses the service's "Test connection" and returns the region that shows the outcome. */
  async testConnection(service: 'chat' | 'jobs') {
    const group = service === 'chat' ? this.chat : this.jobs
    await group.getByRole('button', { name: 'Test connection' }).click()
    const result = group.getByRole('status')
    await expect(result).not.toBeEmpty()
    return result
  }

  async saveAll() {
    await this.save.click()
    await expect(this.page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  }
}
