import { expect, type Locator, type Page } from '@playwright/test'

/**
 * XSS payloads for every place that renders service text. Each one that ran would call
 * `__xss(n)`, a trap the page records; none may. Harmless look-alikes (a real link, mailto, an
 * in-page anchor, a PNG data URL) sit among them, so the checks also see what is allowed.
 */
export const PAYLOADS = [
  '<img src=x onerror=__xss(1)>',
  '<script>__xss(2)</script>',
  '<svg onload=__xss(3)><script>__xss(3)</script></svg>',
  '<iframe srcdoc="<script>parent.__xss(4)</script>"></iframe>',
  '<a href="javascript:__xss(5)">html link</a>',
  '[md link](javascript:__xss(6))',
  '[mixed case](JaVaScRiPt:__xss(7))',
  '[entity](&#106;avascript:__xss(8))',
  '[spaced]( javascript:__xss(9))',
  '![md image](javascript:__xss(10))',
  '![svg image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9Il9feHNzKDExKSIvPg==)',
  '[data html](data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoMTIpPC9zY3JpcHQ+)',
  '<object data="javascript:__xss(13)"></object><embed src="javascript:__xss(13)">',
  '<div onmouseover="__xss(14)" style="position:fixed;inset:0">hover</div>',
  '<details open ontoggle=__xss(15)><summary>x</summary></details>',
  '<math><mi xlink:href="javascript:__xss(16)">m</mi></math>',
  '<form action="javascript:__xss(17)"><button>go</button></form>',
  '<input autofocus onfocus=__xss(18)>',
  '<IMG SRC=JaVaScRiPt:__xss(19)>',
  '&lt;img src=x onerror=__xss(20)&gt; &#60;script&#62;__xss(20)&#60;/script&#62;',
  '<javascript:__xss(21)>',
  '[reference][r]\n\n[r]: javascript:__xss(22)',
  '[breakout](https://example.com/" onclick="__xss(23))',
  '![breakout](https://example.com/a.png" onerror="__xss(24))',
  '<base href="javascript:__xss(25)//"><meta http-equiv="refresh" content="0;url=javascript:__xss(25)">',
  '<a href="vbscript:__xss(26)">vb</a> [vb](vbscript:__xss(26))',
  '$\\href{javascript:__xss(27)}{math link}$ and $\\url{javascript:__xss(27)}$',
  '[fine](https://example.com/ok) [mail](mailto:someone@example.com) [anchor](#top)',
  '![fine image](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==)',
]

/** Every payload as one markdown document. */
export const MARKDOWN = PAYLOADS.join('\n\n')
/** A one-line payload for plain-text places (names, titles, chips). */
export const LINE = '<img src=x onerror=__xss(0)><script>__xss(0)</script>'
/** URLs that must never become a link or an image source. */
export const BAD_URLS = [
  'javascript:__xss(31)',
  'JaVaScRiPt:__xss(32)',
  ' javascript:__xss(33)',
  'data:text/html,<script>parent.__xss(34)</script>',
  'vbscript:__xss(35)',
  'data:image/svg+xml,<svg onload="__xss(36)"/>',
]

/**
 * Installs the trap before any page script: `__xss()` records its calls, and dialogs are
 * recorded too (a payload might try alert()).
 */
export async function installTrap(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: (n?: number) => void; __xssCalls: unknown[] }
    w.__xssCalls = []
    w.__xss = (n) => void w.__xssCalls.push(n ?? '?')
  })
  return {
    async expectNoneRan() {
      await page.waitForTimeout(200) // an onerror fires after the image fails to load
      expect(
        await page.evaluate(() => (window as unknown as { __xssCalls: unknown[] }).__xssCalls),
      ).toEqual([])
      expect(dialogs).toEqual([])
    },
  }
}

const FORBIDDEN_TAGS = 'script, iframe, frame, object, embed, base, meta, link, form, style'

/**
 * What rendered service text may contain: no handler attributes, no active elements, links only
 * http(s)/mailto/in-page (external ones with rel="noopener noreferrer"), images only
 * http(s)/blob/raster data URLs, and no attribute anywhere holding a script URL.
 */
export async function expectInert(scope: Locator) {
  const report = await scope.evaluate((root, forbidden) => {
    const problems: string[] = []
    // The app's own CSV download links (export) are data: URLs the browser only ever saves.
    const isCsvDownload = (el: Element) =>
      el.tagName === 'A' &&
      el.hasAttribute('download') &&
      /^data:text\/csv[;,]/.test(el.getAttribute('href') ?? '')
    const all = [root, ...root.querySelectorAll('*')]
    for (const el of all) {
      for (const attr of el.getAttributeNames()) {
        const value = el.getAttribute(attr) ?? ''
        if (/^on/i.test(attr)) problems.push(`${el.tagName} has ${attr}`)
        if (/^\s*(javascript|vbscript|data:text)/i.test(value) && !isCsvDownload(el))
          problems.push(`${el.tagName} ${attr}="${value}"`)
      }
    }
    for (const el of root.querySelectorAll(forbidden))
      problems.push(`<${el.tagName.toLowerCase()}>`)
    const links = [...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!)
    for (const a of root.querySelectorAll('a[href]')) {
      const href = a.getAttribute('href')!
      if (href.startsWith('#') || isCsvDownload(a)) continue
      const url = new URL(href, location.href)
      if (!['http:', 'https:', 'mailto:'].includes(url.protocol)) problems.push(`link ${href}`)
      if (url.protocol.startsWith('http') && a.getAttribute('rel') !== 'noopener noreferrer')
        problems.push(`link ${href} has rel="${a.getAttribute('rel')}"`)
    }
    for (const img of root.querySelectorAll('img, image, source, video, audio')) {
      const src = img.getAttribute('src') ?? img.getAttribute('href') ?? ''
      if (!src) continue
      const ok =
        /^data:image\/(png|jpeg|gif|webp);base64,/i.test(src) ||
        ['http:', 'https:', 'blob:'].includes(new URL(src, location.href).protocol)
      if (!ok) problems.push(`image ${src.slice(0, 60)}`)
    }
    return { problems, links }
  }, FORBIDDEN_TAGS)
  expect(report.problems).toEqual([])
  return report
}
