import type { AnalyzeInput } from '../types'
import type { SourceFile } from '../catalog'

/**
 * A question on one data source as a job puts it to analyze(): English, AUTO, no previous plan;
 * `extra` changes what a test is about (the language, the model planner, a follow-up's plan).
 */
export const analyzeInput = (
  question: string,
  source: SourceFile,
  datasetName: string,
  extra: Partial<AnalyzeInput> = {},
): AnalyzeInput => ({
  question,
  language: 'EN',
  mode: 'AUTO',
  sources: [source],
  previous: null,
  datasetName,
  ...extra,
})
