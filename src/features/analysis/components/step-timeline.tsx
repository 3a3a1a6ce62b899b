import type { BlockContext } from '../blocks/block-view'
import { useAnalysisT } from '../i18n'
import type { StepView } from '../lib/job-layout'
import type { JobStatus } from '../types'
import { StepItem } from './step-item'

/** Analyze as a timeline: each group is a step with its latest TASK status and its blocks. */
export function StepTimeline({
  steps,
  jobStatus,
  defaultOpen,
  ctx,
  inAnswer,
}: {
  steps: StepView[]
  jobStatus: JobStatus
  defaultOpen: boolean
  ctx: BlockContext
  inAnswer: Set<string>
}) {
  const t = useAnalysisT()
  return (
    <section aria-label={t('job.steps')}>
      <ol aria-label={t('job.steps')} className="flex flex-col">
        {steps.map((step, i) => (
          <StepItem
            key={step.group.id}
            step={step}
            index={i}
            jobStatus={jobStatus}
            defaultOpen={defaultOpen}
            ctx={ctx}
            last={i === steps.length - 1}
            inAnswer={inAnswer}
          />
        ))}
      </ol>
    </section>
  )
}
