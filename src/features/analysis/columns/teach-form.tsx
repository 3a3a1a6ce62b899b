import { useEffect, useId, useRef, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useConnectionKey } from '../api/connection-key'
import { datasetColumnsKey, datasetColumnsQuery, teachPhrase } from '../api/dataset-columns'
import { useColumnsT } from './i18n'
import { WithWord } from './with-word'

const SELECT =
  'min-w-0 max-w-72 rounded-md border border-(--border) bg-(--surface) px-2 py-1 text-sm'

/**
 * "What does 'X' mean here?": pick the column it names, or one value of a small column; Teach
 * saves the phrase with the dataset (POST …/columns/teach) and then asks again. A failure stays
 * here with the choice kept.
 */
export function TeachForm({
  word,
  datasetId,
  disabled,
  onCancel,
  onTaught,
}: {
  word: string
  datasetId: string
  disabled: boolean
  onCancel: () => void
  onTaught: () => void
}) {
  const t = useColumnsT()
  const key = useConnectionKey()
  const queryClient = useQueryClient()
  const { data, error, isPending } = useQuery(datasetColumnsQuery(key, datasetId))
  const [column, setColumn] = useState('')
  const [value, setValue] = useState('')
  const id = useId()
  const first = useRef<HTMLSelectElement>(null)
  useEffect(() => first.current?.focus(), [data])

  const teach = useMutation({
    mutationFn: () => teachPhrase(datasetId, { column, phrase: word, ...(value ? { value } : {}) }),
    onSuccess: (listing) => {
      queryClient.setQueryData(datasetColumnsKey(key, datasetId), listing)
      onTaught()
    },
  })

  // One entry per column name: overrides are per name, whichever source holds it.
  const columns = data ? [...new Map(data.columns.map((c) => [c.name, c])).values()] : []
  const values = columns.find((c) => c.name === column)?.values ?? []
  const busy = teach.isPending

  return (
    <form
      aria-label={t('teach.ask', { word })}
      className="flex flex-col gap-2 rounded-md border border-(--border) bg-(--surface-2) p-3 text-sm"
      onSubmit={(e) => {
        e.preventDefault()
        if (column && !busy && !disabled) teach.mutate()
      }}
    >
      <p className="font-medium">
        <WithWord format={(w) => t('teach.ask', { word: w })} word={word} />
      </p>
      {isPending && <p className="text-(--muted)">{t('teach.loading')}</p>}
      {error && (
        <p role="alert" className="text-(--danger)">
          {t('teach.loadError', { message: error.message })}
        </p>
      )}
      {data && (
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1" htmlFor={`${id}-column`}>
            <span>{t('teach.column')}</span>
            <select
              id={`${id}-column`}
              ref={first}
              value={column}
              disabled={busy}
              onChange={(e) => {
                setColumn(e.target.value)
                setValue('')
              }}
              className={SELECT}
            >
              <option value="">{t('teach.chooseColumn')}</option>
              {columns.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.plain_name && c.plain_name !== c.name ? `${c.name} (${c.plain_name})` : c.name}
                </option>
              ))}
            </select>
          </label>
          {values.length > 0 && (
            <label className="flex flex-col gap-1" htmlFor={`${id}-value`}>
              <span>{t('teach.value')}</span>
              <select
                id={`${id}-value`}
                value={value}
                disabled={busy}
                onChange={(e) => setValue(e.target.value)}
                className={SELECT}
              >
                <option value="">{t('teach.wholeColumn')}</option>
                {values.map((v) => (
                  <option key={v.value} value={v.value}>
                    {v.value}
                  </option>
                ))}
              </select>
            </label>
          )}
          <button type="submit" className="btn btn-primary" disabled={!column || busy || disabled}>
            {busy ? t('teach.sending') : t('teach.submit')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t('teach.cancel')}
          </button>
        </div>
      )}
      {teach.error && (
        <p role="alert" className="text-(--danger)">
          {t('teach.error', { message: teach.error.message })}
        </p>
      )}
    </form>
  )
}
