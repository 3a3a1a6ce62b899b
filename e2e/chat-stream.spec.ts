import { expect, test } from '@playwright/test'
import { ChatPage } from './pages/chat-page'

test('a typed message streams back: the reply grows while streaming, then ends', async ({ page }) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.ask('Tell me about streaming tables')

  const reply = chat.lastReply()
  await expect(reply).toHaveAttribute('data-status', 'streaming')
  await expect(chat.stop).toBeVisible()

  // Record the text length at every DOM change until the reply ends: it must grow in many steps,
  // not arrive in one piece.
  const lengths = await reply.evaluate(
    (el) =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [el.textContent?.length ?? 0]
        const observer = new MutationObserver(() => {
          seen.push(el.textContent?.length ?? 0)
          if (el.getAttribute('data-status') !== 'streaming') {
            observer.disconnect()
            resolve(seen)
          }
        })
        observer.observe(el, { subtree: true, childList: true, characterData: true, attributes: true })
      }),
  )
  const growth = lengths.filter((n, i) => i > 0 && n > lengths[i - 1]!)
  expect(growth.length).toBeGreaterThan(5)
  expect(lengths.at(-1)).toBeGreaterThan(lengths[0]!)

  await expect(reply).toHaveAttribute('data-status', 'complete')
  await expect(reply).toContainText('Parley offline demo')
  await expect(reply.getByRole('table')).toBeVisible()
  await expect(chat.send).toBeVisible()
  await expect(chat.stop).toBeHidden()
})

test('Enter sends and Shift+Enter adds a line', async ({ page }) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.composer.fill('first line')
  await chat.composer.press('Shift+Enter')
  await chat.composer.pressSequentially('second line')
  await expect(chat.composer).toHaveValue('first line\nsecond line')
  await chat.composer.press('Enter')
  await expect(page.getByRole('article', { name: 'You' }).last()).toContainText('second line')
  await expect(chat.composer).toHaveValue('')
})
