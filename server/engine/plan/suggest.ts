import pluralize from 'pluralize'
import { runQuery } from '../db'
import { naturalAgg } from '../kinds/build'
import { fill, phrase, say, type SayKey, type SayParams } from '../say'
import { withSemantics } from '../semantic/model'
import { plainName } from '../semantic/plain-name'
import { sensesOf } from '../semantic/wordnet-files'
import { LANGUAGES, type EngineLanguage } from '../text/language'
import { isMeasure, type ColumnProfile, type TableProfile } from '../types'
import { decide } from './decide'
import { compilePlan } from './run'
import type { Plan } from './schema'

/**
 * Suggested questions from the dataset's profile (its measures, categories and the grain of its
 * dates), written from say/'s suggest.* templates with the columns' plain names ("Which origin has
 * the highest average miles per gallon?", semantic/plain-name.ts). Each candidate must be planned
 * by the engine itself — as the same plan its column names give — compile, return rows and not be
 * trivial (a grouping with more than one group) before it is offered; when the plain wording is
 * not understood, the column names are offered instead. Checked once per profile.
 */

const checked = new WeakMap<TableProfile, Promise<Record<'EN' | 'ZH', string[]>>>()

function measures(p: TableProfile): ColumnProfile[] {
  return p.columns.filter((c) => isMeasure(c) && !c.lowCardinality)
}
function categories(p: TableProfile): ColumnProfile[] {
  return p.columns.filter((c) => c.kind === 'categorical' && c.distinct >= 2 && c.distinct <= 60)
}

/** One suggested question in both languages, from a column naming (plain or as written). */
interface Texts {
  en: string
  zh: string
}
export interface Candidate {
  /** Worded with the columns' plain names, then with their own names. */
  plain: Texts
  raw: Texts
  /** Chinese worded with the English plain names: between the two, when the Chinese names are not read alike. */
  mixed: string
  /** The columns the question is about: its plan must use them (and no other but dates). */
  columns: string[]
  grouped: boolean
}

type Namer = (c: ColumnProfile) => string
type Worded = Texts & Pick<Candidate, 'columns' | 'grouped'>

/**
 * A question in English. With `once`, "total population" is a total already: the template's word
 * before {measure} ("the total {measure}") is not said twice.
 */
function english(key: SayKey, params: SayParams, once = false): string {
  const template = phrase('EN', key)
  const word = /(\S+) \{measure\}/.exec(template)?.[1]
  const said = once && word && String(params.measure).toLowerCase().startsWith(`${word} `)
  return fill(said ? template.replace(`${word} {measure}`, '{measure}') : template, params)
}

/**
 * WordNet's lexicographer files of nouns one counts in kinds, not one by one: phenomenon
 * (weather), process, substance.
 */
const MASS_FILES = new Set([19, 22, 27])

/**
 * "How many different origins / weather types are there?", but "how many different kinds of
 * weather": a noun whose commonest sense is a phenomenon or substance, or that has no plural,
 * is counted in kinds.
 */
function howManyDifferent(name: string): string {
  const words = name.split(' ')
  const head = words.at(-1)!
  const plural = pluralize.plural(head)
  const senses = sensesOf(head.toLowerCase()).filter((s) => s.ssType === 1)
  const top = senses.length ? senses.reduce((a, b) => (b.count > a.count ? b : a)) : null
  const mass = plural === head || (top !== null && MASS_FILES.has(top.lexFile))
  if (mass || !/^[a-z]+$/.test(head)) return say('EN', 'suggest.howManyKinds', { dim: name })
  return say('EN', 'suggest.howManyDifferent', { dims: [...words.slice(0, -1), plural].join(' ') })
}

function worded(p: TableProfile, en: Namer, zh: Namer): Worded[] {
  const out: Worded[] = []
  const [m, m2] = measures(p)
  const [d] = categories(p)
  const time = p.columns.find((c) => c.kind === 'temporal' || c.kind === 'year')
  const years =
    time && typeof time.min === 'string' && typeof time.max === 'string'
      ? Number(time.max.slice(0, 4)) - Number(time.min.slice(0, 4))
      : time
        ? Number(time.max) - Number(time.min)
        : 0
  const since = time ? Math.floor(Number(String(time.min).slice(0, 4))) : 0
  // One question in both languages: the same key, each language's names; `once` as english().
  const ask = (
    key: SayKey,
    params: (name: Namer) => SayParams,
    columns: string[],
    { grouped = false, once = false } = {},
  ) =>
    out.push({
      en: english(key, params(en), once),
      zh: say('ZH-CN', key, params(zh)),
      columns,
      grouped,
    })
  if (m && d) {
    const total = naturalAgg(m) === 'sum'
    const by = (n: Namer) => ({ measure: n(m), dim: n(d) })
    ask(total ? 'suggest.totalBy' : 'suggest.averageBy', by, [m.name, d.name], {
      grouped: true,
      once: true,
    })
    ask('suggest.highestAverage', by, [m.name, d.name], { once: true })
  }
  if (m && time && years >= 2)
    ask('suggest.changeSince', (n) => ({ measure: n(m), year: since }), [m.name, time.name], {
      once: true,
    })
  if (m && time?.kind === 'temporal' && years < 3)
    ask('suggest.averageByMonth', (n) => ({ measure: n(m) }), [m.name, time.name], {
      grouped: true,
      once: true,
    })
  if (m) ask('suggest.medianAndAverage', (n) => ({ measure: n(m) }), [m.name])
  if (d)
    out.push({
      en: howManyDifferent(en(d)),
      zh: say('ZH-CN', 'suggest.howManyDifferent', { dims: zh(d) }),
      columns: [d.name],
      grouped: false,
    })
  if (m && m2) ask('suggest.correlated', (n) => ({ a: n(m), b: n(m2) }), [m.name, m2.name])
  return out
}

