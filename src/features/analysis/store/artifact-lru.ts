/**
 * The order in which parsed files were last shown, least recent first, and which of them to let
 * go. Pure: the artifact store owns the state and does the dropping.
 */

/** `order` with `key` moved to its end, as the most recently shown. */
export function touched(order: readonly string[], key: string): string[] {
  return [...order.filter((k) => k !== key), key]
}

/**
 * The keys to let go, least recently shown first: of those not `held` (on screen, still loading,
 * kept nowhere else), all but the `keep` most recently shown.
 */
export function overflow(
  order: readonly string[],
  held: (key: string) => boolean,
  keep: number,
): string[] {
  const idle = order.filter((k) => !held(k))
  return idle.slice(0, Math.max(0, idle.length - keep))
}
