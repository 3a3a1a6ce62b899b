import type { Page } from '@playwright/test'

/**
 * What a user reads on the page as UI: every visible text node, the label of each select, and the
 * title, aria-label, aria-roledescription, placeholder and alt of visible elements (and of a visible select's options,
 * which are its tooltips). Text inside `[dir="auto"]` or `<bdi>` is content (messages, replies,
 * step names, file and column names, service words): the app isolates exactly that text, so it is
 * collected separately and its words may appear inside UI attributes ("按 weather 排序"). Code
 * (`code`, `pre`, `translate="no"`) is content too.
 */
interface PageText {
  ui: string[]
  attributes: string[]
  content: string[]
}

export function collectPageText(page: Page): Promise<PageText> {
  return page.evaluate(() => {
    const CONTENT = '[dir="auto"], bdi, code, pre, [translate="no"]'
    const ATTRS = ['title', 'aria-label', 'aria-roledescription', 'placeholder', 'alt'] as const
    const visible = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true, opacityProperty: false }) &&
      !el.closest('[aria-hidden="true"]')
    const ui: string[] = []
    const content: string[] = []
    const attributes: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim()
      const parent = n.parentElement
      if (!text || !parent || parent.closest('script, style, option')) continue
      if (!visible(parent) && !parent.closest('.sr-only')) continue
      ;(parent.closest(CONTENT) ? content : ui).push(text)
    }
    for (const select of document.querySelectorAll('select')) {
      if (!visible(select)) continue
      const chosen = select.selectedOptions[0]
      if (chosen)
        (chosen.closest(CONTENT) || select.closest(CONTENT) ? content : ui).push(chosen.text)
      for (const option of select.options) if (option.title) attributes.push(option.title)
    }
    for (const el of document.body.querySelectorAll('*')) {
      if (!visible(el) && !el.closest('.sr-only')) continue
      for (const a of ATTRS) {
        const v = el.getAttribute(a)?.trim()
        // Attributes inside content (a chart's own marks and labels) are content too.
        if (v) (el.closest(CONTENT) ? content : attributes).push(v)
      }
    }
    return { ui, attributes, content }
  })
}

// Names and notations that stay Latin in a Chinese UI: the product, protocols and formats, keys on
// the keyboard, and the language switch's own "English".
const KEPT = new Set(
  'parley api http https json csv html markdown id url enter shift alt esc ctrl cmd english tab python sql nosql'.split(
    ' ',
  ),
)

/**
 * English words in UI text. Tokens with digits, dots, slashes or underscores, and slugs such as
 * ds-sample-seattle-weather, are data (ids, files, models), not words.
 */
function englishWords(text: string, allowed: ReadonlySet<string>): string[] {
  return text
    .split(/[\s，。：；、（）()·"“”'‘’?？!！,;]+/)
    .filter((token) => token && !/[\d/_.:@=<>]/.test(token))
    .filter((token) => !/^[a-z]+(-[a-z]+){2,}$/.test(token))
    .flatMap((token) => token.match(/[A-Za-z]{2,}/g) ?? [])
    .filter((w) => !KEPT.has(w.toLowerCase()) && !allowed.has(w.toLowerCase()))
}

/** Every piece of UI text (and attribute) that has English words, with those words. */
export function englishInUi(text: PageText): string[] {
  const contentWords = new Set(
    text.content.flatMap((t) => t.match(/[A-Za-z]{2,}/g) ?? []).map((w) => w.toLowerCase()),
  )
  const none = new Set<string>()
  return [
    ...text.ui.map((t) => [t, englishWords(t, none)] as const),
    ...text.attributes.map((t) => [t, englishWords(t, contentWords)] as const),
  ]
    .filter(([, words]) => words.length > 0)
    .map(([t, words]) => `${JSON.stringify(t)} → ${words.join(', ')}`)
}
