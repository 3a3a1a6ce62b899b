import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Translations from './translations'

// A fresh copy of the module per test: the shared one already holds every language (test setup).
let t: typeof Translations
beforeEach(async () => {
  vi.resetModules()
  t = await import('./translations')
})

const ja = { shell: { 'nav.chat': 'チャット' } }

describe('lazily loaded languages', () => {
  it('keeps English ready and a language unready until its strings arrive', async () => {
    let arrive!: (strings: typeof ja) => void
    t.setTranslationsLoader(() => new Promise((resolve) => (arrive = resolve)))
    const seen = vi.fn()
    t.subscribeTranslations(seen)
    expect(t.isLanguageReady('en')).toBe(true)
    const loading = t.loadLanguage('ja')
    expect(t.isLanguageReady('ja')).toBe(false)
    expect(t.translationsOf('ja')).toBeUndefined()
    arrive(ja)
    await expect(loading).resolves.toBe(true)
    expect(t.isLanguageReady('ja')).toBe(true)
    expect(t.translationsOf('ja')?.shell?.['nav.chat']).toBe('チャット')
    expect(seen).toHaveBeenCalled()
  })

  it('loads a language once however many ask', async () => {
    const loader = vi.fn(() => Promise.resolve(ja))
    t.setTranslationsLoader(loader)
    await Promise.all([t.loadLanguage('ja'), t.loadLanguage('ja'), t.loadLanguage('ja')])
    await t.loadLanguage('ja')
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('stays English when a chunk fails to load, and tries again next time', async () => {
    const loader = vi
      .fn<() => Promise<typeof ja>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(ja)
    t.setTranslationsLoader(loader)
    await expect(t.loadLanguage('ja')).resolves.toBe(false)
    expect(t.isLanguageReady('ja')).toBe(false)
    await expect(t.loadLanguage('ja')).resolves.toBe(true)
    expect(t.isLanguageReady('ja')).toBe(true)
  })

  it('stays English without a loader', async () => {
    await expect(t.loadLanguage('ko')).resolves.toBe(false)
    expect(t.isLanguageReady('ko')).toBe(false)
  })
})
