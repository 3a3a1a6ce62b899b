import { withStorage } from '@/lib/storage/db'

/** Field names follow docs/architecture.md ("Chat base URL", "Chat API key", "Jobs base URL", ...). */
export interface Settings {
  /** Empty means "this server" (the local stand-in or its gateway). */
  chatBaseUrl: string
  chatApiKey: string
  jobsBaseUrl: string
  jobsApiKey: string
  userId: string
  language: Language
  theme: Theme
}

/**
 * The UI languages (BCP 47), the job service's 17 output languages. English ships with the app;
 * the others are loaded when chosen (docs/i18n.md).
 */
export const LANGUAGES = [
  'en',
  'es',
  'ar',
  'pt',
  'id',
  'ja',
  'ru',
  'hi',
  'fr',
  'de',
  'vi',
  'tr',
  'pl',
  'it',
  'ko',
  'zh-CN',
  'zh-TW',
] as const
export type Language = (typeof LANGUAGES)[number]
export const THEMES = ['system', 'light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

/** The local server's default key (PARLEY_API_KEYS unset); the server prints the key it accepts. */
const LOCAL_DEFAULT_KEY = 'sk-parley-local'

export const DEFAULT_SETTINGS: Settings = {
  chatBaseUrl: '',
  chatApiKey: LOCAL_DEFAULT_KEY,
  jobsBaseUrl: '',
  jobsApiKey: LOCAL_DEFAULT_KEY,
  userId: 'tmm-local-user',
  language: 'en',
  theme: 'system',
}

const SETTINGS_KEY = 'settings'

function normalizeSettings(raw: unknown): Settings {
  const s = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof Settings, unknown>>
  const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback)
  return {
    chatBaseUrl: str(s.chatBaseUrl, DEFAULT_SETTINGS.chatBaseUrl),
    chatApiKey: str(s.chatApiKey, DEFAULT_SETTINGS.chatApiKey),
    jobsBaseUrl: str(s.jobsBaseUrl, DEFAULT_SETTINGS.jobsBaseUrl),
    jobsApiKey: str(s.jobsApiKey, DEFAULT_SETTINGS.jobsApiKey),
    userId: str(s.userId, DEFAULT_SETTINGS.userId),
    language: (LANGUAGES as readonly unknown[]).includes(s.language)
      ? (s.language as Language)
      : DEFAULT_SETTINGS.language,
    theme: (THEMES as readonly unknown[]).includes(s.theme)
      ? (s.theme as Theme)
      : DEFAULT_SETTINGS.theme,
  }
}

export async function loadSettings(): Promise<Settings> {
  return normalizeSettings(await withStorage((db) => db.get('settings', SETTINGS_KEY)))
}

export async function saveSettings(settings: Settings): Promise<void> {
  await withStorage((db) => db.put('settings', settings, SETTINGS_KEY))
}

/** A base URL is empty ("this server") or an absolute http(s) URL; else which problem it has. */
export function checkBaseUrl(value: string): 'scheme' | 'invalid' | null {
  if (!value.trim()) return null
  try {
    const url = new URL(value)
    return url.protocol !== 'http:' && url.protocol !== 'https:' ? 'scheme' : null
  } catch {
    return 'invalid'
  }
}
