import { exprColumns as exprColumnsOf, type Expr } from '../plan/expr'
import type { ColumnProfile, TableProfile } from '../types'
import { isUnitNoun } from '../semantic/lexicon'
import { inUnits, sameUnit } from './arithmetic-units'
import { readExpr, type Tok } from './arithmetic-parse'
import type { Parsed, Term } from './terms'

/**
 * Arithmetic between columns written in a question ("brain weight divided by body weight",
 * "cases / (cases + controls)", "the ratio of assaults to murders", "the square of height"),
 * read over the columns the binder already named. A formula read only in part is no reading:
 * its words stay unplaced, so the question is declined rather than answered with another number.
 */
export interface Derived {
  /** Null when arithmetic is written but not read whole: no number is given for it. */
  expr: Expr | null
  /** The operator words of a formula not read ("divided by"), named in the reply. */
  unread: string[]
}

/** A token with the terms it covers. */
type Cover = Tok & { at: number[]; unit?: string }

const SKIPPED = /^(the|its|their|his|her|a|an)$/
const PLAIN: Record<string, Tok> = {
  '/': { t: 'op', op: '/' },
  '÷': { t: 'op', op: '/' },
  '*': { t: 'op', op: '*' },
  '×': { t: 'op', op: '*' },
  times: { t: 'op', op: '*' },
  '+': { t: 'op', op: '+' },
  plus: { t: 'op', op: '+' },
  '-': { t: 'op', op: '-' },
  '−': { t: 'op', op: '-' },
  minus: { t: 'op', op: '-' },
  '(': { t: '(' },
  ')': { t: ')' },
  squared: { t: 'squared' },
}
/** A term no other reading has taken (a cue's word is the cue's, "plus de" a bound). */
const free = (t: Term) =>
  !t.role || t.role === 'function word' || t.role === 'not understood' || SYMBOLS.test(t.text)
const SYMBOLS = /^[-−+*×/÷()]$/
/** Words that divide only between two columns ("over", "per", "to" of a ratio), decided later. */
const BETWEEN = /^(over|per|to|and)$/

const numericColumn = (profile: TableProfile, role: string | undefined) => {
  const name = role?.startsWith('column:') ? role.slice(7) : null
  const c = profile.columns.find((x) => x.name === name)
  return c && (c.kind === 'numeric' || c.numericText) ? c : undefined
}

/** One token from the terms at k (and the words it takes with it), with how many terms it used. */
function tokenAt(terms: Term[], k: number, profile: TableProfile): [Cover, number] | null {
  const t = terms[k]!
  const w = t.lemma
  // A bracket or sign is one whatever the binder made of it ("body (brain weight" is no name).
  const symbol = SYMBOLS.test(t.text) ? PLAIN[t.text] : undefined
  if (symbol) return [{ ...symbol, at: [k] }, 1]
  const c = numericColumn(profile, t.role)
  if (c) {
    let n = 1
    const same = (x?: Term) =>
      !!x && !SYMBOLS.test(x.text) && (x.role === t.role || x.role === 'rows')
    while (same(terms[k + n])) n++
    // "mass in kg": the unit the question reads the column in.
    const unit = terms[k + n]?.lemma === 'in' && isUnitNoun(terms[k + n + 1]?.lemma ?? '')
    return [
      { t: 'col', column: c.name, at: [], unit: unit ? terms[k + n + 1]!.lemma : undefined },
      unit ? n + 2 : n,
    ]
  }
  if (t.num !== undefined) return [{ t: 'num', value: t.num, at: [k] }, 1]
  if ((w === 'divide' || w === 'multiply') && terms[k + 1]?.lemma === 'by')
    return [{ t: 'op', op: w === 'divide' ? '/' : '*', at: [k, k + 1] }, 2]
  if (w === 'relative' && terms[k + 1]?.lemma === 'to')
    return [{ t: 'op', op: '/', at: [k, k + 1] }, 2]
  if (w === 'square' && terms[k + 1]?.lemma === 'of') return [{ t: 'square_of', at: [k, k + 1] }, 2]
  if (w === 'per' && terms[k + 1]?.lemma === 'unit' && terms[k + 2]?.lemma === 'of')
    return [{ t: 'op', op: '/', at: [k, k + 1, k + 2] }, 3]
  if (w === 'per' && perScaled(terms, k, profile))
    return [{ t: 'op', op: '/', at: [k, k + 1, k + 2, k + 3] }, 4]
  const plain = free(t) ? (PLAIN[w] ?? PLAIN[t.text]) : undefined
  if (plain) return [{ ...plain, at: [k] }, 1]
  if (SKIPPED.test(w) && (!t.role || t.role === 'function word')) return null
  return [{ t: 'other', at: [k] }, 1]
}

