import { useCallback, useMemo, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MAX_PHRASE_LENGTH, MAX_PHRASES, MAX_UNIT_LENGTH } from '@contract/semantic-limits'
import type { DatasetColumns } from '@contract/semantic'
import { useConnectionKey } from '../api/connection-key'
import { datasetColumnsKey, datasetColumnsQuery, saveColumnOverrides } from '../api/dataset-columns'
import { ColumnRow } from './column-row'
import {
  draftOf,
  isDirty,
  overridesOf,
  rowsOf,
  type ColumnDraft,
  type Draft,
  type DraftProblem,
} from './draft'
import { useColumnsT, type ColumnsTranslate } from './i18n'

const FILTER_FROM = 12

function problemText(t: ColumnsTranslate, p: DraftProblem): string {
  if (p.kind === 'tooManyWords')
    return t('columns.tooManyWords', { column: p.column, max: MAX_PHRASES })
  if (p.kind === 'wordTooLong')
    return t('columns.wordTooLong', { column: p.column, max: MAX_PHRASE_LENGTH })
  return t('columns.unitTooLong', { column: p.column, max: MAX_UNIT_LENGTH })
}

/**
 * The Columns view: what the engine understands of each column of the dataset, and the user's
 * words, unit and role for it. Save replaces the user's overrides as a whole (PUT); errors stay
 * in place with the draft, so nothing typed is lost.
 */
export function ColumnsView({ datasetId, onClose }: { datasetId: string; onClose: () => void }) {
  const t = useColumnsT()
  const key = useConnectionKey()
  const queryClient = useQueryClient()
  const { data, error, isPending } = useQuery(datasetColumnsQuery(key, datasetId))
  const [draft, setDraft] = useState<Draft | null>(null)
  const [savedAt, setSavedAt] = useState<number | null>(null)
  const [filter, setFilter] = useState('')

  // A fresh listing (first load, a word taught from a reply) resets an untouched draft; this is
  // React's "adjust state when a prop changes" during render, not an effect that renders twice.
  const [base, setBase] = useState<DatasetColumns | null>(null)
  if (data && data !== base) {
    if (!draft || !base || !isDirty(draft, base)) setDraft(draftOf(data))
    setBase(data)
  }

  const save = useMutation({
    mutationFn: (overrides: Parameters<typeof saveColumnOverrides>[1]) =>
      saveColumnOverrides(datasetId, overrides),
    onSuccess: (listing) => {
      queryClient.setQueryData(datasetColumnsKey(key, datasetId), listing)
      setDraft(draftOf(listing))
      setBase(listing)
      setSavedAt(Date.now())
    },
  })

  const onChange = useCallback((name: string, patch: Partial<ColumnDraft>) => {
    setSavedAt(null)
    setDraft((d) => (d && d[name] ? { ...d, [name]: { ...d[name], ...patch } } : d))
  }, [])

  const rows = useMemo(() => (base ? rowsOf(base) : []), [base])
  const q = filter.trim().toLowerCase()
  const shown = q ? rows.filter((r) => `${r.name}\n${r.plainName}`.toLowerCase().includes(q)) : rows
  const checked = draft && base ? overridesOf(draft, base.overrides) : null
  const dirty = !!draft && !!base && isDirty(draft, base)
  const busy = save.isPending

  return (
    <section
      id="columns-view"
      aria-label={t('columns.title')}
      className="flex flex-col gap-3 rounded-lg border border-(--border) bg-(--surface) p-3 text-sm sm:p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold">{t('columns.title')}</h2>
        <button
          type="button"
          className="btn btn-secondary ms-auto px-2 py-1 text-xs"
          onClick={onClose}
        >
          {t('columns.close')}
        </button>
      </div>
      <p className="text-(--muted)">{t('columns.intro')}</p>
      {isPending && <p className="text-(--muted)">{t('columns.loading')}</p>}
      {error && (
        <p role="alert" className="text-(--danger)">
          {t('columns.loadError', { message: error.message })}
        </p>
      )}
      {base && rows.length === 0 && <p className="text-(--muted)">{t('columns.empty')}</p>}
      {base && draft && rows.length > 0 && (
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            if (checked && !checked.problems.length && dirty) save.mutate(checked.overrides)
          }}
        >
          {rows.length > FILTER_FROM && (
            <input
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              aria-label={t('columns.find')}
              placeholder={t('columns.find')}
              className="max-w-64 rounded border border-(--border) bg-(--surface) px-2 py-1 text-xs"
            />
          )}
          <div className="max-h-[60vh] overflow-auto">
            <table className="w-full border-collapse">
              <caption className="sr-only">{t('columns.title')}</caption>
              <thead className="text-xs text-(--muted)">
                <tr>
                  <th scope="col" className="px-2 py-1 text-start font-medium">
                    {t('columns.header.column')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-start font-medium">
                    {t('columns.header.plain')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-start font-medium">
                    {t('columns.header.words')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-start font-medium">
                    {t('columns.header.unit')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-start font-medium">
                    {t('columns.header.role')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <ColumnRow
                    key={row.name}
                    row={row}
                    draft={draft[row.name] ?? { words: '', unit: '', role: '' }}
                    disabled={busy}
                    onChange={onChange}
                  />
                ))}
              </tbody>
            </table>
            {shown.length === 0 && <p className="p-2 text-(--muted)">{t('columns.none')}</p>}
          </div>
          {checked && checked.problems.length > 0 && (
            <ul role="alert" className="text-(--danger)">
              {checked.problems.map((p) => (
                <li key={`${p.kind}-${p.column}`}>{problemText(t, p)}</li>
              ))}
            </ul>
          )}
          {save.error && (
            <p role="alert" className="text-(--danger)">
              {t('columns.saveError', { message: save.error.message })}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={busy || !dirty || !!checked?.problems.length}
            >
              {busy ? t('columns.saving') : t('columns.save')}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy || !dirty}
              onClick={() => {
                setDraft(draftOf(base))
                save.reset()
              }}
            >
              {t('columns.undo')}
            </button>
            <span role="status" className="text-(--muted)">
              {savedAt && !dirty ? t('columns.saved') : ''}
            </span>
          </div>
        </form>
      )}
    </section>
  )
}
