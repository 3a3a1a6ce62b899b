import { expect, type Locator, type Page } from '@playwright/test'

/** The chat pane as a user sees it: accessible names only (docs/architecture.md). */
export class ChatPage {
  readonly composer: Locator
  readonly send: Locator
  readonly stop: Locator
  readonly replies: Locator
  readonly userMessages: Locator
  readonly model: Locator
  readonly conversations: Locator
  readonly search: Locator

  constructor(readonly page: Page) {
    this.composer = page.getByRole('textbox', { name: 'Message' })
    this.send = page.getByRole('button', { name: 'Send', exact: true })
    this.stop = page.getByRole('button', { name: 'Stop', exact: true })
    this.replies = page.getByRole('article', { name: 'Assistant' })
    this.userMessages = page.getByRole('article', { name: 'You' })
    this.model = page.getByRole('combobox', { name: 'Model' })
    this.conversations = page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('list', { name: 'Conversations' })
    this.search = page.getByRole('searchbox', { name: 'Search conversations' })
  }

  async open() {
    await this.page.goto('/chat')
    await expect(this.composer).toBeVisible()
    await expect(this.model).not.toHaveValue('')
  }

  async ask(text: string) {
    await this.composer.fill(text)
    await this.send.click()
  }

  /** The in-place warning the composer shows when a message is over the model's context length. */
  contextWarning() {
    return this.page.getByRole('alert').filter({ hasText: 'Send anyway?' })
  }

  lastReply() {
    return this.replies.last()
  }

  /** Waits for the last reply to stop streaming and returns its final status. */
  async settled(timeout = 30_000) {
    const reply = this.lastReply()
    await expect(reply).not.toHaveAttribute('data-status', 'streaming', { timeout })
    return reply.getAttribute('data-status')
  }

  async askAndWait(text: string) {
    await this.ask(text)
    await expect(this.lastReply()).toHaveAttribute('data-status', 'complete', { timeout: 30_000 })
  }

  /** Fault injection seam: the chat API layer sends this as `x-parley-fault` (server has PARLEY_FAULTS=1). */
  async setFault(fault: string | null) {
    await this.page.evaluate(
      (f) =>
        f ? localStorage.setItem('parley.fault', f) : localStorage.removeItem('parley.fault'),
      fault,
    )
  }

  async openSettingsPanel() {
    const toggle = this.page.getByRole('button', { name: 'Chat settings' })
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  }

  /** A message's exact stored text, through its Copy button (needs clipboard permissions). */
  async copiedText(message: Locator = this.lastReply()) {
    await message.getByRole('button', { name: 'Copy', exact: true }).click()
    return this.page.evaluate(() => navigator.clipboard.readText())
  }

  version(scope: Locator) {
    return scope.getByRole('group', { name: 'Version' })
  }

  conversation(title: string | RegExp) {
    return this.conversations.getByRole('listitem').filter({ hasText: title })
  }

  /** Row tools (Pin, Rename, Delete) show on hover or keyboard focus. */
  async conversationAction(title: string, action: 'Pin' | 'Unpin' | 'Rename' | 'Delete') {
    await this.conversation(title).first().hover()
    await this.page.getByRole('button', { name: `${action}: ${title}` }).click()
  }

  async newChat() {
    await this.page.getByRole('button', { name: 'New chat' }).click()
    await expect(this.replies).toHaveCount(0)
  }

  /** Opens a conversation from the list by (part of) its title. */
  async openConversation(title: string) {
    await this.conversations.getByRole('button', { name: title, exact: true }).click()
  }

  /** Sends as soon as the previous reply has ended (the Send button is back). */
  async askWhenReady(text: string, timeout = 30_000) {
    await expect(this.stop).toBeHidden({ timeout })
    await this.ask(text)
  }

  /** Each reply's status and full visible text, oldest first. */
  async replySnapshots() {
    return this.replies.evaluateAll((els) =>
      els.map((el) => ({
        status: el.getAttribute('data-status'),
        // textContent, not innerText: off-screen blocks skip layout (content-visibility), and
        // innerText leaves out what was not laid out.
        text: el.querySelector('.markdown')?.textContent ?? '',
      })),
    )
  }

  async useChatKey(key: string) {
    await this.page.getByRole('link', { name: 'Settings', exact: true }).click()
    await this.page.getByLabel('Chat API key').fill(key)
    await this.page.getByRole('button', { name: 'Save', exact: true }).click()
    await this.page.getByRole('link', { name: 'Chat', exact: true }).click()
    await expect(this.composer).toBeVisible()
  }

  async importFile(name: string, json: unknown) {
    await this.page
      .getByLabel('Import JSON', { exact: true })
      .and(this.page.locator('input[type=file]'))
      .setInputFiles({
        name,
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(json)),
      })
  }

  /** Drops files on the composer, as a drag from the desktop does (a DataTransfer of Files). */
  async dropFiles(files: { name: string; mimeType: string; buffer: Buffer }[]) {
    const dataTransfer = await this.page.evaluateHandle(
      (list) => {
        const dt = new DataTransfer()
        for (const f of list) {
          const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))
          dt.items.add(new File([bytes], f.name, { type: f.mimeType }))
        }
        return dt
      },
      files.map((f) => ({
        name: f.name,
        mimeType: f.mimeType,
        base64: f.buffer.toString('base64'),
      })),
    )
    for (const type of ['dragenter', 'dragover', 'drop'])
      await this.composer.dispatchEvent(type, { dataTransfer })
  }

  /** The composer's attachment chips (before sending), or a message's. */
  attachments(scope: Locator | Page = this.page.locator('form')) {
    return scope.getByRole('list', { name: 'Attachments' }).getByRole('listitem')
  }
}
