import type { Cue } from '../lang/pack'
import type { ColumnProfile, TableProfile } from '../types'
import { bindColumns, bindValues, type ValueBinding } from './bind'
import { conditionCueBefore, readPeriods } from './periods'
import { parse, type Parsed, type Term } from './terms'
import { fold, GENERIC, HARD_UNITS, unitInData, wordsOf } from './words'

/**
 * Everything the question says about one table, with a ledger: each content word is bound to a
 * column, a value, a cue, a number or the rows themselves, or listed as not understood.
 */

export interface Condition {
  column: string
  op: '>' | '<' | '>=' | '<=' | 'between' | '='
  value: number
  high?: number
}

export interface Understanding {
  parsed: Parsed
  profile: TableProfile
  cues: Set<Cue>
  /** Numeric columns the question names (not used by a condition). */
  measures: ColumnProfile[]
  /** Categorical columns named without a value ("by region", "which states"). */
  dims: ColumnProfile[]
  /** Every column named, in question order. */
  named: ColumnProfile[]
  values: ValueBinding[]
  time: ColumnProfile | null
  /** Explicit years, in question order. */
  years: number[]
  /** Calendar months named alone ("in January"), 1–12. */
  months: number[]
  yearRange: { from?: number; to?: number } | null
  dateRange: { from: string; to: string } | null
  conditions: Condition[]
  topN: number | null
  /** The question counts the table's rows ("how many airports"). */
  rowNoun: boolean
  /** Which grain words appear: "month", "day", "year". */
  grains: Set<'year' | 'month' | 'day' | 'weekday'>
  /** Categorical columns whose values contain a word of the question ("kinds of disaster"). */
  hinted: ColumnProfile[]
  notUnderstood: string[]
  /** Nouns naming something to compute that nothing in the data measures. */
  unknownMeasures: string[]
  /**
   * Words that pick rows which nothing in the data marks ("how many flights were cancelled" in a
   * table with no cancellation column): a count over all rows would answer another question.
   */
  unknownConditions: string[]
  ledger: { word: string; role: string }[]
}

const IGNORED_POS = new Set(['DET', 'ADP', 'AUX', 'PRON', 'PUNCT', 'CCONJ', 'SCONJ', 'PART', 'SYM', 'SPACE', 'INTJ'])
const FILLER_VERBS = new Set(['be', 'have', 'do', 'hold', 'work', 'occur', 'record', 'happen', 'give', 'show', 'tell', 'classify', 'take', 'look', 'live', 'go', 'cover', 'come', 'reach', 'cross', 'become', 'stand', 'fill', 'handle', 'cause', 'make', 'get', 'see', 'find', 'list', 'know', 'want', 'like', 'let', 'say', 'there'])

export function timeColumn(profile: TableProfile): ColumnProfile | null {
  return (
    profile.columns.find((c) => c.kind === 'temporal') ??
    profile.columns.find((c) => c.kind === 'year') ??
    null
  )
}

function rowNouns(profile: TableProfile, datasetName: string): Set<string> {
  const words = [...wordsOf(profile.source.fileName.replace(/\.[a-z0-9]+$/i, '')), ...wordsOf(datasetName)]
  const stop = /^(csv|json|parquet|tsv|data|dataset|and|the|for|with|per|from|by|of|all|sample)$/
  return new Set(words.filter((w) => w.length > 2 && !stop.test(w)))
}


export function understand(question: string, profile: TableProfile, datasetName = ''): Understanding {
  const parsed = parse(question)
  return understandParsed(parsed, profile, datasetName)
}

