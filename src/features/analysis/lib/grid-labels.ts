import type { DataTableLabels } from '@/components/data-table/data-table'
import type { Translate } from '../i18n'

/** The grid's words from the analysis catalog. */
export function gridLabels(t: Translate): Partial<DataTableLabels> {
  return {
    rowsTotal: t('grid.rowsTotal'),
    rowsShown: t('grid.rowsShown'),
    columns: t('grid.columns'),
    search: t('grid.search'),
    clear: t('grid.clear'),
    download: t('grid.download'),
    downloadView: t('grid.downloadView'),
    noMatch: t('grid.noMatch'),
    filterColumn: t('grid.filterColumn'),
    filterHint: t('grid.filterHint'),
    sortBy: t('grid.sortBy'),
    empty: t('grid.empty'),
    distinct: t('grid.distinct'),
    notNumber: t('grid.notNumber'),
    notDate: t('grid.notDate'),
  }
}
