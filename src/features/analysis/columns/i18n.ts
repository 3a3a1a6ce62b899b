import { defineCatalog, useCatalog, type Catalog, type TranslateFn } from '@/lib/i18n/use-t'

/**
 * The words of the Columns view and of teaching a word from a reply (docs/i18n.md). Column
 * names, values and the engine's own phrases are data: they are never in this catalog.
 */
const en = {
  'columns.open': 'Columns',
  'columns.title': 'Columns',
  'columns.intro':
    'How questions about this dataset are read. Add the words people use for a column, its unit or its role; new questions use them.',
  'columns.loading': 'Reading the columns…',
  'columns.loadError': 'The columns could not be loaded: {message}',
  'columns.empty': 'This dataset has no ready data source yet.',
  'columns.find': 'Find a column',
  'columns.none': 'No column matches.',
  'columns.header.column': 'Column',
  'columns.header.plain': 'Read as',
  'columns.header.words': 'Words for it',
  'columns.header.unit': 'Unit',
  'columns.header.role': 'Role',
  'columns.words': 'Words for {column}',
  'columns.wordsHint': 'Separate words with commas.',
  'columns.alsoKnown': 'Also understood:',
  'columns.unit': 'Unit of {column}',
  'columns.role': 'Role of {column}',
  'columns.role.auto': 'Automatic: {role}',
  'columns.role.measure': 'measure',
  'columns.role.label': 'label (numbers that name things)',
  'columns.role.dimension': 'category',
  'columns.role.id': 'identifier',
  'columns.role.time': 'time',
  'columns.role.none': 'not used',
  'columns.save': 'Save',
  'columns.saving': 'Saving…',
  'columns.saved': 'Saved. New questions use these words.',
  'columns.undo': 'Undo changes',
  'columns.close': 'Close',
  'columns.saveError': 'Saving failed: {message}',
  'columns.tooManyWords': '{column}: at most {max, plural, one {# word} other {# words}}.',
  'columns.wordTooLong':
    '{column}: a word has at most {max, plural, one {# character} other {# characters}}.',
  'columns.unitTooLong':
    '{column}: a unit has at most {max, plural, one {# character} other {# characters}}.',
  'teach.title': 'Teach a word',
  'teach.ask': 'What does “{word}” mean here?',
  'teach.column': 'It names the column',
  'teach.chooseColumn': 'Choose a column',
  'teach.value': 'Or one of its values',
  'teach.wholeColumn': 'The column itself',
  'teach.submit': 'Teach and ask again',
  'teach.sending': 'Teaching…',
  'teach.cancel': 'Cancel',
  'teach.error': 'Teaching failed: {message}',
  'teach.loading': 'Reading the columns…',
  'teach.loadError': 'The columns could not be loaded: {message}',
  'readings.title': 'Readings',
  'readings.hint':
    'Pick what the words mean: the dataset learns it, and the question is asked that way.',
  'readings.column': '“{phrase}” = {column}',
  'readings.value': '“{phrase}” = {column} = {value}',
  'readings.none': 'None of these',
} as const

export type ColumnsKey = keyof typeof en

export const columnsCatalog: Catalog<ColumnsKey> = defineCatalog('columns', en)

export type ColumnsTranslate = TranslateFn<ColumnsKey>

/** t(key, values) for the Columns view and teaching, in the UI language. */
export const useColumnsT = (): ColumnsTranslate => useCatalog(columnsCatalog)
