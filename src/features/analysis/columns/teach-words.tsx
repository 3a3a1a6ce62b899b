import { memo, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useConnectionKey } from '../api/connection-key'
import { datasetColumnsQuery } from '../api/dataset-columns'
import { useColumnsT } from './i18n'
import { TeachForm } from './teach-form'
import { WithWord } from './with-word'

/**
 * Next to a reply's suggested questions: for each word the reply could not place, "What does
 * 'X' mean here?". Answering names a column (or one of its values), teaches it to the dataset,
 * and asks the same question again in the session.
 */
export const TeachWords = memo(function TeachWords({
  words,
  datasetId,
  disabled,
  onTaught,
}: {
  words: string[]
  datasetId: string
  disabled: boolean
  onTaught: () => void
}) {
  const t = useColumnsT()
  const key = useConnectionKey()
  const [open, setOpen] = useState<string | null>(null)
  // A word the dataset has learnt since (here or in the Columns view) is offered no more.
  const { data } = useQuery({ ...datasetColumnsQuery(key, datasetId), enabled: words.length > 0 })
  const offered = useMemo(() => {
    if (!data) return words
    const known = new Set(
      data.columns.flatMap((c) => [...c.words, ...(c.values ?? []).flatMap((v) => v.phrases)]),
    )
    return words.filter((w) => w === open || !known.has(w.toLowerCase()))
  }, [data, words, open])
  if (!offered.length) return null
  return (
    <section aria-label={t('teach.title')} className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold tracking-wide text-(--muted) uppercase">
        {t('teach.title')}
      </h4>
      <ul className="flex flex-wrap gap-2">
        {offered.map((word) => (
          <li key={word}>
            <button
              type="button"
              aria-expanded={open === word}
              disabled={disabled}
              onClick={() => setOpen((o) => (o === word ? null : word))}
              className="rounded-full border border-dashed border-(--accent)/60 px-3 py-1 text-start text-sm text-(--accent) hover:bg-(--accent)/10 disabled:opacity-50"
            >
              <WithWord format={(w) => t('teach.ask', { word: w })} word={word} />
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <TeachForm
          key={open}
          word={open}
          datasetId={datasetId}
          disabled={disabled}
          onCancel={() => setOpen(null)}
          onTaught={() => {
            setOpen(null)
            onTaught()
          }}
        />
      )}
    </section>
  )
})
