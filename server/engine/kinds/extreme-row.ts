import { say } from '../say'
import { isMeasure, type ColumnProfile, type TableProfile } from '../types'
import { labelColumn } from '../columns'
import { col, from, TIES_SHOWN, whereSql } from '../plan/sql'
import { ident } from '../sql'
import { QUANTIFIERS, wordsOf } from '../understand/words'
import { baseFilters } from './build'
import { dimsOf } from './dims'
import { simpleBar } from './chart'
import { bold, cname, fmt, places, tiedText, whereText } from './format'
import type { KindModule } from './types'
import { askedByWhich, fewNumbers, gradedMeasure } from '../understand/measures'

const PLACE =
  /^(origin|destination|country|region|state|city|location|place|continent|nation|province|county)$/

/**
 * A label that repeats (county names across states) is told apart by the table's first place
 * column of few values, shown beside it: "CRAWFORD (IL)" and "CRAWFORD (IN)" are two counties.
 */
function namesakes(profile: TableProfile, own: string | undefined): ColumnProfile[] {
  const c = profile.columns.find((x) => x.name === own)
  if (!c || c.kind !== 'categorical' || c.distinct >= profile.rows) return []
  const place = profile.columns.find(
    (x) =>
      x !== c &&
      x.kind === 'categorical' &&
      x.distinct <= 60 &&
      wordsOf(x.name).some((w) => PLACE.test(w)),
  )
  return place ? [place] : []
}

/**
 * The row with the highest or lowest value and its attributes ("which airport is furthest north",
 * "when did the reading first go above 400"): rows themselves, not groups.
 */
