import { memo } from 'react'
import { useAnalysisT } from '../i18n'

/** A block type Parley does not know: its type name and content as JSON, never dropped. */
export const UnknownBlock = memo(function UnknownBlock({
  typeName,
  content,
}: {
  typeName: string
  content: unknown
}) {
  const t = useAnalysisT()
  const json = typeof content === 'string' ? content : JSON.stringify(content, null, 2)
  return (
    <details className="rounded-md border border-dashed border-(--border) p-2 text-sm" open>
      <summary className="cursor-pointer text-(--muted)">
        {t('unknown.title', { type: typeName })}
      </summary>
      <pre className="mt-2 max-h-64 overflow-auto text-xs" dir="auto">
        <code>{json ?? String(content)}</code>
      </pre>
    </details>
  )
})
