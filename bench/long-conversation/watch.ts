/**
 * In-page helpers, as strings: tsx's helpers (__name) do not exist in the page.
 *
 * `__watchHeading(text)` resolves with performance.now() in the first frame in which an answer
 * heading with that text is rendered as markdown and on screen. `__switchTo(title, text)` clicks
 * the sidebar row of that title and resolves with the time from the click to that frame.
 */
export const PAGE_HELPERS = `(() => {
  const onScreen = (text) => {
    const heading = [...document.querySelectorAll('article h2')].find((h) => h.textContent === text)
    const r = heading && heading.getBoundingClientRect()
    return Boolean(r && r.bottom > 0 && r.top < innerHeight)
  }
  window.__watchHeading = (text) =>
    new Promise((resolve) => {
      const look = () => (onScreen(text) ? resolve(performance.now()) : requestAnimationFrame(look))
      requestAnimationFrame(look)
    })
  window.__switchTo = (title, text) => {
    const row = [...document.querySelectorAll('nav li')].find((li) => li.textContent.includes(title))
    const started = performance.now()
    row.querySelector('button').click()
    return window.__watchHeading(text).then((at) => at - started)
  }
})()`

/** Starts watching for the heading as the page loads; the time lands in window.__openedAt. */
export const watchOpen = (heading: string) =>
  `${PAGE_HELPERS}; window.__watchHeading(${JSON.stringify(heading)}).then((at) => (window.__openedAt = at))`