export function understandParsed(parsedIn: Parsed, profile: TableProfile, datasetName = ''): Understanding {
  // Roles are per table: work on a copy of the terms.
  const parsed: Parsed = { ...parsedIn, terms: parsedIn.terms.map((t) => ({ ...t })), cues: new Set(parsedIn.cues) }
  const { terms, cues } = parsed
  const time = timeColumn(profile)

  // Numbers that name time or a count of results (periods.ts); the rest are conditions below.
  const { years, yearRange, dateRange, months, topN } = readPeriods(parsed, time)
  const conditions: Condition[] = []
  const grains = new Set<'year' | 'month' | 'day' | 'weekday'>()

  // Columns and values.
  const nouns = rowNouns(profile, datasetName)
  // Bound best-first; kept in question order ("fuel economy and power" → mpg, then horsepower).
  let named = bindColumns(terms, profile, nouns).sort((a, b) => Math.min(...a.terms) - Math.min(...b.terms))
  // "How many days …" in a table of one row per day counts rows, it does not group by date.
  if (cues.has('count') && time?.kind === 'temporal' && time.distinct >= profile.rows * 0.95) {
    named = named.filter((n) => {
      const days = n.column === time && n.terms.length === 1 && /^(day|date|天|日)$/.test(terms[n.terms[0]!]!.lemma) && terms[n.terms[0]! - 1]?.role === 'cue:count'
      if (days) terms[n.terms[0]!]!.role = 'rows'
      return !days
    })
  }
  for (const c of named) for (const k of c.terms) terms[k]!.role = `column:${c.column.name}`
  // A cue word that is part of a column's name ("max" of temp_max) names the column, not the cue.
  for (const [cue, at] of parsed.cueAt)
    if (at.length && at.every((k) => terms[k]?.role?.startsWith('column:') && !terms[k]?.degree)) cues.delete(cue)
  // Words naming the rows themselves ("deaths" in a file of deaths) are not cell values.
  for (const t of terms) if (!t.role && t.num === undefined && (nouns.has(fold(t.lemma)) || nouns.has(fold(t.text)))) t.role = 'rows'
  let values = bindValues(terms, profile)
  // "(men and women combined)": values pooled together are no filter at all.
  if (/\b(combined|together|altogether)\b|合计|合起来|一共|加起来|zusammen/i.test(parsed.text)) {
    const per = new Map<string, number>()
    for (const v of values) per.set(v.column.name, (per.get(v.column.name) ?? 0) + 1)
    const pooled = values.filter((v) => (per.get(v.column.name) ?? 0) >= 2)
    for (const v of pooled) for (const k of v.terms) terms[k]!.role = `pooled:${v.column.name}`
    values = values.filter((v) => !pooled.includes(v))
  }
  for (const v of values) for (const k of v.terms) terms[k]!.role = `value:${v.column.name}=${v.value}`

  // Conditions: a comparison cue followed by a number; the column is the one named nearest.
  for (const cue of ['above', 'below', 'between'] as const) {
    for (const at of parsed.cueAt.get(cue) ?? []) {
      const num = terms.slice(at + 1, at + 6).find((x) => x.num !== undefined && (x.role === undefined || x.role === 'topN'))
      if (!num) continue
      const col = conditionColumn(terms, at, profile, named.map((n) => n.column))
      if (!col) continue
      // "above 20%" on a column of fractions (0.2) means 0.2.
      const pct = (x: Term) => {
        const sign = terms[x.i + 1]
        if (sign?.text !== '%' || typeof col.max !== 'number' || col.max > 1) return x.num!
        sign.role = 'condition'
        return x.num! / 100
      }
      if (cue === 'between') {
        const high = terms.slice(num.i + 1, num.i + 4).find((x) => x.num !== undefined && !x.role)
        if (!high) continue
        conditions.push({ column: col.name, op: 'between', value: pct(num), high: pct(high) })
        high.role = 'condition'
      } else {
        const word = terms.slice(at, at + 3).map((x) => x.lemma).join(' ')
        const strict = !/at least|at most/.test(word)
        conditions.push({ column: col.name, op: cue === 'above' ? (strict ? '>' : '>=') : strict ? '<' : '<=', value: pct(num) })
      }
      num.role = 'condition'
    }
  }
  // Non-English packs mark cue words without positions; attach "超过 75" style numbers.
  if (parsed.lang !== 'en') {
    for (const t of terms) {
      if (t.num === undefined || t.role) continue
      const cueBefore = terms.slice(Math.max(0, t.i - 2), t.i).find((x) => x.role === 'cue:above' || x.role === 'cue:below')
      const col = named.find((n) => profile.columns.includes(n.column) && n.column.kind === 'numeric')?.column
      if (cueBefore && col) {
        conditions.push({ column: col.name, op: cueBefore.role === 'cue:above' ? '>' : '<', value: t.num })
        t.role = 'condition'
      }
    }
  }

  // "cars with 8 cylinders": a number just before the name of a column of few values is that value.
  for (const t of terms) {
    if (t.role || t.num === undefined || conditionCueBefore(terms, t.i)) continue
    const next = terms[t.i + 1]
    const col = profile.columns.find((c) => next?.role === `column:${c.name}`)
    if (!col || col.kind !== 'numeric' || !col.lowCardinality) continue
    conditions.push({ column: col.name, op: '=', value: t.num })
    t.role = 'condition'
  }
  // A "%" that belongs to a condition's number asks for no share.
  const shareAt = parsed.cueAt.get('share') ?? []
  if (shareAt.length && shareAt.every((k) => terms[k]?.role === 'condition')) cues.delete('share')
  const conditionColumns = new Set(conditions.map((c) => c.column))
  let measures = named
    .map((n) => n.column)
    .filter((c) => c.kind === 'numeric' && (!c.lowCardinality || ['average', 'median', 'total', 'max', 'min'].some((k) => cues.has(k as Cue))))
    .filter((c) => !conditionColumns.has(c.name) || named.filter((n) => n.column.name === c.name).length > 1)
  const valueColumns = new Set(values.map((v) => v.column.name))
  // "average life expectancy per continent cluster": a small integer column after "per" groups, it is not measured.
  const groupsBy = (c: ColumnProfile) =>
    named.some((n) => n.column === c && n.terms.some((k) => terms.slice(Math.max(0, k - 3), k).some((x) => x.role === 'cue:each')))
  if (measures.length > 1) measures = measures.filter((c) => !(c.lowCardinality && groupsBy(c)))
  const dims = named
    .map((n) => n.column)
    .filter((c) => (c.kind === 'categorical' || c.kind === 'temporal' || c.kind === 'year' || c.lowCardinality) && (!valueColumns.has(c.name) || cues.has('not')))
    .filter((c) => !conditionColumns.has(c.name) || named.filter((n) => n.column.name === c.name).length > 1)
  if (/\bday of (the )?week\b|\bweekdays?\b|day-of-week|星期几|周几|曜日|día de la semana|jour de la semaine|wochentag/i.test(parsed.text)) grains.add('weekday')
  for (const t of terms) {
    if (t.role) continue
    if (/^(month|monthly|mes|月)$/.test(t.lemma)) grains.add('month')
    if (/^(day|daily|date)$/.test(t.lemma)) grains.add('day')
    if (/^(year|annual|yearly|annually)$/.test(t.lemma)) grains.add('year')
  }
  for (const t of terms) {
    if (t.role?.startsWith('column:') && /month|day|year/.test(t.lemma)) {
      if (t.lemma.includes('month')) grains.add('month')
      if (t.lemma.includes('day')) grains.add('day')
      if (t.lemma.includes('year')) grains.add('year')
    }
  }

  // Rows, generic words and units.
  let rowNoun = terms.some((t) => t.role === 'rows')
  const unknownMeasures: string[] = []
  const unknownConditions: string[] = []
  const notUnderstood: string[] = []
  const hinted: ColumnProfile[] = []
  /** Columns whose values contain the word ("disaster" → Entity: "All natural disasters"). */
  const hint = (t: Term) => {
    if (IGNORED_POS.has(t.pos) || GENERIC.has(fold(t.lemma))) return
    const ws = [fold(t.lemma), ...t.lemma.split(' ').map(fold)]
    for (const c of profile.columns)
      if (c.kind === 'categorical' && c.values.length <= 2000 && !hinted.includes(c) && c.values.some((v) => wordsOf(v).some((w) => ws.includes(w))))
        hinted.push(c)
  }
  for (const t of terms) if (t.role === 'rows') hint(t)
  const valueWords = new Set(values.flatMap((v) => wordsOf(v.value)))
  const allValueWords = new Set<string>()
  for (const c of profile.columns) if (c.kind === 'categorical' && c.values.length < 2000) for (const v of c.values) wordsOf(v).forEach((w) => allValueWords.add(w))
  for (const t of terms) {
    if (t.role) continue
    const f = fold(t.lemma)
    if (t.num !== undefined) {
      t.role = 'number'
      continue
    }
    if (IGNORED_POS.has(t.pos) || t.lemma.length < 2 && !/[\u4e00-\u9fff]/.test(t.lemma)) {
      t.role = 'function word'
      continue
    }
    if (nouns.has(f) || (fold(t.text) !== f && nouns.has(fold(t.text))) || t.lemma.split(' ').every((w) => nouns.has(fold(w)))) {
      t.role = 'rows'
      rowNoun = true
      hint(t)
      continue
    }
    if (unitInData(f, profile.columns.filter((c) => c.kind === 'numeric').map((c) => c.name))) {
      t.role = 'unit'
      continue
    }
    if (HARD_UNITS.has(f) || t.lemma.split(' ').some((w) => HARD_UNITS.has(fold(w)))) {
      t.role = 'unknown unit'
      unknownMeasures.push(t.text)
      continue
    }
    if (GENERIC.has(f) || t.lemma.split(' ').every((w) => GENERIC.has(fold(w)))) {
      t.role = /^(person|people|victim|individual|row|record|entry|reading|observation|case|line)$/.test(f) ? 'rows' : 'generic'
      if (t.role === 'rows') rowNoun = true
      continue
    }
    if (allValueWords.has(f) || valueWords.has(f) || t.lemma.split(' ').some((w) => allValueWords.has(fold(w)))) {
      t.role = 'values hint'
      hint(t)
      continue
    }
    if (FILLER_VERBS.has(t.lemma)) {
      t.role = 'function word'
      continue
    }
    if (/^(when|where|how|what|which|why)$/.test(t.lemma)) {
      t.role = 'function word'
      continue
    }
    if (t.pos === 'ADV' || t.pos === 'ADJ' || t.pos === 'VERB' || t.pos === 'NUM') {
      notUnderstood.push(t.text)
      // "were cancelled", "are closed": a state the rows are said to be in.
      if ((t.pos === 'VERB' || t.pos === 'ADJ') && terms[t.i - 1]?.lemma === 'be') unknownConditions.push(t.text)
      continue
    }
    if (t.pos === 'X') continue
    notUnderstood.push(t.text)
    if (t.pos === 'NOUN' || t.pos === 'PROPN') unknownMeasures.push(t.text)
  }

  const ledger = terms.map((t) => ({ word: t.text, role: t.role ?? 'not understood' }))
  return {
    parsed,
    profile,
    cues,
    measures,
    dims,
    named: named.map((n) => n.column),
    values,
    time,
    years,
    months,
    yearRange,
    dateRange,
    conditions,
    topN,
    rowNoun,
    grains,
    hinted,
    notUnderstood,
    unknownMeasures,
    unknownConditions,
    ledger,
  }
}


