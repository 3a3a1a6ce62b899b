// The markdown stack (micromark, GFM, mdast -> hast -> React) is about a third of the app's JS; it
// loads after the first screen.
export const loadMarkdown = () => import('./markdown')

/** Starts loading the renderer once the page is idle, before the first reply needs it. */
export function preloadMarkdown() {
  const start = () => void loadMarkdown()
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2000 })
  else setTimeout(start, 200)
}
