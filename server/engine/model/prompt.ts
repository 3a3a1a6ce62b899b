import type { ChatMessage } from './client'
import { PLAN_ANSWER_GUIDE, type NamedProfile } from './plan-answer'
import { LANGUAGES, type EngineLanguage } from '../text/language'
import type { ColumnProfile, TableProfile } from '../types'

/**
 * What the model is told: the question, the previous question of the session, and the profile of
 * the data — table and column names, types, a few sample values per categorical column and date
 * ranges. Never rows: no value of a numeric, id or free-text column is ever included.
 */

export const SAMPLE_VALUES = 6
const MAX_VALUE_LENGTH = 40
const MAX_COLUMNS = 120

const RESERVED = new Set(
  'all analyse analyze and any array as asc between both case cast check collate column constraint create default desc distinct do else end except false fetch for foreign from grant group having in initially intersect into lateral leading limit not null offset on only or order pivot placing primary qualify references returning select some summarize symmetric table then to trailing true union unique unpivot using variadic when where window with'.split(
    ' ',
  ),
)

/** Readable table names for the model (and the sandbox's views): the file name, made an identifier. */
export function nameTables(profiles: TableProfile[]): NamedProfile[] {
  const used = new Set<string>()
  return profiles.map((profile) => {
    let base =
      profile.source.fileName
        .replace(/\.[A-Za-z0-9]+$/, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_+|_+$/g, '') || 'data'
    if (/^\d/.test(base)) base = `t_${base}`
    if (RESERVED.has(base)) base = `${base}_data`
    let name = base
    for (let i = 2; used.has(name); i++) name = `${base}_${i}`
    used.add(name)
    return { name, profile }
  })
}

const short = (v: string) =>
  JSON.stringify(v.length > MAX_VALUE_LENGTH ? `${v.slice(0, MAX_VALUE_LENGTH)}…` : v)

/**
 * What the dataset's semantic model says of a column (semantic/model.ts): its plain words and
 * the dictionary's phrases, its unit, whether its numbers are labels, and what its codes mean.
 * Words about the column, never values of a row.
 */
function meaning(c: ColumnProfile, profile: TableProfile): string {
  const parts: string[] = []
  const plain = c.semantics?.plain.join(' ') ?? ''
  const phrases = [plain, ...(profile.vocabulary?.columns?.[c.name] ?? [])]
  const said = [...new Set(phrases.filter((p) => p && p.toLowerCase() !== c.name.toLowerCase()))]
  if (said.length) parts.push(`means ${said.slice(0, 3).map(short).join(' / ')}`)
  const unit = c.semantics?.unit
  if (unit?.unit || unit?.scale)
    parts.push(
      `unit: ${unit.scale && unit.scale !== 1 ? `${unit.scale} × ` : ''}${unit.unit ?? ''}`.trim(),
    )
  if (c.semantics?.role === 'label')
    parts.push('numbers that name things: never sum or average them')
  const codes = Object.entries(profile.vocabulary?.values?.[c.name] ?? {}).slice(0, SAMPLE_VALUES)
  if (codes.length && c.kind === 'categorical')
    parts.push(`codes: ${codes.map(([v, p]) => `${short(v)} = ${short(p[0] ?? '')}`).join(', ')}`)
  return parts.length ? `; ${parts.join('; ')}` : ''
}

function columnLine(c: ColumnProfile, profile: TableProfile): string {
  return `${kindLine(c)}${meaning(c, profile)}`
}

function kindLine(c: ColumnProfile): string {
  const name = JSON.stringify(c.name)
  switch (c.kind) {
    case 'categorical': {
      const sample = c.values.slice(0, SAMPLE_VALUES).map(short).join(', ')
      const more = c.distinct > SAMPLE_VALUES ? `, … (${c.distinct} distinct)` : ''
      return `- ${name} ${c.type}, category; values like ${sample}${more}`
    }
    case 'temporal':
      return `- ${name} ${c.type}, date; from ${String(c.min)} to ${String(c.max)}`
    case 'year':
      return `- ${name} ${c.type}, year; from ${String(c.min)} to ${String(c.max)}`
    case 'numeric':
      return `- ${name} ${c.type}${c.numericText ? ' (numbers held as text: TRY_CAST to DOUBLE)' : ''}, number`
    case 'id':
      return `- ${name} ${c.type}, identifier`
    default:
      return `- ${name} ${c.type}, text`
  }
}

function profileText(tables: NamedProfile[]): string {
  return tables
    .map(({ name, profile }) =>
      [
        `Table ${name} (file ${JSON.stringify(profile.source.fileName)}, ${profile.rows} rows${profile.rowWords?.length ? `; one row is a ${profile.rowWords.join(' ')}` : ''}), columns:`,
        ...profile.columns.slice(0, MAX_COLUMNS).map((c) => columnLine(c, profile)),
      ].join('\n'),
    )
    .join('\n\n')
}

const SYSTEM = `You plan data-analysis questions for Parley. You never see the data itself, only its profile. Parley runs what you propose and writes every number of the answer from the result; do not state figures yourself.

Answer with ONE JSON object and nothing else, in one of these shapes:
1. {"answer":"sql","sql":"SELECT …","restatement":"…","chart":{"kind":"bar"|"line"|"none","x":"…","y":"…"}}
   One read-only DuckDB SELECT (WITH … SELECT is fine) over the tables named below, quoting column names with double quotes. No other statements, no table functions, no files. Give result columns clear names with AS. Order the rows so the answer comes first, and return only the rows that answer the question (a LIMIT when ranking). "chart" is optional: which result columns to draw.
2. ${PLAN_ANSWER_GUIDE}
3. {"answer":"cannot","reason":"…"} when the data does not hold what the question asks about (a measure, a period or a concept it lacks, a prediction). Say what is missing; do not answer a different question.

"restatement" says in a few words what you computed (for example "total sales per region in 2017"). Write "restatement", "narration" and "reason" in the answer language named with the question, whatever language the question and the data are in; keep column names and values as written. Use the previous question only when the new one leaves things out ("now by month", "and for 2014?").`

export function buildMessages(
  question: string,
  previousQuestion: string | null,
  tables: NamedProfile[],
  lang: EngineLanguage = 'EN',
): ChatMessage[] {
  const { english, native } = LANGUAGES[lang]
  const lines = [
    `Question: ${question}`,
    `Answer language: ${english}${native === english ? '' : ` (${native})`}`,
  ]
  if (previousQuestion) lines.push(`Previous question in this session: ${previousQuestion}`)
  lines.push('', 'Data:', profileText(tables))
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: lines.join('\n') },
  ]
}
