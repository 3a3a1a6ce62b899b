import type { OutputLanguage } from '@contract/jobs'

/** The languages the engine writes its own sentences in; others fall back to English. */
export type EngineLanguage = 'EN' | 'ZH-CN' | 'AR'

/** AUTO follows the question's script: Han (without kana) is Chinese, Arabic script is Arabic. */
export function detectLanguage(question: string): EngineLanguage {
  if (/[\u3040-\u30ff]/.test(question)) return 'EN'
  if (/[\u4e00-\u9fff]/.test(question)) return 'ZH-CN'
  if (/[\u0600-\u06ff]/.test(question)) return 'AR'
  return 'EN'
}

export function resolveLanguage(requested: OutputLanguage, question: string): EngineLanguage {
  if (requested === 'AUTO') return detectLanguage(question)
  if (requested === 'ZH-CN' || requested === 'AR' || requested === 'EN') return requested
  return 'EN'
}
