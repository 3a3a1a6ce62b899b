import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { utf8Copy } from './csv-utf16'

const dir = mkdtempSync(path.join(tmpdir(), 'parley-utf16-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('UTF-16 to UTF-8 copy', () => {
  it('transcodes both byte orders, keeping a surrogate pair split between two reads', async () => {
    // The BOM and 32,766 letters fill 65,534 bytes: the emoji's two halves straddle the first
    // 64 KiB read.
    const text = `${'a'.repeat(32_766)}😀,ü\n東京,1\n`
    const le = Buffer.from(`\uFEFF${text}`, 'utf16le')
    for (const [name, bytes] of [
      ['le.csv', le],
      ['be.csv', Buffer.from(le).swap16()],
    ] as const) {
      const file = path.join(dir, name)
      writeFileSync(file, bytes)
      const copy = await utf8Copy(file)
      expect(copy).toBe(`${file}.utf-8`)
      expect(readFileSync(copy, 'utf8')).toBe(text)
    }
  })
})
