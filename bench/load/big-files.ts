/** The big inputs the load bench uploads, generated once in the temp dir and reused by later runs. */
import { createWriteStream, existsSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const UPLOAD_BYTES = 300 * 1024 * 1024
export const WORKBOOK_ROWS = 200_000

/** A 300 MB CSV in the temp dir, written once and reused by later runs. */
export async function bigCsv(): Promise<string> {
  const file = path.join(tmpdir(), `parley-load-${UPLOAD_BYTES}.csv`)
  if (existsSync(file) && statSync(file).size === UPLOAD_BYTES) return file
  const out = createWriteStream(`${file}.part`)
  const header = 'id,city,amount,note\n'
  const rows = Array.from(
    { length: 16384 },
    (_, i) => `${i},City ${i % 97},${(i * 7) % 1000}.25,row ${i}\n`,
  ).join('')
  let written = 0
  const write = (text: string) =>
    out.write(text) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r()))
  await write(header)
  written += header.length
  // Whole rows, then one last row padded so the file has exactly its size.
  while (UPLOAD_BYTES - written > rows.length) {
    await write(rows)
    written += rows.length
  }
  const left = UPLOAD_BYTES - written
  const fit = rows.slice(0, rows.lastIndexOf('\n', left - 30) + 1)
  const last = `0,City 0,0,${'x'.repeat(left - fit.length - 12)}\n`
  await write(fit + last)
  await new Promise<void>((r) => out.end(() => r()))
  rmSync(file, { force: true })
  const { renameSync } = await import('node:fs')
  renameSync(`${file}.part`, file)
  return file
}

/** A workbook of one sheet, written once by ExcelJS's streaming writer and reused. */
export async function bigWorkbook(): Promise<string> {
  const file = path.join(tmpdir(), `parley-load-${WORKBOOK_ROWS}.xlsx`)
  if (existsSync(file)) return file
  const { default: Excel } = await import('exceljs')
  const book = new Excel.stream.xlsx.WorkbookWriter({
    filename: `${file}.part`,
    useSharedStrings: true,
  })
  const sheet = book.addWorksheet('Sales')
  sheet.addRow(['id', 'city', 'amount', 'day', 'paid']).commit()
  for (let i = 0; i < WORKBOOK_ROWS; i++)
    sheet
      .addRow([
        i,
        `City ${i % 97}`,
        (i * 7) % 1000,
        new Date(Date.UTC(2024, 0, 1 + (i % 365))),
        i % 2 === 0,
      ])
      .commit()
  await book.commit()
  const { renameSync } = await import('node:fs')
  renameSync(`${file}.part`, file)
  return file
}
