import { memo } from 'react'
import { MAX_UNIT_LENGTH, SEMANTIC_ROLES, type SemanticRole } from '@contract/semantic-limits'
import type { ColumnDraft, ColumnRow as Row } from './draft'
import { useColumnsT, type ColumnsTranslate } from './i18n'

const INPUT =
  'w-full min-w-0 rounded border border-(--border) bg-(--surface) px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-(--accent)'

function roleName(t: ColumnsTranslate, role: SemanticRole | null): string {
  return role ? t(`columns.role.${role}`) : t('columns.role.none')
}

/** One column: its name and reading (data), then the user's words, unit and role (editable). */
export const ColumnRow = memo(function ColumnRow({
  row,
  draft,
  disabled,
  onChange,
}: {
  row: Row
  draft: ColumnDraft
  disabled: boolean
  onChange: (name: string, patch: Partial<ColumnDraft>) => void
}) {
  const t = useColumnsT()
  const hintId = `columns-hint-${row.name}`
  return (
    <tr className="border-t border-(--border) align-top">
      <th scope="row" className="px-2 py-2 text-start font-medium">
        <bdi>{row.name}</bdi>
        <div className="text-xs font-normal text-(--muted)">{row.type.toLowerCase()}</div>
      </th>
      <td className="px-2 py-2" dir="auto">
        {row.plainName}
      </td>
      <td className="min-w-48 px-2 py-2">
        <input
          type="text"
          value={draft.words}
          disabled={disabled}
          onChange={(e) => onChange(row.name, { words: e.target.value })}
          aria-label={t('columns.words', { column: row.name })}
          aria-describedby={hintId}
          className={INPUT}
          dir="auto"
        />
        <p id={hintId} className="sr-only">
          {t('columns.wordsHint')}
        </p>
        {row.engineWords.length > 0 && (
          <div className="mt-1 flex flex-wrap items-center gap-1 text-xs text-(--muted)">
            <span>{t('columns.alsoKnown')}</span>
            {row.engineWords.map((w) => (
              <span key={w} className="rounded bg-(--surface-2) px-1.5" dir="auto">
                {w}
              </span>
            ))}
          </div>
        )}
      </td>
      <td className="w-28 px-2 py-2">
        <input
          type="text"
          value={draft.unit}
          disabled={disabled}
          maxLength={MAX_UNIT_LENGTH + 1}
          placeholder={row.inferredUnit ?? ''}
          onChange={(e) => onChange(row.name, { unit: e.target.value })}
          aria-label={t('columns.unit', { column: row.name })}
          className={INPUT}
          dir="auto"
        />
      </td>
      <td className="w-44 px-2 py-2">
        <select
          value={draft.role}
          disabled={disabled}
          onChange={(e) => onChange(row.name, { role: e.target.value as SemanticRole | '' })}
          aria-label={t('columns.role', { column: row.name })}
          className={INPUT}
        >
          <option value="">
            {t('columns.role.auto', { role: roleName(t, row.inferredRole) })}
          </option>
          {SEMANTIC_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`columns.role.${r}`)}
            </option>
          ))}
        </select>
      </td>
    </tr>
  )
})
