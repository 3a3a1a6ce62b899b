import { csvField as textField } from '@contract/csv-cell'
import type { Cell } from './db'

/** RFC 4180 CSV of a query result; text cells are made inert for spreadsheets (contract/csv-cell). */
export function csvField(value: Cell): string {
  if (value === null) return ''
  // A number cell is written as the number, never prefixed, whatever its sign.
  if (typeof value === 'number') return String(value)
  return textField(String(value))
}

export function toCsv(columns: string[], rows: Cell[][]): string {
  const lines = [columns.map(textField).join(',')]
  for (const row of rows) lines.push(row.map(csvField).join(','))
  return `${lines.join('\r\n')}\r\n`
}
