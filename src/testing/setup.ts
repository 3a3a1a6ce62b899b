import '@testing-library/jest-dom/vitest'
import type { Language } from '@/lib/settings/settings'
import { registerTranslations, type LanguageStrings } from '@/lib/i18n/translations'

// Every language's strings at once, so unit tests can render and export in any language without
// waiting for a chunk (the app loads them lazily; src/lib/i18n/translations.test.ts tests that).
const files = import.meta.glob<{ default: LanguageStrings }>(
  ['/src/app/locales/*.ts', '!/src/app/locales/translations.ts'],
  { eager: true },
)
for (const [file, module] of Object.entries(files)) {
  registerTranslations(/([\w-]+)\.ts$/.exec(file)![1] as Language, module.default)
}
