import type { BenchRequest } from './demo-engine/bench-prompt'
import type { Rng } from './demo-engine/rng'

/**
 * When each streamed piece is sent. A human-like default (about 60 tokens a second, a pause before
 * the first token, and a thinking phase for the reasoning model) scaled by PARLEY_PACE; the bench
 * prefix and the `slow` fault fix their own absolute timing.
 */
export interface Pacing {
  /** Before the first chunk: queueing and prompt processing. */
  firstChunkMs: number
  /** The reasoning model's silent thinking, filled with `: keep-alive` comments. */
  thinkMs: number
  keepAliveEveryMs: number
  /** The wait before each streamed piece. */
  pieceMs(piece: string, rng: Rng): number
}

export function defaultPacing(paceFactor: number): Pacing {
  const f = Number.isFinite(paceFactor) && paceFactor > 0 ? paceFactor : 0
  return {
    firstChunkMs: 300 * f,
    thinkMs: 1500 * f,
    keepAliveEveryMs: 500 * f,
    // Jitter so the stream does not tick like a metronome; line breaks take a little longer.
    pieceMs: (piece, rng) => f * (rng.int(15, 45) + (piece.includes('\n') ? 40 : 0)),
  }
}

export function benchPacing(bench: BenchRequest): Pacing {
  return {
    firstChunkMs: 0,
    thinkMs: bench.thinkMs,
    keepAliveEveryMs: 500,
    pieceMs: () => bench.intervalMs,
  }
}

/** The `slow` fault: one token a second, whatever the pace. */
export function slowPacing(base: Pacing): Pacing {
  return { ...base, pieceMs: () => 1000 }
}
