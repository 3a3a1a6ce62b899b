import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatMessage } from './message-format'

// The first screen formats ~100 messages; each used to resolve its locale through
// Intl.NumberFormat.supportedLocalesOf (~20 ms for the first call in Chromium, then each again).
describe('formatMessage cost', () => {
  afterEach(() => vi.restoreAllMocks())

  it('never searches the supported locales for the fixed tags of the app', () => {
    const resolve = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf')
    for (let i = 0; i < 20; i++) formatMessage('pl', `Wiadomość ${i}: {n} z {total}`, { n: i })
    expect(resolve).not.toHaveBeenCalled()
    expect(
      formatMessage('pl', '{n, plural, one {# plik} few {# pliki} other {# plików}}', { n: 3 }),
    ).toBe('3 pliki')
  })

  it('shows a message with no argument as written, without parsing it', () => {
    const resolve = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf')
    expect(formatMessage('ko', '대화 <새로 만들기> # 1', {})).toBe('대화 <새로 만들기> # 1')
    expect(resolve).not.toHaveBeenCalled()
  })

  it('still reads ICU quoting: two apostrophes are one', () => {
    expect(formatMessage('fr', "Aujourd''hui", {})).toBe("Aujourd'hui")
    expect(formatMessage('en', "'{literal}' and {n}", { n: 2 })).toBe('{literal} and 2')
  })
})
