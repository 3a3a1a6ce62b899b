import { renderAsync } from '@resvg/resvg-js'
import * as vega from 'vega'
import { compile, type TopLevelSpec } from 'vega-lite'
import { chartFontOptions } from './chart-fonts'
import { onEveryWorker, runTask } from './worker-pool'

/**
 * Vega-Lite -> Vega -> SVG (no canvas) -> PNG with resvg. Fonts come from one helper: DejaVu for
 * Latin when present, and a CJK font shipped in an npm package (see chart-fonts.ts).
 */

export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' })
  try {
    return await view.toSVG()
  } finally {
    view.finalize()
  }
}

/**
 * Draws a chart off the event loop, on a worker thread (worker-pool.ts): Vega's layout and SVG
 * writing are synchronous and took about a second per chart under load, stalling every request.
 */
export function renderPng(spec: TopLevelSpec): Promise<Uint8Array> {
  return runTask('png', spec)
}

/** Starts the drawing workers with a one-bar chart on each, so no answer pays for loading Vega and
 * the fonts there (seconds under load), whichever worker draws its chart. */
export async function warmRender(): Promise<void> {
  await onEveryWorker('png', {
    data: { values: [{ a: 'a', b: 1 }] },
    mark: 'bar',
    encoding: { x: { field: 'a', type: 'nominal' }, y: { field: 'b', type: 'quantitative' } },
  })
}

/** The drawing itself, on whichever thread calls it (the pool's workers call this). */
export async function renderPngHere(spec: TopLevelSpec): Promise<Uint8Array> {
  const svg = await renderSvg(spec)
  const font = chartFontOptions(svg)
  // Off the event loop (libuv pool), so keep-alives and other requests flow meanwhile.
  const image = await renderAsync(svg, {
    fitTo: { mode: 'zoom', value: 2 },
    font,
    background: 'white',
  })
  return new Uint8Array(image.asPng())
}
