import type { MarkdownProps } from './markdown'
import { useLazyModule } from './lazy-module'
import { markdownModule } from './markdown-loader'

/**
 * Markdown once its chunk is in memory, plain text for the moment before. Not React.lazy: a
 * Suspense boundary that showed its fallback is revealed at the earliest 300 ms later (React's
 * fallback throttle), which held the first screen's answers back by that much.
 */
export function LazyMarkdown(props: MarkdownProps) {
  const loaded = useLazyModule(markdownModule, true)
  if (loaded) return <loaded.Markdown {...props} />
  return (
    <div className="markdown bidi-lines whitespace-pre-wrap" dir="auto">
      {props.text}
    </div>
  )
}
