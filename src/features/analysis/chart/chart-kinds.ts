/**
 * Which chart kinds fit a Vega-Lite spec, and the spec redrawn as one of them (pure). The engine
 * sends one spec with its data inline; the analyst may switch between the kinds that fit:
 * bars for categories and any single row, lines and areas only along an ordered axis with two
 * or more points, points always, and an arc (pie) for a few non-negative parts of one whole.
 */

export type ChartKind = 'bar' | 'line' | 'point' | 'area' | 'arc'
const CHART_KINDS: readonly ChartKind[] = ['bar', 'line', 'point', 'area', 'arc']

type Obj = Record<string, unknown>
export type VegaLiteSpec = Obj

interface Channel extends Obj {
  field?: string
  type?: string
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const MAX_ARC_PARTS = 12

/**
 * Parses a CODE block's text; null when it is not a single-view spec with inline data. Images and
 * links are refused, so drawing a spec never loads or opens a URL the service chose.
 */
export function parseSpec(text: string): VegaLiteSpec | null {
  try {
    const spec: unknown = JSON.parse(text)
    if (!isObj(spec) || !isObj(spec.encoding) || spec.mark === undefined) return null
    if (!isObj(spec.data) || !Array.isArray(spec.data.values)) return null
    if (markType(spec) === 'image' || 'href' in spec.encoding || 'url' in spec.encoding) return null
    return spec
  } catch {
    return null
  }
}

function markType(spec: VegaLiteSpec): string {
  const mark = spec.mark
  return typeof mark === 'string'
    ? mark
    : isObj(mark) && typeof mark.type === 'string'
      ? mark.type
      : ''
}

function rows(spec: VegaLiteSpec): Obj[] {
  const data = spec.data
  return isObj(data) && Array.isArray(data.values) ? data.values.filter(isObj) : []
}

/** The measure and the dimension: the quantitative channel and the other positional one. */
function axes(spec: VegaLiteSpec): { measure: 'x' | 'y'; dim: 'x' | 'y' } | null {
  const enc = spec.encoding as Obj
  const x = enc.x as Channel | undefined
  const y = enc.y as Channel | undefined
  if (!x || !y || x.bin || y.bin) return null
  if (y.type === 'quantitative' && x.type !== 'quantitative') return { measure: 'y', dim: 'x' }
  if (x.type === 'quantitative' && y.type !== 'quantitative') return { measure: 'x', dim: 'y' }
  return null
}

/** The kinds this spec can be drawn as, its own kind first. */
export function kindsFor(spec: VegaLiteSpec): ChartKind[] {
  const own = ownKind(spec)
  const enc = spec.encoding as Obj
  const n = rows(spec).length
  const a = axes(spec)
  const kinds = new Set<ChartKind>(own ? [own] : [])
  if (!a) {
    // Histograms (binned) read as bars, areas or lines; scatter plots only as points.
    const binned = (enc.x as Channel | undefined)?.bin !== undefined
    if (binned) ['bar', 'area', 'line'].forEach((k) => kinds.add(k as ChartKind))
    else kinds.add('point')
    return CHART_KINDS.filter((k) => kinds.has(k))
  }
  const dim = enc[a.dim] as Channel
  const ordered = dim.type === 'temporal' || dim.type === 'ordinal'
  kinds.add('bar')
  kinds.add('point')
  if (ordered && n >= 2) {
    kinds.add('line')
    kinds.add('area')
  }
  const measure = enc[a.measure] as Channel
  const parts = rows(spec)
  const nonNegative = parts.every((r) => Number(r[unescape(measure.field)] ?? 0) >= 0)
  if (!ordered && !enc.color && n >= 2 && n <= MAX_ARC_PARTS && nonNegative) kinds.add('arc')
  if (n < 2) {
    kinds.delete('line')
    kinds.delete('area')
  }
  return CHART_KINDS.filter((k) => kinds.has(k))
}

function ownKind(spec: VegaLiteSpec): ChartKind | null {
  const m = markType(spec)
  return (CHART_KINDS as readonly string[]).includes(m) ? (m as ChartKind) : null
}

/** Vega field names escape dots and brackets; data keys do not. */
const unescape = (field: string | undefined) => (field ?? '').replace(/\\(.)/g, '$1')

/** The spec drawn as `kind`, with tooltips on every mark. */
export function specAs(spec: VegaLiteSpec, kind: ChartKind): VegaLiteSpec {
  const enc = spec.encoding as Obj
  const baseMark = isObj(spec.mark) ? spec.mark : { type: markType(spec) }
  if (kind === markType(spec) || !axes(spec)) {
    return { ...spec, mark: { ...baseMark, type: kind, tooltip: true } }
  }
  const a = axes(spec)!
  const measure = enc[a.measure] as Channel
  const dim = enc[a.dim] as Channel
  if (kind === 'arc') {
    return {
      ...spec,
      mark: { type: 'arc', tooltip: true, innerRadius: 0 },
      encoding: {
        theta: { field: measure.field, type: 'quantitative', title: measure.title },
        color: { field: dim.field, type: 'nominal', title: dim.title, sort: null },
      },
    }
  }
  // Ordered kinds draw along x; bars keep the orientation the engine chose.
  const { yOffset: _yOffset, xOffset: _xOffset, ...rest } = enc
  const encoding: Obj =
    kind === 'bar'
      ? enc
      : { ...rest, x: { ...dim, sort: dim.type === 'nominal' ? null : dim.sort }, y: measure }
  const mark: Obj = { type: kind, tooltip: true }
  if (kind === 'line') mark.point = rows(spec).length <= 60
  if (kind === 'point') mark.filled = true
  if (kind === 'area') mark.opacity = 0.8
  return { ...spec, mark, encoding }
}
