import type { SourceItem } from '@contract/jobs'
import { say } from '../say'
import { newGroup, type EngineSink, type Group } from '../sink'
import type { EngineLanguage } from '../text/language'
import type { AnalyzeOutcome } from '../types'
import { quoteOf, type Retrieval } from './retrieve'

/**
 * An information-retrieval job's blocks: the step that chose retrieval (and why), the search,
 * and the answer: the best passages quoted with numbered citations [1], [2] and a SOURCES block
 * whose items carry each passage, its file and its page. With nothing to quote the reply says
 * the documents do not say, and cites nothing.
 */

export interface RetrievalJob {
  lang: EngineLanguage
  /** Why retrieval answers (the routing step's sentence). */
  why: string
  /** Said in the steps when a model is configured but the answer is extractive. */
  notes: string[]
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
  await step(sink, newGroup(say(lang, 'step.route'), 'Analyze'), [job.why, ...job.notes])
  const found = retrieval.hits.map((h) => `${h.source.src.fileName}${where(lang, h)}`)
  await step(sink, newGroup(say(lang, 'step.search'), 'Analyze'), [
    say(lang, 'docs.searched', {
      passages: job.passageCount,
      files: job.fileNames.join(', '),
      words: words(retrieval.terms),
    }),
    ...(found.length ? [say(lang, 'docs.found', { list: found.join('; ') })] : []),
  ])
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
  const lines = retrieval.hits.map(
    (h, i) => `> ${quoteOf(h.passage, h.terms).replace(/\n/g, ' ')} [${i + 1}]`,
  )
  await sink.message(respond, [say(lang, 'docs.answer'), ...lines].join('\n\n'))
  await sink.task(respond, 'done')
  const items: SourceItem[] = retrieval.hits.map((h, i) => ({
    id: String(i + 1),
    source: h.source.src.fileName,
    datasource_id: h.source.src.datasourceId,
    dataset_id: h.source.src.datasetId,
    file_type: h.source.src.fileType,
    page_no: h.passage.page === null ? null : String(h.passage.page),
    content: h.passage.text,
    external_id: null,
  }))
  await sink.sources(items)
  const used = new Map(
    retrieval.hits.map(({ source: { src } }) => [
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
