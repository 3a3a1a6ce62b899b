import type { Job, JobBlock, JobGroup, SourceRef } from '../types'
import { artifactKey } from './artifact-key'

/** A CODE block in this language is a chart to draw, not code to read. */
const CHART_SPEC_LANGUAGE = 'vega-lite'

export interface StepView {
  group: JobGroup
  blocks: JobBlock[]
}

export interface JobLayout {
  /** Analyze groups in order, each with its own blocks: the timeline. */
  steps: StepView[]
  /** Respond blocks in order: the answer. */
  answer: JobBlock[]
  sources: SourceRef[]
  followUps: string[]
  /** A Respond group is still running (the answer is being written). */
  answering: boolean
  /**
   * Chart specs by the artifact key of the IMAGE drawn from them (an IMAGE in the spec's group):
   * that IMAGE is shown as the interactive chart, wherever it appears.
   */
  chartSpecs: Map<string, string>
  /** Specs with no IMAGE of their own: drawn at the end of the answer. */
  looseSpecs: string[]
}

/**
 * Splits a job into what the view shows: SOURCES and QUESTIONS are pulled out of whichever group
 * carried them (`-1`, `""` or the answer group), Analyze blocks fold under their step, Respond
 * blocks form the answer.
 */
export function layoutJob(job: Pick<Job, 'groups' | 'groupOrder' | 'blocks'>): JobLayout {
  const byGroup = new Map<string, JobBlock[]>()
  const answer: JobBlock[] = []
  const sources: SourceRef[] = []
  const seenSources = new Set<string>()
  const followUps: string[] = []
  // Specs travel as CODE blocks; they are pulled out of the steps and drawn with their chart.
  const specByGroup = new Map<string, string>()
  for (const block of job.blocks) {
    if (block.kind === 'code' && block.language === CHART_SPEC_LANGUAGE)
      specByGroup.set(block.groupId, block.code)
  }
  const chartSpecs = new Map<string, string>()
  for (const block of job.blocks) {
    const spec = specByGroup.get(block.groupId)
    if (block.kind === 'image' && spec) chartSpecs.set(artifactKey(block.artifact.url), spec)
  }
  const placed = new Set(chartSpecs.values())
  const looseSpecs = [...new Set(specByGroup.values())].filter((s) => !placed.has(s))
  for (const block of job.blocks) {
    if (block.kind === 'code' && block.language === CHART_SPEC_LANGUAGE) continue
    if (block.kind === 'sources') {
      for (const s of block.sources) {
        // Cited passages are kept apart by their number: two may share a file and a page.
        const key = `${s.datasourceId}|${s.source}|${s.pageNo ?? ''}|${s.id ?? ''}`
        if (!seenSources.has(key)) {
          seenSources.add(key)
          sources.push(s)
        }
      }
      continue
    }
    if (block.kind === 'questions') {
      for (const q of block.questions) if (!followUps.includes(q)) followUps.push(q)
      continue
    }
    const group = job.groups[block.groupId]
    if (block.stage === 'Respond' || group?.stage === 'Respond') {
      answer.push(block)
      continue
    }
    const list = byGroup.get(block.groupId) ?? []
    list.push(block)
    byGroup.set(block.groupId, list)
  }
  const steps: StepView[] = []
  let answering = false
  for (const id of job.groupOrder) {
    const group = job.groups[id]
    if (!group) continue
    if (group.stage === 'Respond') {
      if (group.status === 'running') answering = true
      continue
    }
    const blocks = byGroup.get(id) ?? []
    // Out-of-band groups without a TASK (a lone SOURCES) are not steps.
    if (blocks.length === 0 && group.status === null) continue
    steps.push({ group, blocks })
  }
  return { steps, answer, sources, followUps, answering, chartSpecs, looseSpecs }
}
