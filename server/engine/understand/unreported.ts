import type { Parsed } from './terms'

/** Verbs of giving an answer: "did not report", "never stated", "declined to give". */
const REPORT = /^(report|record|give|provide|state|answer|disclose|declare|list|enter|fill)$/

/**
 * "How many respondents did not report their income": a negated verb of reporting says the
 * value is missing, not that the rows are some other kind. Marks the verb and returns true so
 * the caller reads it as the "missing" cue.
 */
export function unreported(parsed: Parsed): boolean {
  const { terms } = parsed
  for (const t of terms) {
    if (!/^(not|never|n't)$/.test(t.lemma)) continue
    const verb = terms.slice(t.i + 1, t.i + 3).find((x) => REPORT.test(x.lemma))
    if (!verb) continue
    verb.role = 'function word'
    t.role = 'cue:missing'
    return true
  }
  return false
}
