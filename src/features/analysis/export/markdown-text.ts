import type { ExportT } from './export-model'

/** Tag-like text would be raw HTML in most Markdown viewers; `&lt;` shows the same character. */
export function neutralizeHtml(text: string): string {
  return text.replace(/<(?=[a-zA-Z/!?])/g, '&lt;')
}

/** Plain text on one line (headings, list items), with Markdown punctuation escaped. */
export function inline(text: string): string {
  return neutralizeHtml(text.replace(/\s+/g, ' ').trim()).replace(/([\\`*_[\]#|])/g, '\\$1')
}

export function fence(code: string, language: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((m) => m.length))
  const ticks = '`'.repeat(longest + 1)
  return `${ticks}${language}\n${code}\n${ticks}`
}

export function cell(v: string): string {
  return neutralizeHtml(v.replace(/\r?\n/g, ' ')).replace(/\|/g, '\\|')
}

export const missingMd = (t: ExportT, name: string) => `_${inline(t('missing', { name }))}_`
