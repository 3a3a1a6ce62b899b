import { memo, useId, useMemo, useState } from 'react'
import { CitationContext, type CitationHandler } from '@/components/markdown/citation-context'
import { Markdown } from '@/components/markdown/markdown'
import type { SourceRef } from '../types'
import { citedPassages, highestCitation } from './sources/citations'
import { PassageView } from './sources/passage'

const NONE: SourceRef[] = []

/**
 * MESSAGE: the service's markdown; raw HTML is never rendered, direction follows the text. Its
 * `[n]` citations of the job's passages are buttons that open the passage below the message.
 */
export const MessageBlock = memo(function MessageBlock({
  text,
  streaming,
  sources = NONE,
}: {
  text: string
  streaming: boolean
  sources?: SourceRef[]
}) {
  const id = useId().replace(/[^A-Za-z0-9]/g, '')
  const cited = useMemo(() => citedPassages(sources), [sources])
  const max = highestCitation(cited)
  const [open, setOpen] = useState<number | null>(null)
  const panel = `passage-${id}`
  const handler: CitationHandler = useMemo(
    () => ({
      open,
      controls: panel,
      toggle: (n) => setOpen((was) => (was === n || !cited.has(n) ? null : n)),
    }),
    [open, panel, cited],
  )
  if (!max) return <Markdown text={text} streaming={streaming} />
  const shown = open === null ? undefined : cited.get(open)
  return (
    <div className="flex flex-col gap-2">
      <CitationContext.Provider value={handler}>
        <Markdown text={text} streaming={streaming} citePrefix={`cite-${id}`} citeMax={max} />
      </CitationContext.Provider>
      <div id={panel}>
        {shown && open !== null && (
          <PassageView n={open} source={shown} onClose={() => setOpen(null)} />
        )}
      </div>
    </div>
  )
})
