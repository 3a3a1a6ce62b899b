import { DocumentError, type ExtractBounds, type TextBlock } from './types'

/** Gathers an extractor's blocks and refuses a document past its bounds as soon as it is. */
export class Blocks {
  readonly list: TextBlock[] = []
  private chars = 0

  constructor(private readonly bounds: ExtractBounds) {}

  add(text: string, page: number | null, heading: string[]): void {
    const clean = text
      .replace(/\p{Cc}/gu, (c) => (c === '\n' ? c : ' '))
      .replace(/[ \t\u00a0]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .trim()
    if (!clean) return
    this.chars += clean.length
    if (this.chars > this.bounds.maxChars)
      throw new DocumentError(
        `The document has more than ${this.bounds.maxChars.toLocaleString('en-US')} characters of text; split it into smaller files.`,
      )
    this.list.push({ text: clean, page, heading: [...heading] })
  }

  get characters(): number {
    return this.chars
  }

  /** Too many pages (or slides) is refused before any is read. */
  static checkPages(pages: number, bounds: ExtractBounds, unit = 'pages'): void {
    if (pages > bounds.maxPages)
      throw new DocumentError(
        `The document has ${pages.toLocaleString('en-US')} ${unit}; at most ${bounds.maxPages.toLocaleString('en-US')} can be read.`,
      )
  }
}