/**
 * "Horsepower per 1,000 lb of weight" over a weight stored in 1,000 lb (the semantic model's
 * unit, from a data dictionary): a plain division. In another or an unknown unit it is no reading.
 */
function perScaled(terms: Term[], k: number, profile: TableProfile): boolean {
  const [n, unit, of, next] = [terms[k + 1], terms[k + 2], terms[k + 3], terms[k + 4]]
  if (n?.num === undefined || !unit || !isUnitNoun(unit.lemma) || of?.lemma !== 'of') return false
  const held = numericColumn(profile, next?.role)?.semantics?.unit
  return !!held && (held.scale ?? 1) === n.num && sameUnit(held.unit ?? '', unit.lemma)
}

/** The question's terms as tokens; a column's run of words is one operand. */
function tokensOf(parsed: Parsed, profile: TableProfile): Cover[] {
  const out: Cover[] = []
  for (let k = 0; k < parsed.terms.length;) {
    const read = tokenAt(parsed.terms, k, profile)
    const n = read?.[1] ?? 1
    if (read) out.push({ ...read[0], at: read[0].t === 'col' ? range(k, n) : read[0].at })
    k += n
  }
  return dividingWords(out, parsed.terms, profile)
}

const range = (k: number, n: number) => Array.from({ length: n }, (_, i) => k + i)

/**
 * "Over" and "per" divide between two columns ("horsepower per weight"; not "per region", nor a
 * column of few values, which groups); "to" and "and" only in a ratio ("the ratio of X to Y",
 * "the X to Y ratio").
 */
function dividingWords(toks: Cover[], terms: Term[], profile: TableProfile): Cover[] {
  const lemma = (x: Cover | undefined) => (x?.t === 'other' ? terms[x.at[0]!]!.lemma : '')
  return toks.map((x, i) => {
    const w = lemma(x)
    const [a, b] = [toks[i - 1], toks[i + 1]]
    if (!BETWEEN.test(w) || a?.t !== 'col' || b?.t !== 'col' || a.column === b.column) return x
    const spread = profile.columns.find((c) => c.name === b.column) as ColumnProfile
    const before = lemma(toks[i - 2])
    const ratio =
      (lemma(toks[i - 3]) === 'ratio' &&
        ((before === 'of' && w === 'to') || (before === 'between' && w === 'and'))) ||
      (w === 'to' && lemma(toks[i + 2]) === 'ratio')
    const divides = /^(over|per)$/.test(w) ? !spread.lowCardinality : ratio
    return divides ? { ...x, t: 'op', op: '/' } : x
  })
}

/** Every expression of two or more operands written in the question, with the terms it covers. */
function readings(toks: Cover[]): { expr: Expr; at: number[]; bracketed: boolean }[] {
  const out: { expr: Expr; at: number[]; bracketed: boolean }[] = []
  for (let k = 0; k < toks.length; k++) {
    const read = readExpr(toks, k)
    if (!read || !read.ops) continue
    const span = toks.slice(k, read.end)
    out.push({
      expr: read.expr,
      at: span.flatMap((x) => x.at),
      bracketed: toks[k]?.t === '(' && toks[read.end - 1]?.t === ')',
    })
    k = read.end - 1
  }
  return out
}

/** A division or difference of one expression by itself (always 1 or 0): a misread formula. */
function selfMade(e: Expr): boolean {
  if (!('op' in e)) return false
  if (e.op === 'square') return selfMade(e.arg)
  const [a, b] = e.args
  const same = (e.op === '/' || e.op === '-') && JSON.stringify(a) === JSON.stringify(b)
  return same || selfMade(a) || selfMade(b)
}

