import { describe, expect, it } from 'vitest'
import { redactSecret, secretForms, secretScrubber } from './secret-scrubber'

const KEY = 'sk-live-0123456789abcdef'
const b64 = (text: string) => Buffer.from(text).toString('base64')

/** Feeds `text` to a scrubber in pieces of `size` bytes and returns everything it let through. */
function scrubbedInPieces(text: string, size: number): string {
  const scrub = secretScrubber(KEY)
  const bytes = Buffer.from(text)
  let out = ''
  for (let at = 0; at < bytes.length; at += size) out += scrub.push(bytes.subarray(at, at + size))
  return out + scrub.flush()
}

describe('the key scrubber', () => {
  it.each([
    ['plain', `a ${KEY} b`],
    ['upper case', `a ${KEY.toUpperCase()} b`],
    ['base64 on its own', `a ${b64(KEY)} b`],
    ['base64url', `a ${Buffer.from(KEY).toString('base64url')} b`],
    ['base64 in a Basic header (offset 1)', `Basic ${b64(`u:${KEY}`)}`],
    ['base64 in a longer value (offset 2)', `x ${b64(`ab${KEY}cd`)}`],
    ['base64 in a longer value (offset 0)', `x ${b64(`abc${KEY}d`)}`],
  ])('removes the key %s, whatever the chunk size', (_name, text) => {
    for (const size of [1, 2, 3, 7, 1000]) {
      const out = scrubbedInPieces(text, size)
      expect(out).toContain('[redacted]')
      expect(out).toBe(redactSecret(text, KEY))
      expect(out).not.toContain(KEY)
      expect(out.toUpperCase()).not.toContain(KEY.toUpperCase())
      expect(out).not.toContain(b64(KEY).slice(4, 20))
    }
  })

  it('takes the whole base64 of the key, padding included', () => {
    expect(redactSecret(`[${b64(KEY)}]`, KEY)).toBe('[[redacted]]')
  })

  it('holds back only what could start a form, and keeps split characters whole', () => {
    const scrub = secretScrubber(KEY)
    expect(scrub.push(Buffer.from('hello s'))).toBe('hello ')
    expect(scrub.push(Buffer.from('o '))).toBe('so ')
    const euro = Buffer.from('€')
    expect(scrub.push(euro.subarray(0, 1))).toBe('')
    expect(scrub.push(euro.subarray(1))).toBe('€')
    expect(scrub.flush()).toBe('')
  })

  it('leaves short derived forms alone and does nothing without a key', () => {
    expect(secretForms('')).toEqual([])
    expect(secretForms('abc')).toEqual(['abc'])
    expect(redactSecret('ABC abc', 'abc')).toBe('ABC [redacted]')
  })
})
