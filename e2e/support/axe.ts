import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Runs axe-core on the page as it is, in the light and then the dark theme (the app follows the
 * system theme by default), and fails on any serious or critical violation, listing rule ids and
 * selectors so the fix is findable.
 */
export async function expectAccessible(page: Page, state: string) {
  const found: string[] = []
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await expect(page.locator('html')).toHaveCSS('color-scheme', scheme)
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
    for (const v of violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue
      const where = v.nodes.map((n) => n.target.join(' ')).join(' | ')
      found.push(`${scheme}: ${v.id} (${v.impact}) at ${where}`)
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
  expect(found, `axe on ${state}`).toEqual([])
}