/** The numeric column a condition is about: named in the cue ("older than" → age), else nearest. */
function conditionColumn(terms: Term[], at: number, profile: TableProfile, named: ColumnProfile[]): ColumnProfile | null {
  const numeric = named.filter((c) => c.kind === 'numeric' || c.kind === 'year')
  const cueWords = terms.slice(at, at + 2).map((t) => t.lemma)
  if (cueWords.includes('old') || cueWords.includes('young')) {
    const age = profile.columns.find((c) => wordsOf(c.name).includes('age'))
    if (age) return age
  }
  if (cueWords.includes('north') || cueWords.includes('south')) {
    const lat = profile.columns.find((c) => wordsOf(c.name).includes('latitude'))
    if (lat) return lat
  }
  let best: { c: ColumnProfile; d: number } | null = null
  for (const c of numeric) {
    const idx = terms.findIndex((t) => t.role === `column:${c.name}`)
    if (idx < 0) continue
    const d = idx < at ? at - idx : (idx - at) * 1.5
    if (!best || d < best.d) best = { c, d }
  }
  if (best) return best.c
  const only = profile.columns.filter((c) => c.kind === 'numeric' && !c.lowCardinality)
  if (only.length === 1) return only[0]!
  // Several: the basic one whose name is part of every other's ("CO2" of "adjusted CO2").
  const basic = only.find((c) => only.every((o) => o === c || wordsOf(o.name).join(' ').includes(wordsOf(c.name).join(' '))))
  return basic ?? null
}
