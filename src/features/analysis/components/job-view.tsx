import { memo, useCallback, useMemo } from 'react'
import { useFormat } from '@/lib/i18n/format'
import { BlockView, type BlockContext } from '../blocks/block-view'
import { ChartBlock } from '../chart/chart-block'
import { QuestionsBlock } from '../blocks/questions-block'
import { SourcesBlock } from '../blocks/sources-block'
import { Readings } from '../columns/readings'
import { TeachWords } from '../columns/teach-words'
import { useReadings } from '../columns/use-readings'
import { useAnalysisT } from '../i18n'
import { artifactKey } from '../lib/artifact-key'
import { layoutJob } from '../lib/job-layout'
import { unplacedWords } from '../lib/unplaced-words'
import { useAnalysisActions, useIsAsking, useJob } from '../store/analysis-store'
import { JobError } from './job-error'
import { JobExport } from './job-export'
import { StepTimeline } from './step-timeline'

const STATUS_CLASS = {
  submitting: 'text-(--muted)',
  streaming: 'text-(--accent)',
  complete: 'text-emerald-700 dark:text-emerald-400',
  failed: 'text-(--danger)',
  cancelled: 'text-(--muted)',
} as const

/** One job: the question, the Analyze timeline, the answer, sources, follow-ups, errors in place. */
export const JobView = memo(function JobView({
  id,
  latest,
  datasetName,
}: {
  id: string
  latest: boolean
  datasetName: (id: string) => string
}) {
  const t = useAnalysisT()
  const fmt = useFormat()
  const job = useJob(id)
  const asking = useIsAsking()
  const { jobRetried, followUpAsked, questionAsked } = useAnalysisActions()
  const blocks = job?.blocks
  const groups = job?.groups
  const groupOrder = job?.groupOrder
  const layout = useMemo(
    () => layoutJob({ blocks: blocks ?? [], groups: groups ?? {}, groupOrder: groupOrder ?? [] }),
    [blocks, groups, groupOrder],
  )
  const inAnswer = useMemo(
    () =>
      new Set(
        layout.answer.flatMap((b) =>
          b.kind === 'table' || b.kind === 'image' ? [artifactKey(b.artifact.url)] : [],
        ),
      ),
    [layout.answer],
  )
  const state = job?.status.state
  const open = state === 'submitting' || state === 'streaming'
  const question = job?.question ?? ''
  const context = job?.context
  const rerun = useCallback(() => {
    if (context) void questionAsked(question, context)
  }, [questionAsked, question, context])
  const followUp = useCallback((q: string) => void followUpAsked(id, q), [followUpAsked, id])
  // Words the finished reply could not place: offered to teach, then the question is asked again.
  const unplaced = useMemo(
    () =>
      state === 'complete'
        ? unplacedWords(layout.answer.map((b) => (b.kind === 'message' ? b.text : '')).join('\n\n'))
        : [],
    [state, layout.answer],
  )
  const askAgain = useCallback(() => followUp(question), [followUp, question])
  // A declined reply's suggestions that read a word as one column are that word's choices.
  const { readings, others } = useReadings(
    context?.datasetId,
    question,
    layout.followUps,
    unplaced.length > 0,
  )
  // The same specs give the same Map, so blocks do not redraw on every streamed block.
  const specsKey = [...layout.chartSpecs].flat().join('\u0000')
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the content, not the Map
  const chartSpecs = useMemo(() => layout.chartSpecs, [specsKey])
  // Likewise the sources: a message's citations need them, not a new array per streamed block.
  const sourcesKey = JSON.stringify(layout.sources)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the content, not the array
  const sources = useMemo(() => layout.sources, [sourcesKey])
  const ctx: BlockContext = useMemo(
    () => ({
      question,
      streaming: open,
      onRerun: asking ? null : rerun,
      onFollowUp: followUp,
      followUpsDisabled: asking,
      datasetName,
      chartSpecs,
      sources,
    }),
    [question, open, asking, rerun, followUp, datasetName, chartSpecs, sources],
  )
  if (!job) return null
  // Tenths below ten seconds: a quick job should not read "0 s".
  const elapsed = job.finishedAt
    ? Math.max(0, job.finishedAt - (job.startedAt ?? job.createdAt)) / 1000
    : null
  const seconds = elapsed === null ? null : elapsed < 10 ? elapsed.toFixed(1) : Math.round(elapsed)

  return (
    <article
      aria-label={t('job.label', { question: job.question })}
      data-status={job.status.state}
      className="flex flex-col gap-4 rounded-lg border border-(--border) bg-(--surface) p-3 shadow-sm sm:p-4"
    >
      <header className="flex flex-col gap-2">
        <h3
          dir="auto"
          className="bidi-lines rounded-lg bg-(--surface-2) px-3 py-2 text-base font-medium whitespace-pre-wrap"
        >
          {job.question}
        </h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-(--muted)">
          <span role="status" className={`font-medium ${STATUS_CLASS[job.status.state]}`}>
            {t(`job.status.${job.status.state}`)}
          </span>
          <time dateTime={new Date(job.createdAt).toISOString()}>
            {fmt.dateTime(job.createdAt)}
          </time>
          {seconds !== null && job.status.state === 'complete' && (
            <span>{t('job.duration', { seconds })}</span>
          )}
          {job.context.datasetId && <span dir="auto">{datasetName(job.context.datasetId)}</span>}
          {!open && <JobExport job={job} datasetName={datasetName} />}
        </div>
      </header>

      {layout.steps.length > 0 && (
        <StepTimeline
          steps={layout.steps}
          jobStatus={job.status}
          defaultOpen={latest || open}
          ctx={ctx}
          inAnswer={inAnswer}
        />
      )}
      {open && layout.steps.length === 0 && layout.answer.length === 0 && (
        <p className="text-sm text-(--muted)">{t('job.waiting')}</p>
      )}

      {(layout.answer.length > 0 || layout.looseSpecs.length > 0) && (
        <section aria-label={t('job.answer')} className="flex flex-col gap-3">
          <h4 className="text-sm font-semibold tracking-wide text-(--muted) uppercase">
            {t('job.answer')}
          </h4>
          {layout.answer.map((b, i) => (
            <BlockView key={i} block={b} ctx={ctx} />
          ))}
          {layout.looseSpecs.map((spec, i) => (
            <ChartBlock
              key={`spec-${i}`}
              specText={spec}
              name={t('chart.untitled')}
              fallback={
                <BlockView
                  block={{
                    kind: 'code',
                    code: spec,
                    language: 'json',
                    groupId: '',
                    groupName: '',
                    stage: 'Respond',
                  }}
                  ctx={ctx}
                />
              }
            />
          ))}
        </section>
      )}
      {open && layout.answering && layout.answer.length === 0 && (
        <p className="text-sm text-(--muted)">{t('job.writing')}</p>
      )}

      {job.status.state === 'failed' && (
        <JobError
          error={job.status.error}
          jobId={job.jobId}
          onRetry={asking ? null : () => jobRetried(id)}
        />
      )}
      {job.status.state === 'cancelled' && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-(--muted)">
          <p>{t('job.cancelled')}</p>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={asking}
            onClick={() => jobRetried(id)}
          >
            {t('job.askAgain')}
          </button>
        </div>
      )}

      {layout.sources.length > 0 && (
        <section aria-label={t('job.sources')} className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold tracking-wide text-(--muted) uppercase">
            {t('job.sources')}
          </h4>
          <SourcesBlock sources={layout.sources} datasetName={datasetName} />
        </section>
      )}
      {context?.datasetId && readings.length > 0 && (
        <Readings
          readings={readings}
          datasetId={context.datasetId}
          disabled={asking}
          onAsk={followUp}
        />
      )}
      {others.length > 0 && (
        <section aria-label={t('job.followUps')} className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold tracking-wide text-(--muted) uppercase">
            {t('job.followUps')}
          </h4>
          <QuestionsBlock questions={others} disabled={asking} onAsk={followUp} />
        </section>
      )}
      {context?.datasetId && (
        <TeachWords
          words={unplaced}
          datasetId={context.datasetId}
          disabled={asking}
          onTaught={askAgain}
        />
      )}
    </article>
  )
})
