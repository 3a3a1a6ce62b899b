import { existsSync, readFileSync, writeFileSync } from 'node:fs'

/**
 * One measured figure. `baseline` is measured in the same run (a peer approach, a bare endpoint) or
 * is the target it must meet; `ratio` is value / baseline, so below 1 means better for lower-is-better.
 */
export interface BenchEntry {
  scenario: string
  metric: string
  value: number
  unit: string
  baseline: number | null
  baselineLabel: string | null
  ratio: number | null
  target: string | null
  met: boolean | null
}

const RESULTS_FILE = new URL('../results.json', import.meta.url)

export function entry(
  scenario: string,
  metric: string,
  value: number,
  unit: string,
  opts: { baseline?: number; baselineLabel?: string; target?: string; met?: boolean } = {},
): BenchEntry {
  const baseline = opts.baseline ?? null
  return {
    scenario,
    metric,
    value: round(value),
    unit,
    baseline: baseline === null ? null : round(baseline),
    baselineLabel: opts.baselineLabel ?? null,
    ratio: baseline ? round(value / baseline, 3) : null,
    target: opts.target ?? null,
    met: opts.met ?? null,
  }
}

function round(n: number, digits = 2): number {
  const f = 10 ** digits
  return Math.round(n * f) / f
}

/** Replaces this scenario's entries in bench/results.json and keeps the others. */
export function saveResults(scenario: string, entries: BenchEntry[]): void {
  const previous: BenchEntry[] = existsSync(RESULTS_FILE)
    ? (JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as { entries: BenchEntry[] }).entries
    : []
  const merged = [...previous.filter((e) => e.scenario !== scenario), ...entries]
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ updatedAt: new Date().toISOString(), entries: merged }, null, 2)}\n`,
  )
}

export function printTable(entries: BenchEntry[]): void {
  const rows = entries.map((e) => [
    e.scenario,
    e.metric,
    `${e.value} ${e.unit}`,
    e.baseline === null
      ? ''
      : `${e.baseline} ${e.unit}${e.baselineLabel ? ` (${e.baselineLabel})` : ''}`,
    e.ratio === null ? '' : `${e.ratio}×`,
    e.target ?? '',
    e.met === null ? '' : e.met ? 'met' : 'NOT met',
  ])
  const header = ['scenario', 'metric', 'value', 'baseline', 'ratio', 'target', '']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')
  console.log(line(header))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const r of rows) console.log(line(r))
}

/** A target: its wording, and whether a value (with its baseline) meets it. */
export interface Target {
  text: string
  met: (value: number, baseline: number) => boolean
}

/**
 * Entries of one scenario that each compare a figure of ours with the same figure of one baseline,
 * so a scenario lists metric, key, unit and target and nothing else.
 */
export function comparer<K extends string>(
  scenario: string,
  baselineLabel: string,
  ours: Record<K, number>,
  base: Record<K, number>,
) {
  return (metric: string, key: K, unit: string, target?: Target): BenchEntry =>
    entry(scenario, metric, ours[key], unit, {
      baseline: base[key],
      baselineLabel,
      ...(target ? { target: target.text, met: target.met(ours[key], base[key]) } : {}),
    })
}
