import { create } from 'zustand'
import { loadLanguage } from '@/lib/i18n/translations'
import { storageProblem, type StorageProblem } from '@/lib/storage/db'
import { DEFAULT_SETTINGS, loadSettings, saveSettings, type Settings } from './settings'

interface SettingsState {
  settings: Settings
  loaded: boolean
  /** A storage failure, shown in Settings rather than swallowed. */
  error: StorageProblem | null
  actions: {
    appStarted: () => Promise<void>
    settingsChanged: (patch: Partial<Settings>) => Promise<void>
  }
}

/** How long the first screen waits for the chosen language's strings. */
const FIRST_SCREEN_WAIT_MS = 1500
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('parley-settings')

const useSettingsStore = create<SettingsState>()((set, get) => ({
  settings: DEFAULT_SETTINGS,
  loaded: false,
  error: null,
  actions: {
    async appStarted() {
      try {
        const settings = await loadSettings()
        // The first screen in the chosen language, not English then a switch (unless the
        // language's strings are slow: then English first, and the switch when they arrive).
        await Promise.race([loadLanguage(settings.language), delay(FIRST_SCREEN_WAIT_MS)])
        set({ settings, loaded: true, error: null })
      } catch (err) {
        set({ loaded: true, error: storageProblem(err) })
      }
    },
    async settingsChanged(patch) {
      const settings = { ...get().settings, ...patch }
      set({ settings })
      try {
        await saveSettings(settings)
        set({ error: null })
        channel?.postMessage(settings)
      } catch (err) {
        set({ error: storageProblem(err) })
      }
    },
  },
}))

// Another tab changed settings: adopt them so both tabs talk to the same services.
channel?.addEventListener('message', (e: MessageEvent<Settings>) =>
  useSettingsStore.setState({ settings: e.data }),
)

export const useSettings = () => useSettingsStore((s) => s.settings)
export const useSetting = <K extends keyof Settings>(key: K) =>
  useSettingsStore((s) => s.settings[key])
export const useSettingsStatus = () => useSettingsStore((s) => s.error)
export const useSettingsLoaded = () => useSettingsStore((s) => s.loaded)
export const useSettingsActions = () => useSettingsStore((s) => s.actions)
/** For non-React callers (API modules read the connection at call time). */
export const getSettings = () => useSettingsStore.getState().settings
