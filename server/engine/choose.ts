import { bind } from './binder'
import { draftOf } from './draft'
import { followUp } from './follow-up'
import { planDraft } from './planner'
import type { Plan, PlanResult, TableProfile } from './types'

/**
 * Which data source answers the question (pure): each is bound and planned, the one whose
 * columns and values explain most of the question wins; follow-ups stay on the previous source.
 */

export interface Choice {
  profile: TableProfile
  result: PlanResult
  followedUp: boolean
}

export function choose(
  question: string,
  profiles: TableProfile[],
  previous: Plan | null,
): Choice | null {
  let best: { choice: Choice; score: number } | null = null
  for (const profile of profiles) {
    const binding = bind(question, profile)
    const draft = draftOf(binding, profile)
    const sameSource = previous?.datasourceId === profile.source.datasourceId
    const merged = previous && sameSource ? followUp(previous, draft, profile) : null
    const result: PlanResult = merged
      ? { ok: true, plan: merged }
      : planDraft(draft, profile, profile.source.datasourceId)
    const score = binding.score + (result.ok ? 1 : 0) + (merged ? 0.5 : 0) + (sameSource ? 0.1 : 0)
    if (!best || score > best.score)
      best = { choice: { profile, result, followedUp: !!merged }, score }
  }
  return best?.choice ?? null
}
