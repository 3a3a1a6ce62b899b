import { lazy, Suspense } from 'react'
import type { MarkdownProps } from './markdown'

import { loadMarkdown } from './markdown-loader'

// Text shows as plain text for the moment the renderer takes to load.
const Impl = lazy(() => loadMarkdown().then((m) => ({ default: m.Markdown })))

export function LazyMarkdown(props: MarkdownProps) {
  return (
    <Suspense
      fallback={
        <div className="markdown bidi-lines whitespace-pre-wrap" dir="auto">
          {props.text}
        </div>
      }
    >
      <Impl {...props} />
    </Suspense>
  )
}