/** Each candidate worded with plain names and with the columns' own names. */
export function candidates(p: TableProfile): Candidate[] {
  const en = (c: ColumnProfile) => plainName(c, p, 'EN')
  const plain = worded(p, en, (c) => plainName(c, p, 'ZH-CN'))
  const mixed = worded(p, en, en)
  const raw = worded(
    p,
    (c) => c.name,
    (c) => c.name,
  )
  return plain.map((c, i) => ({
    plain: { en: c.en, zh: c.zh },
    raw: { en: raw[i]!.en, zh: raw[i]!.zh },
    mixed: mixed[i]!.zh,
    columns: c.columns,
    grouped: c.grouped,
  }))
}

/** Every column a plan reads (its measures, groups, filters, correlated pair, shown columns). */
export function planColumns(plan: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(plan)) for (const x of plan) planColumns(x, out)
  else if (plan && typeof plan === 'object')
    for (const [k, v] of Object.entries(plan)) {
      if ((k === 'column' || k === 'x' || k === 'y') && typeof v === 'string') out.add(v)
      else if ((k === 'columns' || k === 'show') && Array.isArray(v)) {
        for (const c of v) if (typeof c === 'string') out.add(c)
      } else planColumns(v, out)
    }
  return out
}

/** Whether a plan is about exactly the candidate's columns (dates may filter it, as a stock's last year). */
function about(plan: Plan, c: Candidate, p: TableProfile): boolean {
  const used = planColumns(plan)
  if (!c.columns.every((x) => used.has(x))) return false
  return [...used].every(
    (x) =>
      c.columns.includes(x) ||
      ['temporal', 'year'].includes(p.columns.find((y) => y.name === x)?.kind ?? ''),
  )
}

/**
 * The plan of a candidate's best wording: the plainest one understood as the columns' own names
 * are (the same plan) or, when those are not understood, as a plan about its columns.
 */
export function planOf(
  p: TableProfile,
  c: Candidate,
  lang: 'en' | 'zh',
): { text: string; plan: Plan } | null {
  const plan = (q: string) => {
    const d = decide(q, [p], '', null)
    return d.type === 'plan' ? d.plan : null
  }
  const own = plan(c.raw[lang])
  const wordings = lang === 'en' ? [c.plain.en] : [c.plain.zh, c.mixed]
  for (const text of new Set(wordings)) {
    const read = text === c.raw[lang] ? own : plan(text)
    if (read && (own ? JSON.stringify(read) === JSON.stringify(own) : about(read, c, p)))
      return { text, plan: read }
  }
  return own && about(own, c, p) ? { text: c.raw[lang], plan: own } : null
}

/** Whether a plan compiles, returns rows and is not trivial. */
async function fits(p: TableProfile, plan: Plan, grouped: boolean): Promise<boolean> {
  try {
    const { sql } = compilePlan(plan, p)
    const r = await runQuery(`SELECT * FROM (${sql}) LIMIT 3`)
    if (!r.rows.length || r.rows[0]!.every((v) => v === null)) return false
    return !(grouped && r.rows.length < 2)
  } catch {
    return false
  }
}

async function check(p: TableProfile): Promise<Record<'EN' | 'ZH', string[]>> {
  const list = candidates(p).map((c) => ({ c, en: planOf(p, c, 'en') }))
  // The checks are independent: run them together (on a 3M-row table they took ~3 s one by one).
  const ok = await Promise.all(
    list.map(({ c, en }) => (en ? fits(p, en.plan, c.grouped) : Promise.resolve(false))),
  )
  const kept = list.filter((_, i) => ok[i])
  return {
    EN: kept.map(({ en }) => en!.text),
    // A Chinese wording the engine does not read as its English twin keeps the columns' names.
    ZH: kept.map(({ c }) => planOf(p, c, 'zh')?.text ?? c.raw.zh),
  }
}

/**
 * The profile as questions are read against it: with its semantic model (a profile loaded
 * without one, as the dataset overview loads it, gets one from its headers).
 */
function readable(p: TableProfile): TableProfile {
  return p.columns.some((c) => c.semantics) ? p : withSemantics(p, { name: '', description: '' })
}

export async function suggestFor(p: TableProfile, lang: EngineLanguage, n = 4): Promise<string[]> {
  let pending = checked.get(p)
  if (!pending) {
    pending = check(readable(p))
    checked.set(p, pending)
  }
  const lists = await pending
  // Each language gets the list it is given in text/language.ts (English where the engine has no
  // checked wording of its own): the engine must be able to read a suggestion back to check it.
  return lists[LANGUAGES[lang].suggestions].slice(0, n)
}
