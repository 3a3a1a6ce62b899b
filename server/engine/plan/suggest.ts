import { runQuery } from '../db'
import type { EngineLanguage } from '../text/language'
import { isMeasure, type ColumnProfile, type TableProfile } from '../types'
import { decide } from './decide'
import { compilePlan } from './run'

/**
 * Suggested questions from the dataset's profile (its measures, categories and the grain of its
 * dates). Each candidate must be planned by the engine itself, compile, return rows and not be
 * trivial (a grouping with more than one group) before it is offered. Checked once per profile.
 */

const checked = new WeakMap<TableProfile, Promise<Record<'EN' | 'ZH', string[]>>>()

function measures(p: TableProfile): ColumnProfile[] {
  return p.columns.filter((c) => isMeasure(c) && !c.lowCardinality)
}
function categories(p: TableProfile): ColumnProfile[] {
  return p.columns.filter((c) => c.kind === 'categorical' && c.distinct >= 2 && c.distinct <= 60)
}

function candidates(p: TableProfile): { en: string; zh: string; grouped: boolean }[] {
  const out: { en: string; zh: string; grouped: boolean }[] = []
  const [m, m2] = measures(p)
  const [d] = categories(p)
  const time = p.columns.find((c) => c.kind === 'temporal' || c.kind === 'year')
  const years =
    time && typeof time.min === 'string' && typeof time.max === 'string'
      ? Number(time.max.slice(0, 4)) - Number(time.min.slice(0, 4))
      : time
        ? Number(time.max) - Number(time.min)
        : 0
  if (m && d)
    out.push({
      en: `What is the total ${m.name} by ${d.name}?`,
      zh: `按${d.name}统计${m.name}的总计`,
      grouped: true,
    })
  if (m && d)
    out.push({
      en: `Which ${d.name} has the highest average ${m.name}?`,
      zh: `平均${m.name}最高的${d.name}是哪个？`,
      grouped: false,
    })
  if (m && time && years >= 2)
    out.push({
      en: `How has the average ${m.name} changed since ${Math.floor(Number(String(time.min).slice(0, 4)))}?`,
      zh: `${Math.floor(Number(String(time.min).slice(0, 4)))}年以来平均${m.name}有何变化？`,
      grouped: false,
    })
  if (m && time?.kind === 'temporal' && years < 3)
    out.push({
      en: `What is the average ${m.name} by month?`,
      zh: `每月${m.name}的平均值`,
      grouped: true,
    })
  if (m)
    out.push({
      en: `What are the median and the average ${m.name}?`,
      zh: `${m.name}的中位数和平均值是多少？`,
      grouped: false,
    })
  if (d)
    out.push({
      en: `How many different ${d.name} are there?`,
      zh: `有多少个不同的${d.name}？`,
      grouped: false,
    })
  if (m && m2)
    out.push({
      en: `How strongly are ${m.name} and ${m2.name} correlated?`,
      zh: `${m.name}和${m2.name}的相关性有多强？`,
      grouped: false,
    })
  return out
}

/** Whether a candidate is planned by the engine, compiles, returns rows and is not trivial. */
async function fits(p: TableProfile, c: { en: string; grouped: boolean }): Promise<boolean> {
  const d = decide(c.en, [p], '', null)
  if (d.type !== 'plan') return false
  try {
    const { sql } = compilePlan(d.plan, p)
    const r = await runQuery(`SELECT * FROM (${sql}) LIMIT 3`)
    if (!r.rows.length || r.rows[0]!.every((v) => v === null)) return false
    return !(c.grouped && r.rows.length < 2)
  } catch {
    return false
  }
}

async function check(p: TableProfile): Promise<Record<'EN' | 'ZH', string[]>> {
  const list = candidates(p)
  // The checks are independent: run them together (on a 3M-row table they took ~3 s one by one).
  const ok = await Promise.all(list.map((c) => fits(p, c)))
  const kept = list.filter((_, i) => ok[i])
  return { EN: kept.map((c) => c.en), ZH: kept.map((c) => c.zh) }
}

export async function suggestFor(p: TableProfile, lang: EngineLanguage, n = 4): Promise<string[]> {
  let pending = checked.get(p)
  if (!pending) {
    pending = check(p)
    checked.set(p, pending)
  }
  const lists = await pending
  return (lang === 'ZH-CN' ? lists.ZH : lists.EN).slice(0, n)
}
