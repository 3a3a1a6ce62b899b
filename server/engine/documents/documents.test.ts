import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { dropDocument, indexDocument, loadDocument } from './documents'
import { makePdf } from './testing/make-documents'
import type { DocumentFile } from './types'

/** Indexing in the worker thread: written whole or not at all, and stopped past its time. */

const dir = mkdtempSync(path.join(tmpdir(), 'parley-index-'))

describe('indexing a document in its worker', () => {
  it('writes the passages and the index, which load and answer a search', async () => {
    const file = path.join(dir, 'a.pdf')
    writeFileSync(file, makePdf([['The lobby opens at seven.'], ['Parking is on level two.']]))
    const out = path.join(dir, 'a.json')
    expect(await indexDocument(file, 'pdf', out)).toEqual({
      pages: 2,
      passages: 2,
      characters: 49,
      tables: [],
    })
    expect(existsSync(`${out}.part`)).toBe(false)
    const stored = JSON.parse(readFileSync(out, 'utf8')) as DocumentFile
    expect(stored.passages.map((p) => p.page)).toEqual([1, 2])
    const { index } = await loadDocument(out)
    expect(index.search('parking').map((r) => r.id as number)).toEqual([1])
    await dropDocument(out)
    expect(existsSync(out)).toBe(false)
  }, 30_000)

  it('stops a worker past its time limit and leaves nothing behind', async () => {
    const file = path.join(dir, 'b.txt')
    writeFileSync(file, 'Some text.')
    const out = path.join(dir, 'b.json')
    await expect(indexDocument(file, 'txt', out, { timeoutMs: 1 })).rejects.toThrow(
      'Reading the document took longer than 0 s; it was stopped.',
    )
    expect(existsSync(out) || existsSync(`${out}.part`)).toBe(false)
  })

  it('refuses in plain words what the worker refused', async () => {
    const file = path.join(dir, 'c.md')
    writeFileSync(file, 'word '.repeat(500))
    await expect(
      indexDocument(file, 'md', path.join(dir, 'c.json'), { maxChars: 100 }),
    ).rejects.toThrow(
      'The document has more than 100 characters of text; split it into smaller files.',
    )
  })
})