/** The question's formula over the table's columns, or null when it writes none (or several). */
export function readArithmetic(
  parsed: Parsed,
  profile: TableProfile,
): { expr: Expr; at: number[] } | null {
  const toks = tokensOf(parsed, profile)
  const all = readings(toks)
  // A formula in brackets explains the words before it ("relative to its body (brain ÷ body)").
  const explained = all.filter((r) => r.bracketed)
  const chosen = explained.length ? explained : all
  const [first] = chosen
  // "Weight ÷ weight": a column against itself means a word was bound to the wrong column.
  if (all.some((r) => selfMade(r.expr))) return null
  if (!first || chosen.some((r) => JSON.stringify(r.expr) !== JSON.stringify(first.expr)))
    return null
  const said = new Map<string, string>()
  for (const x of toks)
    if (x.t === 'col' && x.unit && all.some((r) => r.at.includes(x.at[0]!)))
      said.set(x.column, x.unit)
  return { expr: inUnits(first.expr, said, profile), at: all.flatMap((r) => r.at) }
}

/** Cues whose words only wrote the formula ("per", "relative to") are not the question's. */
const FORMULA_CUES = ['each', 'compare', 'ratio'] as const

/**
 * The question's formula placed in its ledger: its operators are read, a name written just before
 * it in brackets ("BMI (mass ÷ height²)") names it wherever it recurs, and its columns are no
 * longer measures or groups of their own (taken out of `measures` and `dims`).
 */
export function placeFormula<C extends { name: string }>(
  parsed: Parsed,
  profile: TableProfile,
  measures: C[],
  dims: C[],
): Derived | null {
  const read = readArithmetic(parsed, profile)
  if (!read) return unreadFormula(parsed.terms)
  const { terms, cues, cueAt } = parsed
  const at = new Set(read.at)
  for (const k of at) if (!terms[k]!.role?.startsWith('column:')) terms[k]!.role = 'operator'
  const open = Math.min(...at)
  const name = terms[open - 1]
  if (terms[open]?.text === '(' && name && (!name.role || name.role === 'not understood'))
    for (const t of terms) if (t.text === name.text) t.role = 'formula'
  for (const cue of FORMULA_CUES)
    if (
      cueAt.get(cue)?.length &&
      cueAt.get(cue)!.every((k) => at.has(k) || terms[k]?.lemma === 'ratio')
    )
      cues.delete(cue)
  const own = new Set(exprColumnsOf(read.expr))
  for (const list of [measures, dims])
    for (let k = list.length - 1; k >= 0; k--) if (own.has(list[k]!.name)) list.splice(k, 1)
  const units = unconvertedUnits(read.expr)
  if (units.length) return unitsUnknown(terms, units)
  return { expr: read.expr, unread: [] }
}

/** Units the question reads a column in that the data does not say it holds ("in meters"). */
function unconvertedUnits(e: Expr): string[] {
  if ('column' in e) return e.unconverted ? [e.unconverted] : []
  if ('value' in e) return []
  return e.op === 'square' ? unconvertedUnits(e.arg) : e.args.flatMap(unconvertedUnits)
}

/**
 * "Height in meters" over a height whose unit the data does not say: computed as stored, the
 * number could be off by any factor (cm against m is 10,000 in a BMI), so none is given; the
 * unit words are named, and a data dictionary ("height: in cm") lets it be converted.
 */
function unitsUnknown(terms: Term[], units: string[]): Derived {
  const unread: string[] = []
  terms.forEach((t, k) => {
    const unit = terms[k + 1]
    if (t.lemma !== 'in' || !unit || !units.some((u) => sameUnit(u, unit.lemma))) return
    unread.push(`${t.text} ${unit.text}`)
    t.role = unit.role = 'not understood'
  })
  return { expr: null, unread: unread.length ? unread : units }
}

/**
 * Operator words no reading used ("divided by" beside a word bound to nothing, or to the wrong
 * column): the formula is not read, so the question is not answered by another reading of it.
 */
function unreadFormula(terms: Term[]): Derived | null {
  const unread: string[] = []
  terms.forEach((t, k) => {
    const next = terms[k + 1]
    // A word with a reading of its own is no operator (French "plus de" is "more than").
    if (!free(t)) return
    const pair =
      (/^(divide|multiply)$/.test(t.lemma) && next?.lemma === 'by') ||
      (t.lemma === 'square' && next?.lemma === 'of')
    if (pair) unread.push(`${t.text} ${next.text}`)
    else if (/^(plus|minus|squared)$/.test(t.lemma) || /^[÷×]$/.test(t.text)) unread.push(t.text)
    else return
    for (const x of pair ? [t, next] : [t]) x.role = 'not understood'
  })
  return unread.length ? { expr: null, unread } : null
}
