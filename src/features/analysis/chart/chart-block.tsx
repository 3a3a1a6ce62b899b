import { lazy, memo, Suspense, useMemo, useState } from 'react'
import { CodeBlock } from '../blocks/code-block'
import { useAnalysisT, type AnalysisKey } from '../i18n'
import { kindsFor, parseSpec, specAs, type ChartKind } from './chart-kinds'

// vega-embed and its renderer load with the first chart, not with the workspace.
const VegaChart = lazy(() => import('./vega-chart').then((m) => ({ default: m.VegaChart })))

const KIND_LABEL: Record<ChartKind, AnalysisKey> = {
  bar: 'chart.kind.bar',
  line: 'chart.kind.line',
  point: 'chart.kind.point',
  area: 'chart.kind.area',
  arc: 'chart.kind.arc',
}

/**
 * An interactive chart from a Vega-Lite spec: a switch between the kinds that fit, the chart with
 * tooltips, and the spec under a "Chart spec" disclosure. `fallback` (the PNG, when there is one)
 * is shown if the spec cannot be read or drawn.
 */
export const ChartBlock = memo(function ChartBlock({
  specText,
  name,
  fallback,
  actions,
}: {
  specText: string
  name: string
  fallback: React.ReactNode
  /** Buttons beside the caption (the PNG's download, when it is saved). */
  actions?: React.ReactNode
}) {
  const t = useAnalysisT()
  const spec = useMemo(() => parseSpec(specText), [specText])
  const kinds = useMemo(() => (spec ? kindsFor(spec) : []), [spec])
  const [kind, setKind] = useState<ChartKind | null>(null)
  const [failed, setFailed] = useState(false)
  const shown = kind ?? kinds[0] ?? null
  const drawn = useMemo(() => (spec && shown ? specAs(spec, shown) : null), [spec, shown])
  const onFailed = useMemo(() => () => setFailed(true), [])
  if (!spec || !drawn || failed) return <>{fallback}</>
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      {kinds.length > 1 && (
        <div role="group" aria-label={t('chart.kind')} className="flex flex-wrap gap-1">
          {kinds.map((k) => (
            <button
              key={k}
              type="button"
              aria-pressed={k === shown}
              onClick={() => setKind(k)}
              className={`rounded-md border px-2 py-0.5 text-xs ${
                k === shown
                  ? 'border-(--accent) bg-(--accent) text-(--accent-fg)'
                  : 'border-(--border) bg-(--surface) text-(--fg) hover:bg-(--surface-2)'
              }`}
            >
              {t(KIND_LABEL[k])}
            </button>
          ))}
        </div>
      )}
      <Suspense fallback={<p className="text-sm text-(--muted)">{t('chart.drawing')}</p>}>
        <VegaChart spec={drawn} label={t('chart.label', { name })} onFailed={onFailed} />
      </Suspense>
      <figcaption className="flex flex-wrap items-center gap-2 text-sm text-(--muted)">
        <span dir="auto" className="me-auto">
          {name}
        </span>
        {actions}
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-(--muted)">{t('chart.spec')}</summary>
        <div className="mt-2">
          <CodeBlock code={specText} language="json" />
        </div>
      </details>
    </figure>
  )
})
