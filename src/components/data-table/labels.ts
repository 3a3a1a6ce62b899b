import { useMemo } from 'react'
import type { ColumnProfile } from '@/workers/csv-client'
import { useT } from '@/lib/i18n/use-t'

/** The grid's words in the UI language, from the shell catalog (table.* keys). */
export interface DataTableWords {
  rows(shown: number | null, total: number): string
  columns(count: number): string
  search: string
  clear: string
  download: string
  downloadView: string
  noMatch: string
  filterHint: string
  filterColumn(name: string): string
  sortBy(name: string, type: ColumnProfile['type']): string
  type(type: ColumnProfile['type']): string
  empty(count: number): string
  distinct(count: number): string
  /** A column filter that cannot apply: "{name}: {value} is not a number". */
  notNumber(name: string, value: string): string
  notDate(name: string, value: string): string
}

export function useDataTableWords(): DataTableWords {
  const t = useT()
  return useMemo(() => {
    const type = (c: ColumnProfile['type']) => t(`table.type.${c}`)
    return {
      rows: (shown, total) =>
        shown === null ? t('table.rowsTotal', { total }) : t('table.rowsShown', { shown, total }),
      columns: (count) => t('table.columns', { count }),
      search: t('table.search'),
      clear: t('table.clear'),
      download: t('table.download'),
      downloadView: t('table.downloadView'),
      noMatch: t('table.noMatch'),
      filterHint: t('table.filterHint'),
      filterColumn: (name) => t('table.filterColumn', { name }),
      sortBy: (name, c) => t('table.sortBy', { name, type: type(c) }),
      type,
      empty: (count) => t('table.empty', { count }),
      distinct: (count) => t('table.distinct', { count }),
      notNumber: (name, value) => t('table.notNumber', { name, value }),
      notDate: (name, value) => t('table.notDate', { name, value }),
    }
  }, [t])
}
