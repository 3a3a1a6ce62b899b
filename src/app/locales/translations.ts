import type { AnalysisKey } from '@/features/analysis/i18n'
import type { ColumnsKey } from '@/features/analysis/columns/i18n'
import type { ExportKey } from '@/features/analysis/export/i18n'
import type { AttachmentKey } from '@/features/chat/attachments/i18n'
import type { ChatKey } from '@/features/chat/i18n'
import type { ChatFileKey } from '@/features/chat/storage/i18n'
import type { SettingsKey } from '@/features/settings/i18n'
import type { ErrorDetailKey } from '@/lib/http/i18n'
import type { MessageKey } from '@/lib/i18n/messages'
import type { Language } from '@/lib/settings/settings'
import { setTranslationsLoader, type LanguageStrings } from '@/lib/i18n/translations'

/**
 * One language's strings for every catalog of the app, by catalog id (the `id` each catalog is
 * defined with). Each language is a file of this folder, `<language>.ts`, exporting a
 * `Translations` as default: the compiler rejects a missing or unknown key, and the app loads the
 * file (its own chunk) only when the language is chosen.
 */
export interface Translations {
  shell: Record<MessageKey, string>
  errors: Record<ErrorDetailKey, string>
  chat: Record<ChatKey, string>
  chatFile: Record<ChatFileKey, string>
  chatAttachments: Record<AttachmentKey, string>
  analysis: Record<AnalysisKey, string>
  columns: Record<ColumnsKey, string>
  export: Record<ExportKey, string>
  settings: Record<SettingsKey, string>
}

type OtherLanguage = Exclude<Language, 'en'>

/** The language files, each a dynamic import (one chunk per language). */
const files = import.meta.glob<{ default: Translations }>(['./*.ts', '!./translations.ts'])

/** Where each language's chunk is; a language without a file stays English. */
export function installTranslations(): void {
  setTranslationsLoader(async (language: OtherLanguage): Promise<LanguageStrings> => {
    const load = files[`./${language}.ts`]
    if (!load) throw new Error(`No strings for ${language}`)
    return (await load()).default as unknown as LanguageStrings
  })
}
