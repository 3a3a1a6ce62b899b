import { expect, test, type Page } from '@playwright/test'
import { ChatPage } from './pages/chat-page'

// Screenshots for docs/screenshots: the pane in light and dark, at desktop and 375 px wide.
const SIZES = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const

async function seed(page: Page) {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.model.selectOption('parley-demo/web-search')
  await chat.askAndWait('How do solar panels turn light into power?')
  await chat.model.selectOption('deepseek-ai/DeepSeek-R1')
  await chat.askAndWait('Show the efficiency formula and a small Python function for it')
  await page.getByRole('button', { name: 'New chat' }).click()
  await chat.askAndWait('Plan a weekend trip to the coast')
  await page
    .getByRole('button', { name: /How do solar panels/ })
    .first()
    .click()
  await expect(chat.replies).toHaveCount(2)
  await expect(page.locator('.katex').first()).toBeVisible()
  await expect(page.locator('code .hljs-keyword').first()).toBeVisible()
  return chat
}

// They write into docs/, so they run only when asked: `npm run screenshots`.
test.skip(!process.env.PARLEY_SCREENSHOTS, 'set PARLEY_SCREENSHOTS=1 to refresh docs/screenshots')

for (const scheme of ['light', 'dark'] as const) {
  test(`screenshots: ${scheme}`, async ({ page }) => {
    test.setTimeout(60_000)
    await page.emulateMedia({ colorScheme: scheme })
    await page.setViewportSize(SIZES.desktop)
    const chat = await seed(page)
    // Show the second turn from its question: reasoning panel, answer, code.
    const scroller = page.getByTestId('message-scroller')
    await chat.userMessages.last().evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await scroller.evaluate((el) => (el.scrollTop -= 16))
    await page.waitForTimeout(300)
    await page.screenshot({ path: `docs/screenshots/chat-${scheme}-desktop.png` })

    await page.setViewportSize(SIZES.mobile)
    await page.waitForTimeout(300)
    await chat.replies.first().evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await page.waitForTimeout(300)
    await page.screenshot({ path: `docs/screenshots/chat-${scheme}-mobile.png` })

    // The list collapses into a drawer at this width.
    await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeHidden()
    await page.getByRole('button', { name: 'Conversations' }).click()
    await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible()
    await page.screenshot({ path: `/tmp/chat-${scheme}-mobile-drawer.png` })
    await page.getByRole('button', { name: 'Close conversations' }).click()
    await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeHidden()
  })
}

// First launch: the offline-demo line and the four example prompts, desktop and 375 px.
test('screenshots: first launch', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize(SIZES.desktop)
  const chat = new ChatPage(page)
  await chat.open()
  await expect(page.getByRole('list', { name: 'Example prompts' })).toBeVisible()
  await expect(page.getByText('The default models are an offline demo')).toBeVisible()
  await page.screenshot({ path: 'docs/screenshots/chat-first-launch-desktop.png' })
  await page.setViewportSize(SIZES.mobile)
  await page.waitForTimeout(300)
  await page.screenshot({ path: 'docs/screenshots/chat-first-launch-mobile.png' })
})
