// The shape of a half-understood rule and the ledger lookups the rules share (half-answered.ts too): apart so each set of rules can import them.
import type { Understanding } from '../understand/understand'

export type Rule = (u: Understanding, countedIds: number) => string[] | null

/** Ledger positions whose role passes; the words at positions. Shared with half-answered.ts. */
export const at = (u: Understanding, roles: (role: string, k: number) => boolean) =>
  u.ledger.flatMap((l, k) => (roles(l.role, k) ? [k] : []))
export const words = (u: Understanding, ks: number[]) => ks.map((k) => u.ledger[k]!.word)