export const extremeRow: KindModule<'extreme_row'> = {
  kind: 'extreme_row',
  detect(u) {
    const id = u.profile.source.datasourceId
    const label = labelColumn(u.profile)
    const time = u.time
    // "first went above 400": the earliest row meeting the condition.
    if (u.cues.has('first') && time && u.conditions.length) {
      const measure = u.conditions[0]!.column
      return {
        kind: 'extreme_row',
        datasourceId: id,
        filters: baseFilters(u),
        column: time.name,
        order: 'asc',
        show: [time.name, measure],
        limit: 1,
      }
    }
    // "The horsepower of the ford pinto": a row looked up by its name shows its rows (there may
    // be several pintos); summing them would be no one's horsepower.
    const named = label && u.values.find((v) => v.column === label)
    const aggregated = [
      'average',
      'median',
      'total',
      'count',
      'max',
      'min',
      'share',
      'distinct',
      'change',
      'compare',
    ].some((c) => u.cues.has(c as never))
    if (named && !aggregated && u.measures.length === 1) {
      const m = u.measures[0]!
      return {
        kind: 'extreme_row',
        datasourceId: id,
        filters: baseFilters(u),
        column: m.name,
        order: 'desc',
        show: [...new Set([label.name, ...(time ? [time.name] : []), m.name])],
        limit: 20,
      }
    }
    const ranked = u.cues.has('max') !== u.cues.has('min')
    // "The average high temperature": an average or a total is of many rows, never one row.
    if (!ranked || u.cues.has('average') || u.cues.has('median') || u.cues.has('total')) return null
    const terms = u.parsed.terms
    const first = u.measures[0] ?? u.named.find((c) => isMeasure(c) && !u.dims.includes(c))
    // "Which dose gave the longest tooth": a column asked for by "which" is what is wanted, so the
    // superlative grades another one (long → length → len); ranking it by itself answers nothing.
    // ("At what latitude" asks for the ranked value itself: only a column of few numbers.)
    const column =
      first && fewNumbers(first) && askedByWhich(terms, first)
        ? gradedMeasure(u.parsed, u.profile, u.named)?.column
        : first
    if (!column) return null
    const dims = dimsOf(u).filter((d) => d.column !== column.name)
    // A dimension whose values are unique per row (country of a one-row-per-country table) is a label.
    const rowLabel = dims.find((d) => {
      // Dates unique per row label a row only day by day; years and months are groups of rows.
      if (d.grain && d.grain !== 'day') return false
      const c = u.profile.columns.find((x) => x.name === d.column)
      return (
        c &&
        (c.distinct >= u.profile.rows * 0.95 ||
          // The table's name column, repeated only now and then (5 CRAWFORD counties in 5
          // states): its rows are each one thing, and adding them up would merge namesakes.
          (c === label && c.distinct >= u.profile.rows * 0.5))
      )
    })
    const asksRow =
      u.rowNoun || /\b(which|what|when|where)\b|哪|どこ|cuál|qué|quel|welche/i.test(u.parsed.text)
    // "Which order had …, and what product was it?": rows ranked, named columns are attributes.
    // "Which disaster type …" asks for a kind of rows, a group, not one row.
    // So does "which bird species …" in bird strikes: the rows' noun before a grouped column.
    const grouped = (t: (typeof terms)[number] | undefined) =>
      !!t &&
      (/^(type|kind|category|sort|class|group)$/.test(t.lemma) ||
        dims.some((d) => t.role === `column:${d.column}`))
    const whichRow = terms.some(
      (t, i) =>
        /^(which|what)$/.test(t.lemma) && terms[i + 1]?.role === 'rows' && !grouped(terms[i + 2]),
    )
    // "The highest grossing movie", "the longest flight": a superlative just before the rows' noun.
    // "The most people" is a quantity, not a ranked row.
    const graded = (t: (typeof terms)[number] | undefined) =>
      !!t &&
      /^cue:(max|min)$/.test(t.role ?? '') &&
      !QUANTIFIERS.test(t.lemma) &&
      t.text.toLowerCase() !== 'most'
    // Or a superlative that named the ranked column itself before one row ("the longest tooth":
    // long → len); "the longest teeth" of a group are its average's.
    const namedGrade = (t: (typeof terms)[number] | undefined, row: (typeof terms)[number]) =>
      !!t &&
      t.role === `column:${column.name}` &&
      /[a-z]est$/i.test(t.text) &&
      row.text.toLowerCase() === row.lemma
    // "The single longest tooth": one row, whatever the rows are called.
    const single = terms.some(
      (t, i) =>
        /^(single|individual)$/i.test(t.text) &&
        (graded(terms[i + 1]) || terms[i + 1]?.role === `column:${column.name}`),
    )
    const rankedRow =
      single ||
      terms.some(
        (t, i) =>
          t.role === 'rows' &&
          [1, 2, 3].some((d) => graded(terms[i - d]) || namedGrade(terms[i - d], t)) &&
          !/^(type|kind|category|sort|class|group)$/.test(terms[i + 1]?.lemma ?? ''),
      )
    if (dims.length && !rowLabel && !whichRow && !rankedRow) return null
    if (!asksRow) return null
    // The row's label (or its date when it has none) and the value; named attributes too.
    const own = rowLabel?.column ?? label?.name ?? time?.name
    // "…and where was it made?": the row's place is one of its attributes.
    const place = /\bwhere\b|哪里|在哪/i.test(u.parsed.text)
      ? u.profile.columns.find(
          (c) =>
            c.kind === 'categorical' &&
            c.name !== own &&
            !u.values.some((v) => v.column === c) &&
            wordsOf(c.name).some((w) => PLACE.test(w)),
        )
      : undefined
    const attributes = [
      ...u.named.filter(
        (c) =>
          (c.kind === 'categorical' || (c !== column && askedByWhich(terms, c))) && c.name !== own,
      ),
      ...(place ? [place] : []),
      ...namesakes(u.profile, own),
    ]
    const show = [
      ...new Set(
        // "…, and how much do its workers earn": the other measures asked, of that row.
        [
          own,
          ...attributes.map((c) => c.name),
          column.name,
          ...u.measures.filter((c) => c !== column).map((c) => c.name),
        ].filter((x): x is string => !!x),
      ),
    ]
    return {
      kind: 'extreme_row',
      datasourceId: id,
      filters: baseFilters(u),
      column: column.name,
      order: u.cues.has('min') ? 'asc' : 'desc',
      show,
      limit: u.topN ?? 1,
    }
  },
  compile(plan, profile) {
    const show = plan.show.map((c) => {
      const x = col(profile, c)
      return profile.columns.find((p) => p.name === c)?.kind === 'temporal'
        ? `strftime(${x}, '%Y-%m-%d') AS ${ident(c)}`
        : `${x} AS ${ident(c)}`
    })
    const o = col(profile, plan.column)
    const where = whereSql(profile, plan.filters)
    return `SELECT ${show.join(', ')} FROM ${from(profile)}${where}${where ? ' AND' : ' WHERE'} ${o} IS NOT NULL QUALIFY rank() OVER (ORDER BY ${o} ${plan.order.toUpperCase()}) <= ${plan.limit} ORDER BY ${o} ${plan.order.toUpperCase()} LIMIT ${plan.limit + TIES_SHOWN}`
  },
  restate(plan, ctx) {
    return `${plan.limit > 1 ? `${plan.limit} rows` : 'the row'} with the ${plan.order === 'desc' ? 'highest' : 'lowest'} ${cname(plan.column, ctx)}${whereText(plan.filters, ctx)}`
  },
  findings(plan, r, ctx) {
    if (!r.rows.length) return say(ctx.lang, 'reply.noRows')
    const place = places(r.rows, plan.column)
    const lines = r.rows.map((row, k) => {
      const attrs = plan.show
        .filter((c) => c !== plan.column)
        .map((c) => `${cname(c, ctx)}: **${fmt(ctx, row[c])}**`)
      const value = plan.show.includes(plan.column)
        ? `${cname(plan.column, ctx)}: ${bold(ctx, row[plan.column])}`
        : ''
      return `${r.rows.length > 1 ? `${place[k]}. ` : ''}${[...attrs, value].filter(Boolean).join(', ')}`
    })
    const tied = tiedText(r.rows.length, plan.limit, ctx)
    const shown = lines.slice(0, Math.max(12, plan.limit))
    if (lines.length > shown.length)
      shown.push(`… ${lines.length - shown.length} more in the table.`)
    if (tied) shown.push(tied)
    return shown.join('\n')
  },
  chart(plan, r, ctx) {
    if (r.rows.length < 2) return null
    const label = plan.show.find((c) => c !== plan.column) ?? plan.column
    return simpleBar(
      cname(plan.column, ctx),
      r.rows.map((row) => ({ label: String(row[label]), value: Number(row[plan.column]) })),
      cname(plan.column, ctx),
    )
  },
  followUps() {
    return []
  },
}
