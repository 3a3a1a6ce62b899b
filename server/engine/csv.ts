import type { Cell } from './db'

/** RFC 4180 CSV: fields with commas, quotes, line breaks or edge spaces are quoted. */
export function csvField(value: Cell): string {
  if (value === null) return ''
  const text = String(value)
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(columns: string[], rows: Cell[][]): string {
  const lines = [columns.map(csvField).join(',')]
  for (const row of rows) lines.push(row.map(csvField).join(','))
  return `${lines.join('\r\n')}\r\n`
}
