/** The grid's words; features pass translated ones (shared code holds no catalogs). */
export interface DataTableLabels {
  rowsTotal: string
  rowsShown: string
  columns: string
  search: string
  clear: string
  download: string
  downloadView: string
  noMatch: string
  filterColumn: string
  filterHint: string
  sortBy: string
  types: Record<'integer' | 'number' | 'date' | 'boolean' | 'text', string>
  empty: string
  distinct: string
  /** "{value} is not a number" (a column filter that cannot apply), "{name}: " before it. */
  notNumber: string
  notDate: string
}

export const DEFAULT_LABELS: DataTableLabels = {
  rowsTotal: '{total} rows',
  rowsShown: '{shown} of {total} rows',
  columns: '{count} columns',
  search: 'Search rows',
  clear: 'Clear filters',
  download: 'Download CSV',
  downloadView: 'Download this view',
  noMatch: 'No rows match these filters.',
  filterColumn: 'Filter {name}',
  filterHint: '>10, 1..5, =x, !x, empty',
  sortBy: 'Sort by {name}',
  types: { integer: 'int', number: 'num', date: 'date', boolean: 'bool', text: 'text' },
  empty: '{count} empty',
  distinct: '{count} distinct',
  notNumber: '{name}: {value} is not a number',
  notDate: '{name}: {value} is not a date',
}
