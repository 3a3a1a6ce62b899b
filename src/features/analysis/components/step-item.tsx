import { memo, useState } from 'react'
import { BlockView, type BlockContext } from '../blocks/block-view'
import { useAnalysisT } from '../i18n'
import { artifactKey } from '../lib/artifact-key'
import { chartName } from '../lib/chart-name'
import type { StepView } from '../lib/job-layout'
import type { JobStatus } from '../types'
import { STEP_LABEL, stepDisplay } from '../lib/step-display'
import { StepIcon } from './step-status'

/** One step of the timeline: status, name, retries, and its blocks folded underneath. */
export const StepItem = memo(function StepItem({
  step,
  index,
  jobStatus,
  defaultOpen,
  ctx,
  last,
  inAnswer,
}: {
  step: StepView
  index: number
  jobStatus: JobStatus
  defaultOpen: boolean
  ctx: BlockContext
  last: boolean
  /** Artifact keys the answer repeats: shown once, there, with a pointer here. */
  inAnswer: Set<string>
}) {
  const t = useAnalysisT()
  const { group, blocks } = step
  const display = stepDisplay(group, jobStatus)
  const [open, setOpen] = useState(defaultOpen || display === 'error')
  const name = group.name || t('step.untitled', { n: index + 1 })
  const bodyId = `step-${group.id}-${index}`
  return (
    <li className="relative flex gap-3" data-step-status={display}>
      {!last && (
        <span
          aria-hidden="true"
          className="absolute start-3 top-7 bottom-0 w-px -translate-x-1/2 bg-(--border) rtl:translate-x-1/2"
        />
      )}
      <StepIcon display={display} />
      <div className="flex min-w-0 flex-1 flex-col gap-2 pb-4">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <button
            type="button"
            aria-expanded={blocks.length > 0 ? open : undefined}
            aria-controls={blocks.length > 0 ? bodyId : undefined}
            aria-label={
              blocks.length > 0 ? t(open ? 'step.hide' : 'step.show', { name }) : undefined
            }
            disabled={blocks.length === 0}
            onClick={() => setOpen((o) => !o)}
            className="flex min-w-0 items-center gap-1 text-start font-medium disabled:cursor-default"
          >
            {blocks.length > 0 && (
              <span
                aria-hidden="true"
                className={`inline-block text-xs text-(--muted) transition-transform ${open ? 'rotate-90' : 'rtl:rotate-180'}`}
              >
                ▶
              </span>
            )}
            <span dir="auto">{name}</span>
          </button>
          <span className="text-xs text-(--muted)">{t(STEP_LABEL[display])}</span>
          {group.retries > 0 && (
            <span className="rounded-full bg-amber-500/15 px-2 text-xs text-amber-800 dark:text-amber-300">
              {t('step.retries', { count: group.retries })}
            </span>
          )}
          {group.files && (
            <span className="truncate text-xs text-(--muted)" dir="auto">
              {t('step.files', { files: group.files })}
            </span>
          )}
        </div>
        {open && blocks.length > 0 && (
          <div id={bodyId} className="flex flex-col gap-3">
            {blocks.map((b, i) =>
              (b.kind === 'table' || b.kind === 'image') &&
              inAnswer.has(artifactKey(b.artifact.url)) ? (
                <p key={i} className="text-sm text-(--muted)" dir="auto">
                  {t('step.inAnswer', { name: chartName(b.artifact, b.groupName) })}
                </p>
              ) : (
                <BlockView key={i} block={b} ctx={ctx} />
              ),
            )}
          </div>
        )}
      </div>
    </li>
  )
})
