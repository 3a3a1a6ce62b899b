import { memo, useState } from 'react'
import { CodeBlock as SharedCodeBlock } from '@/components/code-block/code-block'
import { useAnalysisT } from '../i18n'

const FOLD_AFTER = 10

/** CODE: the query or script a step ran, highlighted (shared, lazily loaded), with copy. */
export const CodeBlock = memo(function CodeBlock({
  code,
  language,
}: {
  code: string
  language: string
}) {
  const t = useAnalysisT()
  const lines = code.split('\n').length
  const long = lines > FOLD_AFTER
  const [expanded, setExpanded] = useState(false)
  const folded = long && !expanded
  return (
    // The shared block is styled inside .markdown; code reads left to right in every locale.
    <div className="markdown" dir="ltr" translate="no">
      <div className={folded ? 'relative max-h-52 overflow-hidden' : undefined}>
        <SharedCodeBlock
          code={code}
          language={language}
          highlight
          copyLabel={t('code.copy')}
          copiedLabel={t('code.copied')}
        />
        {folded && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-12 bg-gradient-to-t from-(--surface) to-transparent"
          />
        )}
      </div>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
          className="mt-1 text-xs text-(--accent) underline"
        >
          {expanded ? t('code.collapse') : t('code.showAll', { lines })}
        </button>
      )}
    </div>
  )
})
