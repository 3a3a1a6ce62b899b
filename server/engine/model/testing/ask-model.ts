import { analyze } from '../../analyze'
import type { SourceFile } from '../../catalog'
import { analyzeInput } from '../../testing/analyze-input'
import { recorder } from '../../testing/recorder'
import type { EngineLanguage } from '../../text/language'
import type { EngineModelConfig } from '../config'
import type { FakeModel } from './fake-model'

/**
 * A question asked through analyze() with the scripted model (fake-model.ts) planning first, as
 * the model planner's tests ask it: one source, in English, in the dataset "Sales".
 */

/** The line of the Analyze steps that says the model's answer was not used, and why. */
export const FALLBACK =
  'Planned by the built-in rules: the answer of fake-model could not be used ('

/** The fallback line of a text of Analyze steps. */
export const fallbackNote = (text: string) =>
  text.split('\n').find((l) => l.startsWith(FALLBACK)) ?? '(no fallback note)'

interface AskOptions {
  /** What the test changes of the model's configuration (times, mostly). */
  config?: Partial<EngineModelConfig>
  previousQuestion?: string
  /** The answer's language (English unless said). */
  language?: EngineLanguage
  /** The recorder the engine writes to, when the test watches it as it is written. */
  rec?: ReturnType<typeof recorder>
}

export async function askModel(
  fake: FakeModel,
  question: string,
  source: SourceFile,
  opts: AskOptions = {},
) {
  const config: EngineModelConfig = {
    url: fake.url,
    key: 'sk-fake-model-key',
    model: 'fake-model',
    label: 'fake-model',
    timeoutMs: 5000,
    sqlTimeoutMs: 5000,
    ...opts.config,
  }
  const rec = opts.rec ?? recorder()
  const outcome = await analyze(
    analyzeInput(question, source, 'Sales', {
      ...(opts.language ? { language: opts.language } : {}),
      model: { config, previousQuestion: opts.previousQuestion ?? null },
    }),
    rec.sink,
  )
  return { ...rec, outcome, fake }
}
