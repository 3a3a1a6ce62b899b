import { Resvg } from '@resvg/resvg-js'
import type { TopLevelSpec } from 'vega-lite'
import { describe, expect, it } from 'vitest'
import { CJK_FAMILY, chartFontOptions } from './chart-fonts'
import { renderPng, renderSvg } from './render'

const barChart = (title: string, labels: string[]): TopLevelSpec => ({
  width: 200,
  height: 120,
  title,
  data: { values: labels.map((label, i) => ({ label, value: i + 1 })) },
  mark: 'bar',
  encoding: {
    y: { field: 'label', type: 'nominal', title: title },
    x: { field: 'value', type: 'quantitative' },
  },
})

/** Dark pixels of `text` drawn alone, with the given font options. */
function ink(text: string, font: ReturnType<typeof chartFontOptions>): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><text x="4" y="30" font-size="24" font-family="DejaVu Sans">${text}</text></svg>`
  const { pixels } = new Resvg(svg, { font, background: 'white' }).render()
  let dark = 0
  for (let i = 0; i < pixels.length; i += 4) if ((pixels[i] ?? 255) < 128) dark++
  return dark
}

describe('chart fonts', () => {
  it('ships a CJK font from an npm package, whatever the system has', () => {
    const font = chartFontOptions('<text>销售</text>')
    expect(font.loadSystemFonts).toBe(false)
    expect(font.fontFiles.some((f) => f.includes('@embedpdf/fonts-sc'))).toBe(true)
    // Latin-only charts skip the large CJK file when a Latin font is present.
    const latin = chartFontOptions('<text>Sales</text>')
    if (latin.defaultFontFamily === 'DejaVu Sans') {
      expect(latin.fontFiles.some((f) => f.includes('@embedpdf'))).toBe(false)
    }
  })

  it('draws distinct glyphs for Chinese text (no tofu: distinct characters look different)', () => {
    const font = chartFontOptions('中')
    const a = ink('销售额', font)
    const b = ink('地区', font)
    // Real glyphs have ink comparable to Latin text of the same size.
    expect(a).toBeGreaterThan(ink('ab', font) * 0.5)
    expect(b).toBeGreaterThan(0)
    expect(a).not.toBe(b)
    // The control: without the CJK font the same text has no usable glyphs.
    const latinOnly = { ...font, fontFiles: font.fontFiles.filter((f) => !f.endsWith('.otf')) }
    if (latinOnly.fontFiles.length) expect(ink('销售额', latinOnly)).toBeLessThan(a / 2)
  })

  it('renders a chart with Chinese labels to a PNG whose text differs from its Latin twin', async () => {
    const zh = await renderPng(barChart('按地区的销售额', ['华东', '华北', '西南']))
    const zh2 = await renderPng(barChart('按地区的利润额', ['东北', '华南', '西北']))
    const en = await renderPng(barChart('Sales by region', ['East', 'North', 'Southwest']))
    expect(Buffer.from(zh).equals(Buffer.from(zh2))).toBe(false)
    expect(Buffer.from(zh).equals(Buffer.from(en))).toBe(false)
    const svg = await renderSvg(barChart('按地区的销售额', ['华东']))
    expect(svg).toContain('华东')
    expect(CJK_FAMILY).toMatch(/Chinese/)
  })
})
