import type { VegaLiteSpec } from './chart-kinds'

/**
 * The chart's look from the page's own palette (the CSS variables of the current theme), sized
 * for the space it has: labels never below 11 px, label room shrinking on narrow screens.
 */

interface Palette {
  fg: string
  muted: string
  border: string
  accent: string
  dark: boolean
}

export const LIGHT: Palette = {
  fg: '#1b1f24',
  muted: '#59616d',
  border: '#d5d9e0',
  accent: '#2f5bd3',
  dark: false,
}
const DARK: Palette = {
  fg: '#e7eaee',
  muted: '#a3acb8',
  border: '#363d48',
  accent: '#7ea2ff',
  dark: true,
}

/** The palette the page shows now (reads the CSS variables, falling back to the defaults). */
export function pagePalette(root: HTMLElement = document.documentElement): Palette {
  const dark = root.classList.contains('dark')
  const base = dark ? DARK : LIGHT
  const style = getComputedStyle(root)
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
  return {
    dark,
    fg: read('--fg', base.fg),
    muted: read('--muted', base.muted),
    border: read('--border', base.border),
    accent: read('--accent', base.accent),
  }
}

const LABEL_PX = 11
const TITLE_PX = 12

/** The spec, themed and fitted to `width` px (the container), keeping its data and encoding. */
export function themedSpec(spec: VegaLiteSpec, palette: Palette, width: number): VegaLiteSpec {
  const narrow = width < 480
  const axis = {
    labelFontSize: LABEL_PX,
    titleFontSize: TITLE_PX,
    labelColor: palette.muted,
    titleColor: palette.fg,
    domainColor: palette.border,
    tickColor: palette.border,
    gridColor: palette.border,
    gridOpacity: palette.dark ? 0.5 : 0.8,
    labelLimit: Math.round(Math.max(70, Math.min(180, width * 0.3))),
    titleLimit: Math.max(120, width - 40),
  }
  const { width: _w, height, config: _config, ...rest } = spec
  return {
    ...rest,
    // A number, not "container": the component redraws on resize itself (vega-embed's own
    // container sizing fed back into our ResizeObserver and redrew in a loop).
    width,
    height: typeof height === 'number' ? Math.min(height, narrow ? 260 : height) : 320,
    autosize: { type: 'fit', contains: 'padding' },
    background: 'transparent',
    config: {
      // Vega writes ARIA words of its own, English only ("X-axis titled … for a discrete scale"):
      // marks, axes and legends are hidden from assistive tech, and the drawing is one image
      // named in the UI language (vega-chart.tsx); the table beside it has the numbers.
      aria: false,
      font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", sans-serif',
      axis,
      legend: {
        labelFontSize: LABEL_PX,
        titleFontSize: TITLE_PX,
        labelColor: palette.muted,
        titleColor: palette.fg,
        orient: narrow ? 'bottom' : 'right',
        labelLimit: narrow ? 120 : 180,
      },
      title: {
        fontSize: narrow ? 13 : 14,
        color: palette.fg,
        anchor: 'start',
        limit: Math.max(120, width - 16),
      },
      view: { stroke: null },
      mark: { color: palette.accent },
      range: { category: { scheme: 'tableau10' } },
      arc: { stroke: palette.dark ? '#1a1e24' : '#ffffff' },
    },
  }
}
