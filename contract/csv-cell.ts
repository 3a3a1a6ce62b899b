/**
 * Every CSV Parley writes (TABLE artifacts on the server, downloads built in the browser) passes
 * its cells through here. A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage
 * return ahead of one) as a formula, so such text gets a leading apostrophe and is shown as text.
 * Plain numbers, negative ones included, are left alone: they are data, not formulas.
 */

const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/

export function inertCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text
}

/** One RFC 4180 field: quoted when it holds a comma, quote or line break, or edge spaces. */
export function csvField(text: string): string {
  const safe = inertCell(text)
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function csvLines(names: string[], rows: Iterable<string[]>): string {
  const lines = [names.map(csvField).join(',')]
  for (const row of rows) lines.push(row.map(csvField).join(','))
  return `${lines.join('\r\n')}\r\n`
}
