import type * as MarkdownModule from './markdown'
import { lazyModule } from './lazy-module'

// The markdown stack (micromark, GFM, mdast -> hast -> React) is about a third of the app's JS, so
// it is a chunk of its own. A stored conversation shows answers on its first screen, so the chat
// starts loading it with the app (src/main.tsx), in parallel with settings and IndexedDB.
export const markdownModule = lazyModule<typeof MarkdownModule>(() => import('./markdown'))

/** Starts loading the renderer (once; a failed load is tried again on the next call). */
export const loadMarkdown = () => markdownModule.load()
