import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Building the Chinese glossary from CC-CEDICT (run once, in zh-glossary-worker.mjs): each
 * simplified word of one to four Han characters with up to three short English glosses, the kind
 * a column could be named ("feed", "body weight"), not the dictionary's notes and references.
 */

/** The fields of a cc-cedict entry the glossary reads. */
export interface CedictEntry {
  pinyin: string
  english: string[]
  is_variant: boolean
}

/** What cc-cedict's default export offers (its own types are not needed beyond this). */
interface Cedict {
  data: { simplified: Record<string, unknown> }
  getBySimplified(
    word: string,
    pinyin: string | null,
    config: { asObject: false; allowVariants: false },
  ): CedictEntry[] | null
}

/**
 * The cache file's shape; `format` changes when the cleaning does, so an old cache is rebuilt.
 * `classifiers`: words that are also measure words (位, 款: "多少位", "多少款").
 */
export interface GlossaryFile {
  format: number
  words: Record<string, string[]>
  classifiers: string[]
}
export type Glossary = Omit<GlossaryFile, 'format'>
export const GLOSSARY_FORMAT = 3

// References and notes, not meanings: "variant of 和[he2]", "surname He", "CL:個|个[ge4]".
const DROPPED =
  /^(variant of|old variant|abbr\. for|abbr\. of|surname|see |cl:|used in|also |classifier|erhua variant|euphemism|onom\.|interj\.)/i
// Indefinite pronouns of the dictionary's own shorthand make a gloss a phrase, not a name.
const SHORTHAND = /\b(sb|sth|sb's|sth's|etc|esp)\b/i
const WORD = /^[a-z](?:[a-z0-9'-]*[a-z0-9])?(?: [a-z0-9](?:[a-z0-9'-]*[a-z0-9])?){0,2}$/

/** One gloss as a short name, and whether it was a verb ("to exceed"), or null to drop it. */
export function cleanGloss(raw: string): { gloss: string; verb: boolean } | null {
  // "(a person's) height", "power (math.)", "(Tw) abbr. for …": the notes go first.
  let g = raw
    .replace(/\([^()]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!g || DROPPED.test(g) || SHORTHAND.test(g)) return null
  // A proper name ("Croatia", "Ke, seventh of the Flame Emperors") is no column's word.
  if (/^[A-Z]/.test(g)) return null
  const verb = /^to /.test(g)
  g = g.replace(/^to /, '').replace(/^(a|an|the) /, '')
  return WORD.test(g) ? { gloss: g, verb } : null
}

/**
 * A word's glosses: its entries' meanings (each may hold several, "wages; pay") cleaned, nouns
 * before verbs so the first is the likeliest name, at most three of each; and whether it is a measure
 * word. Variants and proper nouns (capitalised pinyin, CC-CEDICT's mark for them) are left out.
 */
export function describeWord(entries: readonly CedictEntry[]) {
  const kept: { gloss: string; verb: boolean }[] = []
  let classifier = false
  for (const e of entries) {
    if (e.is_variant || /^[A-Z]/.test(e.pinyin)) continue
    for (const meaning of e.english)
      for (const part of meaning.split(';')) {
        classifier ||= /^\s*classifier\b/i.test(part)
        const c = cleanGloss(part)
        if (c && !kept.some((k) => k.gloss === c.gloss)) kept.push(c)
      }
  }
  // Verbs stay as later readings: 断 is "absolutely" first, yet "break" where a column counts breaks.
  const glosses = [
    ...kept.filter((k) => !k.verb).slice(0, 3),
    ...kept.filter((k) => k.verb).slice(0, 3),
  ].map((k) => k.gloss)
  return { glosses, classifier }
}

/** The glossary of every simplified word of one to four Han characters that keeps a gloss. */
export function buildGlossary(cedict: Cedict): Glossary {
  const out: Glossary = { words: {}, classifiers: [] }
  for (const word of Object.keys(cedict.data.simplified)) {
    if (!/^\p{Script=Han}{1,4}$/u.test(word)) continue
    const entries = cedict.getBySimplified(word, null, { asObject: false, allowVariants: false })
    const d = describeWord(entries ?? [])
    if (d.classifier) out.classifiers.push(word)
    if (d.glosses.length) out.words[word] = d.glosses
  }
  return out
}

/** Written to a temporary file and renamed, so a reader never sees half a file. */
export function writeGlossary(file: string, glossary: Glossary): void {
  mkdirSync(path.dirname(file), { recursive: true })
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`
  writeFileSync(
    tmp,
    JSON.stringify({ format: GLOSSARY_FORMAT, ...glossary } satisfies GlossaryFile),
  )
  renameSync(tmp, file)
}
