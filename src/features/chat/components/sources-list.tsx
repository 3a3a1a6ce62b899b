import type { SearchResult } from '@contract/chat'
import { safeLinkUrl } from '@/lib/safe-url'
import { useChatT } from '../i18n'

/** search_results as a numbered list; citation markers in the text link here by number. */
export function SourcesList({
  messageId,
  results,
}: {
  messageId: string
  results: readonly SearchResult[]
}) {
  const t = useChatT()
  const headingId = `sources-${messageId}`
  return (
    <section aria-labelledby={headingId} className="sources">
      <h3 id={headingId} className="text-sm font-medium">
        {t('sources')}
      </h3>
      <ol>
        {results.map((r) => {
          const href = safeLinkUrl(r.url)
          let host = ''
          try {
            host = new URL(r.url).hostname
          } catch {
            host = r.url
          }
          return (
            <li key={r.index} id={`cite-${messageId}-${r.index}`} tabIndex={-1}>
              <span className="source-index">{r.index}</span>
              <div className="min-w-0">
                {href ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium"
                    dir="auto"
                  >
                    {r.title || host}
                  </a>
                ) : (
                  <span className="font-medium" dir="auto">
                    {r.title || r.url}
                  </span>
                )}
                <span className="ms-2 text-xs text-(--muted)">{host}</span>
                {r.snippet && (
                  <p className="text-sm text-(--muted)" dir="auto">
                    {r.snippet}
                  </p>
                )}
              </div>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
