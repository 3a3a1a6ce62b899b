import type { AnalyzeInput, AnalyzeOutcome } from '../analyze'
import { fill } from './labels'
import { SENTENCES } from '../lang/output'
import type { Group } from '../sink'
import type { EngineSink } from '../sink'
import type { TableProfile } from '../types'
import { decide } from './decide'
import { runPlan } from './run'
import type { Plan } from './schema'
import { suggestFor } from './suggest'

/**
 * The v2 answer: decide, then either run the plan (Respond opens with the restatement) or say
 * exactly what could not be computed and offer questions that can be. Returns null when the
 * planner has nothing to say, so the caller's older path answers.
 */
export async function answerV2(
  input: Omit<AnalyzeInput, 'previous'> & { previous: Plan | null },
  profiles: TableProfile[],
  sink: EngineSink,
  respond: Group,
): Promise<AnalyzeOutcome | null> {
  const lang = input.language
  const s = SENTENCES[lang]
  const d = decide(input.question, profiles, input.datasetName, input.previous)
  if (d.type === 'abstain') return null
  const profile = d.u.profile
  const suggestions = await suggestFor(profile, lang)

  if (d.type === 'refuse') {
    const file = profile.source.fileName
    const lines = [
      d.reason === 'noTime' ? fill(s.noTime, { file }) : fill(s.cannotCompute, { file, words: d.words.join(', ') }),
      fill(s.columns, { columns: profile.columns.map((c) => c.name).join(', ') }),
    ]
    if (suggestions.length) lines.push(s.tryInstead)
    await sink.task(respond, 'running')
    await sink.message(respond, lines.join('\n\n'))
    if (suggestions.length) await sink.questions(respond, suggestions)
    await sink.task(respond, 'done')
    return { plan: null, used: [] }
  }

  const out = await runPlan(d.plan, profile, lang, sink)
  const parts = [fill(s.readAs, { plan: out.restatement })]
  if (d.followedUp) parts.unshift(s.followUp)
  if (d.honest) parts.push(fill(s[d.honest], { plan: out.restatement }))
  parts.push(out.findings)
  if (out.notes.length) parts.push(out.notes.join('\n'))
  const unplaced = d.u.notUnderstood.filter((w) => w.length > 1)
  if (unplaced.length) parts.push(fill(s.notUnderstood, { words: unplaced.join(', ') }))
  await sink.task(respond, 'running')
  await sink.message(respond, parts.join('\n\n'))
  if (out.chartName) await sink.repeat(respond, 'IMAGE', out.chartName)
  const others = suggestions.filter((q) => q !== input.question)
  if (others.length) await sink.questions(respond, others)
  await sink.task(respond, 'done')
  await sink.sources([
    {
      id: '1',
      source: profile.source.fileName,
      page_no: null,
      content: null,
      datasource_id: profile.source.datasourceId,
      dataset_id: profile.source.datasetId,
      file_type: profile.source.fileType,
      external_id: null,
    },
  ])
  return { plan: out.plan, used: [profile.source] }
}
