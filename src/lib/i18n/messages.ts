/**
 * The shell's UI strings (ICU MessageFormat, see docs/i18n.md). Generated text from the services is
 * never translated; it renders with dir="auto".
 */
import type { Catalog } from './use-t'

const en = {
  'app.name': 'Parley',
  'nav.chat': 'Chat',
  'nav.analysis': 'Analysis',
  'nav.settings': 'Settings',
  'nav.main': 'Main',
  'settings.title': 'Settings',
  'settings.chatBaseUrl': 'Chat base URL',
  'settings.chatApiKey': 'Chat API key',
  'settings.jobsBaseUrl': 'Jobs base URL',
  'settings.jobsApiKey': 'Jobs API key',
  'settings.userId': 'User ID',
  'settings.language': 'Language',
  'settings.theme': 'Theme',
  'settings.baseUrlHint': 'Leave empty to use this server.',
  'settings.save': 'Save',
  'settings.saved': 'Saved',
  'settings.theme.system': 'System',
  'settings.theme.light': 'Light',
  'settings.theme.dark': 'Dark',
  'settings.urlScheme': 'Use an http:// or https:// address.',
  'settings.urlInvalid':
    'This is not a valid address. Use e.g. https://api.example.com or leave it empty for this server.',
  'storage.quota':
    'Browser storage is full, so recent changes were not saved. Delete old conversations or free up disk space.',
  'storage.unavailable':
    'This browser is not letting Parley save data (private mode or storage disabled). Changes last only until the tab closes.',
  'storage.unknown': 'Saving failed.',
  'error.pane': 'This part of Parley hit an error and stopped.',
  'error.reload': 'Reload this pane',
  // Shared components (markdown, code blocks, the data grid) speak through these.
  'code.copy': 'Copy code',
  'code.copied': 'Copied',
  'code.lines': '{count, plural, one {# line} other {# lines}}',
  'code.plain': 'text',
  'markdown.citation': 'Source {n}',
  'table.rowsTotal': '{total, plural, one {# row} other {# rows}}',
  'table.rowsShown': '{shown} of {total, plural, one {# row} other {# rows}}',
  'table.columns': '{count, plural, one {# column} other {# columns}}',
  'table.search': 'Search rows',
  'table.clear': 'Clear filters',
  'table.download': 'Download CSV',
  'table.downloadView': 'Download this view',
  'table.noMatch': 'No rows match these filters.',
  'table.filterColumn': 'Filter {name}',
  'table.filterHint': '>10, 1..5, =x, !x, empty',
  'table.sortBy': 'Sort by {name} ({type})',
  'table.type.integer': 'int',
  'table.type.number': 'num',
  'table.type.date': 'date',
  'table.type.boolean': 'bool',
  'table.type.text': 'text',
  'table.empty': '{count} empty',
  'table.distinct': '{count} distinct',
  'table.notNumber': '{name}: {value} is not a number',
  'table.notDate': '{name}: {value} is not a date',
} as const

export type MessageKey = keyof typeof en

export const shellCatalog: Catalog<MessageKey> = { id: 'shell', en }
