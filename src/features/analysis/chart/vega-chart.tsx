import { useEffect, useRef, useState } from 'react'
import { useLanguage } from '@/lib/i18n/use-language'
import { useAnalysisT } from '../i18n'
import { chartLocale } from './chart-locale'
import type { VegaLiteSpec } from './chart-kinds'
import { pagePalette, themedSpec } from './chart-theme'
import { usePageDark } from './use-page-theme'

type DrawState = 'drawing' | 'ready' | 'failed'

/** Rounds the width so small resizes (a scrollbar appearing) do not redraw. */
const step = (w: number) => Math.max(200, Math.floor(w / 16) * 16)

/**
 * The chart drawn by vega-embed (SVG, with tooltips), loaded on first use so vega stays out of
 * the initial bundle. Redraws when the spec, the theme or the available width changes.
 */
export function VegaChart({
  spec,
  label,
  onFailed,
}: {
  spec: VegaLiteSpec
  label: string
  onFailed?: () => void
}) {
  const t = useAnalysisT()
  const box = useRef<HTMLDivElement>(null)
  const target = useRef<HTMLDivElement>(null)
  const dark = usePageDark()
  const language = useLanguage()
  const [width, setWidth] = useState(0)
  const [state, setState] = useState<DrawState>('drawing')
  const [drawnTheme, setDrawnTheme] = useState<'light' | 'dark' | null>(null)

  useEffect(() => {
    const el = box.current
    if (!el) return
    setWidth(step(el.clientWidth))
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(step(entry.contentRect.width))
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const el = target.current
    if (!el || !width) return
    let finalize: (() => void) | null = null
    let cancelled = false
    setState('drawing')
    const palette = pagePalette()
    void Promise.all([import('vega-embed'), import('vega-interpreter')])
      .then(async ([{ default: embed }, { expressionInterpreter }]) => {
        if (cancelled) return
        const result = await embed(
          el,
          { ...themedSpec(spec, palette, width), description: label },
          {
            // The page's CSP forbids eval: vega interprets its expressions instead of compiling them.
            ast: true,
            expr: expressionInterpreter,
            renderer: 'svg',
            actions: false,
            tooltip: { theme: palette.dark ? 'dark' : 'light' },
            // Axis ticks and tooltips in the app's language ("1月 2020", not "Jan 2020").
            ...chartLocale(language),
          },
        )
        if (cancelled) {
          result.finalize()
          return
        }
        finalize = result.finalize
        // Vega marks its container as an English "visualization" document: one image instead,
        // described in the UI language (its aria-label is the spec's description, `label`).
        el.setAttribute('role', 'img')
        el.setAttribute('aria-roledescription', t('chart.roleDescription'))
        // The drawing is data (values, column names: not for translation), and is hidden from
        // assistive tech with whatever Vega still writes in it (its root group's "group mark
        // container"); the image's name stands for it.
        const svg = el.querySelector('svg')
        svg?.setAttribute('translate', 'no')
        svg?.setAttribute('aria-hidden', 'true')
        setDrawnTheme(palette.dark ? 'dark' : 'light')
        setState('ready')
      })
      .catch(() => {
        if (cancelled) return
        setState('failed')
        onFailed?.()
      })
    return () => {
      cancelled = true
      finalize?.()
    }
  }, [spec, width, dark, onFailed, label, t, language])

  return (
    <div ref={box} className="w-full min-w-0 overflow-hidden">
      {state === 'drawing' && !drawnTheme && (
        <p className="text-sm text-(--muted)">{t('chart.drawing')}</p>
      )}
      {state === 'failed' && (
        <p role="alert" className="text-sm text-(--danger)">
          {t('chart.failed')}
        </p>
      )}
      {/* vega-embed takes over the element it draws into (role, label): the figure wraps it. */}
      <div
        role="figure"
        aria-label={label}
        data-chart-theme={drawnTheme ?? undefined}
        data-chart-state={state}
      >
        <div ref={target} className="w-full" />
      </div>
    </div>
  )
}
