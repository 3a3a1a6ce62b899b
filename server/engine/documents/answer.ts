import type { SourceItem } from '@contract/jobs'
import { ModelCallError } from '../model/client'
import type { EngineModelConfig } from '../model/config'
import { say } from '../say'
import { newGroup, type EngineSink, type Group } from '../sink'
import type { EngineLanguage } from '../text/language'
import type { AnalyzeOutcome } from '../types'
import { quoteOf, type Retrieval } from './retrieve'
import { writeAnswer, WrittenAnswerError, type Written } from './written'

/**
 * An information-retrieval job's blocks: the step that chose retrieval (and why), the search,
 * and the answer: the best passages quoted with numbered citations [1], [2] and a SOURCES block
 * whose items carry each passage, its file and its page. With nothing to quote the reply says
 * the documents do not say, and cites nothing. With a model configured, the model writes the
 * answer from the same passages (written.ts); a reply that fails its checks, an error or a
 * timeout gives the extractive answer, with the reason in the steps.
 */

export interface RetrievalJob {
  lang: EngineLanguage
  /** Why retrieval answers (the routing step's sentence). */
  why: string
  question: string
  /** The model that writes the answer from the passages, when ENGINE_MODEL_* configures one. */
  model: EngineModelConfig | null
  fileNames: string[]
  passageCount: number
  retrieval: Retrieval
}

const quoted = (names: string[]) => names.map((n) => `“${n}”`).join(', ')

export async function answerRetrieval(
  job: RetrievalJob,
  sink: EngineSink,
): Promise<AnalyzeOutcome> {
  const { lang, retrieval } = job
  const words = (terms: string[]) => quoted(terms.map((t) => retrieval.words.get(t) ?? t))
  await step(sink, newGroup(say(lang, 'step.route'), 'Analyze'), [job.why])
  const found = retrieval.hits.map((h) => `${h.source.src.fileName}${where(lang, h)}`)
  await step(sink, newGroup(say(lang, 'step.search'), 'Analyze'), [
    say(lang, 'docs.searched', {
      passages: job.passageCount,
      files: job.fileNames.join(', '),
      words: words(retrieval.terms),
    }),
    ...(found.length ? [say(lang, 'docs.found', { list: found.join('; ') })] : []),
  ])
  const written = job.model && !retrieval.refusal ? await write(job, job.model, sink) : null
  const respond = newGroup(say(lang, 'step.respond'), 'Respond')
  await sink.task(respond, 'running')
  if (retrieval.refusal) {
    const text =
      retrieval.refusal === 'noWords'
        ? say(lang, 'docs.noWords')
        : retrieval.refusal === 'absent'
          ? say(lang, 'docs.notSaid', { words: words(retrieval.absent) })
          : say(lang, 'docs.notTogether', { words: words(retrieval.terms) })
    await sink.message(respond, text)
    await sink.task(respond, 'done')
    return { plan: null, used: [] }
  }
  if (written?.kind === 'notSaid') {
    await sink.message(respond, say(lang, 'docs.modelNotSaid'))
    await sink.task(respond, 'done')
    return { plan: null, used: [] }
  }
  let cited: number[]
  if (written) {
    await sink.message(respond, written.text)
    cited = written.cited
  } else {
    const lines = retrieval.hits.map(
      (h, i) => `> ${quoteOf(h.passage, h.terms).replace(/\n/g, ' ')} [${i + 1}]`,
    )
    await sink.message(respond, [say(lang, 'docs.answer'), ...lines].join('\n\n'))
    cited = retrieval.hits.map((_, i) => i + 1)
  }
  await sink.task(respond, 'done')
  // One item per citation, its id the number the answer cites.
  const items: SourceItem[] = cited.map((n) => {
    const h = retrieval.hits[n - 1]!
    return {
      id: String(n),
      source: h.source.src.fileName,
      datasource_id: h.source.src.datasourceId,
      dataset_id: h.source.src.datasetId,
      file_type: h.source.src.fileType,
      page_no: h.passage.page === null ? null : String(h.passage.page),
      content: h.passage.text,
      external_id: null,
    }
  })
  await sink.sources(items)
  const used = new Map(
    cited
      .map((n) => retrieval.hits[n - 1]!.source.src)
      .map((src) => [
        src.datasourceId,
        {
          datasetId: src.datasetId,
          datasourceId: src.datasourceId,
          fileName: src.fileName,
          fileType: src.fileType,
        },
      ]),
  )
  return { plan: null, used: [...used.values()] }
}

/**
 * The model's answer from the passages, checked; null (with the reason in a step of its own) when
 * it cannot be used. Only a cancelled job escapes as an error.
 */
async function write(
  job: RetrievalJob,
  model: EngineModelConfig,
  sink: EngineSink,
): Promise<Written | null> {
  const { lang } = job
  const g = newGroup(say(lang, 'step.write'), 'Analyze')
  await sink.task(g, 'running')
  const timer = setInterval(() => sink.keepAlive(), 2000)
  let note: string
  let written: Written | null = null
  try {
    written = await writeAnswer(model, job.question, job.retrieval.hits, lang, sink.signal)
    note = say(lang, 'docs.written', { model: model.label })
  } catch (error) {
    if (sink.signal.aborted || (error instanceof Error && error.name === 'AbortError')) throw error
    note = say(lang, 'docs.modelFallback', { model: model.label, reason: reasonOf(error, model) })
  } finally {
    clearInterval(timer)
  }
  await sink.message(g, note)
  await sink.task(g, 'done')
  return written
}

function reasonOf(error: unknown, model: EngineModelConfig): string {
  if (error instanceof ModelCallError && error.kind === 'timeout')
    return `no answer within ${Math.round(model.timeoutMs / 100) / 10} s`
  if (error instanceof ModelCallError || error instanceof WrittenAnswerError) return error.message
  const text = error instanceof Error ? error.message : String(error)
  return `it failed: ${(text.split('\n')[0] ?? text).slice(0, 160)}`
}

/** ", page 3" (PDF) or ", slide 2" (PPTX); nothing for documents without pages. */
function where(lang: EngineLanguage, h: Retrieval['hits'][number]): string {
  if (h.passage.page === null) return ''
  const key = h.source.src.fileType === 'pptx' ? 'docs.slide' : 'docs.page'
  return `, ${say(lang, key, { page: h.passage.page })}`
}

async function step(sink: EngineSink, g: Group, texts: string[]) {
  await sink.task(g, 'running')
  await sink.message(g, texts.join('\n\n'))
  await sink.task(g, 'done')
}
