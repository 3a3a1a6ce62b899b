import type { TableData } from './table-model'

/** A cell's horizontal padding (px-2 on both sides). */
const PAD = 16

interface ColumnLayout {
  widths: number[]
  /**
   * Per column, the longest text that surely fits without clipping. Only longer cells, and cells
   * with characters other than printable ASCII, clip with an ellipsis: a clip on every cell made
   * each scrolled frame about 2 ms slower to lay out and paint.
   */
  fits: number[]
}

/** The table's text size (text-sm) in the page's font. */
const FONT = '14px system-ui, sans-serif'

/**
 * Measures text with a canvas in the page's font: no layout involved. Null where there is no
 * canvas (tests); widths are then estimated and every cell may clip.
 */
function measurer(): ((text: string) => number) | null {
  if (typeof document === 'undefined') return null
  let ctx: CanvasRenderingContext2D | null = null
  try {
    ctx = document.createElement('canvas').getContext('2d')
  } catch {
    return null
  }
  if (!ctx) return null
  const family = getComputedStyle(document.body).fontFamily
  ctx.font = family ? `14px ${family}` : FONT
  const c = ctx
  return (text) => c.measureText(text).width
}

const ASCII = /^[\x20-\x7e]*$/

/**
 * Column widths from the header and the first 200 rows as shown (numbers formatted), at most
 * 360 px: wide enough for every sampled value.
 */
export function columnLayout(
  data: TableData,
  formats: ((text: string) => string)[],
  measure: ((text: string) => number) | null = measurer(),
): ColumnLayout {
  const sample = data.rows.slice(0, 200)
  const widths: number[] = []
  const fits: number[] = []
  data.columns.forEach((c, i) => {
    // The header holds the name, a type badge and the sort mark.
    const header = Math.min(260, Math.round(c.name.length * 8.5) + 76)
    const shown = sample.map((r) => formats[i]?.(r[i] ?? '') ?? r[i] ?? '')
    const longest = shown.reduce((m, s) => Math.max(m, s.length), 0)
    if (!measure) {
      widths.push(Math.min(360, Math.max(88, header, Math.round(longest * 7.5) + 24)))
      fits.push(0)
      return
    }
    const measured = shown
      .filter((s) => s && ASCII.test(s))
      .map((s) => ({ n: s.length, w: measure(s) }))
    const widest = Math.max(0, ...measured.map((m) => m.w))
    const width = Math.min(360, Math.max(88, header, Math.ceil(widest) + PAD + 8))
    widths.push(width)
    // What surely fits: as many characters as the longest sampled value that fits (the 8 px of
    // slack absorb a later value of that length with wider letters), or as many as fit at the
    // sample's widest character on average, plus a quarter.
    const perChar = Math.max(0, ...measured.map((m) => m.w / m.n))
    const byChar = perChar ? Math.floor((width - PAD) / (perChar * 1.25)) : 0
    const sampled = Math.max(0, ...measured.filter((m) => m.w <= width - PAD).map((m) => m.n))
    fits.push(Math.max(byChar, sampled))
  })
  return { widths, fits }
}

/** Whether a cell must clip: longer than what surely fits, or not plain ASCII. */
export function mayOverflow(text: string, fits: number): boolean {
  return text.length > fits || !ASCII.test(text)
}
