import { renderAsync } from '@resvg/resvg-js'
import { existsSync } from 'node:fs'
import * as vega from 'vega'
import { compile, type TopLevelSpec } from 'vega-lite'
import { renderOnWorker } from './render-pool'

/**
 * Vega-Lite -> Vega -> SVG (no canvas) -> PNG with resvg. Fonts: a known DejaVu file when the
 * system has one (fast and stable output), else whatever the system provides (trap 14).
 */

const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
].filter((f) => existsSync(f))

export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' })
  try {
    return await view.toSVG()
  } finally {
    view.finalize()
  }
}

/**
 * Draws a chart off the event loop, on a worker thread (render-pool.ts): Vega's layout and SVG
 * writing are synchronous and took about a second per chart under load, stalling every request.
 */
export function renderPng(spec: TopLevelSpec): Promise<Uint8Array> {
  return renderOnWorker(spec)
}

/** The drawing itself, on whichever thread calls it (the pool's workers call this). */
export async function renderPngHere(spec: TopLevelSpec): Promise<Uint8Array> {
  const svg = await renderSvg(spec)
  const font = FONT_FILES.length
    ? { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' }
    : { loadSystemFonts: true }
  // Off the event loop (libuv pool), so keep-alives and other requests flow meanwhile.
  const image = await renderAsync(svg, {
    fitTo: { mode: 'zoom', value: 2 },
    font,
    background: 'white',
  })
  return new Uint8Array(image.asPng())
}
