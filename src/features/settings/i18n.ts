import { defineCatalog, useCatalog, type Catalog } from '@/lib/i18n/use-t'

/** Settings' own strings (the field labels stay in the shell's catalog, where tests find them). */
const en = {
  chatService: 'Chat service',
  jobsService: 'Jobs service',
  testConnection: 'Test connection',
  testing: 'Testing…',
  chatOk: 'Connected. Models found: {count}.',
  jobsOk: 'Connected. Datasets found: {count}.',
  chatKeyRefused:
    'The chat service did not accept the API key. Check "Chat API key" and that it belongs to this service.',
  jobsKeyRefused:
    'The jobs service did not accept the API key. Check "Jobs API key" and that it belongs to this service.',
  unreachable:
    'Could not reach the service. Check the base URL, and that the service is running and allows this page to call it.',
  notFound:
    'The service answered "not found". Check the base URL: it should end before /v1 or /v2.',
  failed: 'The service answered with an error.',
  detail: 'The service said:',
  notSavedYet: 'Tested with the values above; press Save to use them.',
}
export type SettingsKey = keyof typeof en

export const settingsCatalog: Catalog<SettingsKey> = defineCatalog('settings', en)
export const useSettingsT = () => useCatalog(settingsCatalog)
