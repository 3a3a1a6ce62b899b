/**
 * The benchmark prompt prefix. A user message whose first line is
 *
 *   /bench size=100000 chunks=2000 interval=5 think=0
 *
 * makes every demo model stream a long, varied markdown reply of exactly `size` characters
 * (default 100000) in `chunks` content chunks (default size/50) spaced `interval` ms apart
 * (default 20), after `think` ms of keep-alive "thinking" on the reasoning model (default 0).
 * The timing is absolute, not scaled by PARLEY_PACE, because the benchmark asks for it exactly.
 * Any other text after the first line is ignored. max_tokens still applies.
 */
export interface BenchRequest {
  size: number
  chunks: number
  intervalMs: number
  thinkMs: number
}

export const BENCH_PREFIX = '/bench'

const LIMITS = { size: 5_000_000, chunks: 1_000_000, interval: 10_000, think: 60_000 } as const

export type BenchParse = { ok: true; bench: BenchRequest } | { ok: false; message: string } | null

/** null when the text is not a bench prompt; an error message when the prefix is malformed. */
export function parseBenchPrompt(text: string): BenchParse {
  const firstLine = text.trimStart().split('\n', 1)[0]?.trim() ?? ''
  if (firstLine !== BENCH_PREFIX && !firstLine.startsWith(`${BENCH_PREFIX} `)) return null
  const values: Partial<Record<keyof typeof LIMITS, number>> = {}
  for (const arg of firstLine.slice(BENCH_PREFIX.length).trim().split(/\s+/).filter(Boolean)) {
    const match = /^(size|chunks|interval|think)=(\d+)$/.exec(arg)
    if (!match) {
      return {
        ok: false,
        message: `Unknown /bench argument "${arg}"; use size=<chars> chunks=<n> interval=<ms> think=<ms>.`,
      }
    }
    const key = match[1] as keyof typeof LIMITS
    const value = Number(match[2])
    if (value > LIMITS[key])
      return { ok: false, message: `/bench ${key} must be at most ${LIMITS[key]}.` }
    values[key] = value
  }
  const size = Math.max(1, values.size ?? 100_000)
  const chunks = Math.min(size, Math.max(1, values.chunks ?? Math.ceil(size / 50)))
  return {
    ok: true,
    bench: { size, chunks, intervalMs: values.interval ?? 20, thinkMs: values.think ?? 0 },
  }
}

/** Splits text into `count` nearly equal pieces (the text is BMP-only, so no pair is split). */
export function splitEvenly(text: string, count: number): string[] {
  const n = Math.max(1, Math.min(count, text.length))
  const pieces: string[] = []
  for (let i = 0; i < n; i++) {
    pieces.push(
      text.slice(Math.floor((i * text.length) / n), Math.floor(((i + 1) * text.length) / n)),
    )
  }
  return pieces
}
