import { memo, useMemo, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useConnectionKey } from '../api/connection-key'
import { datasetColumnsKey, datasetColumnsQuery, teachPhrase } from '../api/dataset-columns'
import { DataLabel } from './data-label'
import { useColumnsT } from './i18n'
import type { OfferedReading } from './use-readings'

const CHOICE =
  'rounded-full border border-(--accent)/60 px-3 py-1 text-start text-sm text-(--accent) hover:bg-(--accent)/10 disabled:opacity-50'

/**
 * A declined reply's readings as the choices of its word: "“personal savings rate” = psavert".
 * Picking one teaches the phrase to the dataset, then asks the reading's question in the
 * session; "None of these" only hides them (the word can still be taught by hand).
 */
export const Readings = memo(function Readings({
  readings,
  datasetId,
  disabled,
  onAsk,
}: {
  readings: OfferedReading[]
  datasetId: string
  disabled: boolean
  onAsk: (question: string) => void
}) {
  const t = useColumnsT()
  const key = useConnectionKey()
  const queryClient = useQueryClient()
  const [hidden, setHidden] = useState(false)
  const { data } = useQuery(datasetColumnsQuery(key, datasetId))

  // Options-level callbacks: the question is asked even if this group is gone by then.
  const teach = useMutation({
    mutationFn: ({ phrase, column, value }: OfferedReading) =>
      teachPhrase(datasetId, { column, phrase, ...(value !== undefined ? { value } : {}) }),
    onSuccess: (listing) => queryClient.setQueryData(datasetColumnsKey(key, datasetId), listing),
    // A service without the columns extension ("No endpoint …") still answers the question.
    onSettled: (_listing, _error, reading) => {
      void queryClient.invalidateQueries({ queryKey: datasetColumnsKey(key, datasetId) })
      onAsk(reading.question)
    },
  })

  // A phrase the dataset has learnt since (here, by hand or in the Columns view) is not offered.
  const offered = useMemo(() => {
    if (!data) return readings
    const known = new Set(
      data.columns.flatMap((c) => [...c.words, ...(c.values ?? []).flatMap((v) => v.phrases)]),
    )
    return readings.filter((r) => !known.has(r.phrase.toLowerCase()))
  }, [data, readings])

  if (hidden || !offered.length) return null
  const busy = disabled || teach.isPending
  return (
    <section aria-label={t('readings.title')} className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold tracking-wide text-(--muted) uppercase">
        {t('readings.title')}
      </h4>
      <p className="text-sm text-(--muted)">{t('readings.hint')}</p>
      <ul className="flex flex-wrap gap-2">
        {offered.map((r) => (
          <li key={r.question}>
            <button
              type="button"
              title={r.question}
              disabled={busy}
              onClick={() => {
                setHidden(true)
                teach.mutate(r)
              }}
              className={CHOICE}
            >
              {r.value === undefined ? (
                <DataLabel
                  format={(m) => t('readings.column', m)}
                  data={{ phrase: r.phrase, column: r.column }}
                />
              ) : (
                <DataLabel
                  format={(m) => t('readings.value', m)}
                  data={{ phrase: r.phrase, column: r.column, value: r.value }}
                />
              )}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={teach.isPending}
            onClick={() => setHidden(true)}
            className="rounded-full border border-dashed border-(--border) px-3 py-1 text-sm text-(--muted) hover:bg-(--surface-2) disabled:opacity-50"
          >
            {t('readings.none')}
          </button>
        </li>
      </ul>
    </section>
  )
})
