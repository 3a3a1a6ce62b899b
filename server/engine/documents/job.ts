import type { SourceFile } from '../catalog'
import { say } from '../say'
import { newGroup, type EngineSink } from '../sink'
import type { AnalyzeInput, AnalyzeOutcome, TableProfile } from '../types'
import { answerRetrieval } from './answer'
import { loadDocs, retrieve } from './retrieve'
import { routeMix } from './route'

/**
 * Where a job whose sources include documents goes (analyze.ts asks first). DATA_ANALYTICS never
 * retrieves: over documents only it says analysis needs a table and offers the question for
 * retrieval (a QUESTIONS block holding it, to ask again in AUTO mode). AUTO retrieves when the sources
 * are documents only, and over a mix when the question's words are the documents' (route.ts).
 * Null: analyse the tables (the routing step, if any, has said why).
 */
export async function routeDocuments(
  input: AnalyzeInput,
  sink: EngineSink,
  loadTables: (tables: SourceFile[]) => Promise<TableProfile[]>,
  loadingDocs: <T>(work: () => Promise<T>) => Promise<T>,
): Promise<AnalyzeOutcome | null> {
  const { language: lang } = input
  const docs = input.sources.filter((s) => s.passages)
  const tables = input.sources.filter((s) => !s.passages)
  if (!docs.length) return null
  const files = docs.map((d) => d.fileName)
  if (input.mode === 'DATA_ANALYTICS') {
    if (tables.length) return null
    const g = newGroup(say(lang, 'step.respond'), 'Respond')
    await sink.task(g, 'running')
    await sink.message(g, say(lang, 'docs.needTable', { files: files.join(', ') }))
    // The question itself, offered for retrieval: a client asks it again in AUTO mode.
    await sink.questions(g, [input.question])
    await sink.task(g, 'done')
    return { plan: null, used: [] }
  }
  const loaded = await loadingDocs(() => loadDocs(docs))
  let why: string
  let retrieval
  if (!tables.length) {
    retrieval = retrieve(input.question, loaded)
    why = say(lang, 'docs.routeOnly', { files: files.join(', ') })
  } else {
    const route = routeMix(input.question, loaded, await loadTables(tables))
    const { terms, docHits, tableHits } = route
    const params = { terms, docHits, tableHits, words: route.words.join(', ') }
    if (route.to === 'tables') {
      const g = newGroup(say(lang, 'step.route'), 'Analyze')
      await sink.task(g, 'running')
      await sink.message(g, say(lang, 'docs.routeTables', params))
      await sink.task(g, 'done')
      return null
    }
    retrieval = route.retrieval
    why = say(lang, 'docs.routeMix', params)
  }
  return answerRetrieval(
    {
      lang,
      why,
      question: input.question,
      model: input.model?.config ?? null,
      fileNames: files,
      passageCount: loaded.reduce((n, d) => n + d.doc.file.passages.length, 0),
      retrieval,
    },
    sink,
  )
}
