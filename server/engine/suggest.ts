import { bind } from './binder'
import { labelColumn, mainTimeColumn } from './columns'
import { draftOf } from './draft'
import { planDraft } from './planner'
import type { EngineLanguage } from './text/language'
import type { ColumnProfile, TableProfile } from './types'

/**
 * Suggested questions (pure): written from templates over the table's real columns and values,
 * then kept only if the engine's own planner maps them, so every suggestion can be answered.
 */

interface Slots {
  m?: string
  m2?: string
  d?: string
  v1?: string
  v2?: string
  entity?: string
  hasTime: boolean
}

type Template = (s: Slots) => string | null

const TEMPLATES: Record<EngineLanguage, Template[]> = {
  EN: [
    (s) => (s.m && s.d ? `What is the average ${s.m} by ${s.d}?` : null),
    (s) => (s.m && s.hasTime ? `How did the total ${s.m} change by month?` : null),
    (s) => (s.m && s.d ? `Top 5 ${s.d} by ${s.m}` : null),
    (s) => (s.m ? `Show the distribution of ${s.m}` : null),
    (s) => (s.m && s.m2 ? `Is there a correlation between ${s.m} and ${s.m2}?` : null),
    (s) => (s.d ? `How many rows are there for each ${s.d}?` : null),
    (s) => (s.m && s.v1 && s.v2 ? `Compare ${s.v1} and ${s.v2} by average ${s.m}` : null),
    () => 'Describe the dataset',
  ],
  'ZH-CN': [
    (s) => (s.m && s.d ? `按 ${s.d} 统计 ${s.m} 的平均值` : null),
    (s) => (s.m && s.hasTime ? `${s.m} 每月的趋势` : null),
    (s) => (s.m && s.d ? `${s.m} 最高的前 5 个 ${s.d}` : null),
    (s) => (s.m ? `${s.m} 的分布` : null),
    (s) => (s.m && s.m2 ? `${s.m} 和 ${s.m2} 的相关性` : null),
    (s) => (s.d ? `每个 ${s.d} 有多少行` : null),
    (s) => (s.m && s.v1 && s.v2 ? `比较 ${s.v1} 和 ${s.v2} 的平均 ${s.m}` : null),
    () => '描述数据集',
  ],
  AR: [
    (s) => (s.m && s.d ? `متوسط ${s.m} حسب ${s.d}` : null),
    (s) => (s.m && s.hasTime ? `اتجاه ${s.m} حسب الشهر` : null),
    (s) => (s.m && s.d ? `أعلى 5 ${s.d} حسب ${s.m}` : null),
    (s) => (s.m ? `توزيع ${s.m}` : null),
    (s) => (s.m && s.m2 ? `ارتباط ${s.m} و ${s.m2}` : null),
    (s) => (s.d ? `كم عدد الصفوف لكل ${s.d}` : null),
    (s) => (s.m && s.v1 && s.v2 ? `قارن ${s.v1} و ${s.v2} حسب متوسط ${s.m}` : null),
    () => 'وصف البيانات',
  ],
}

function slotsOf(profile: TableProfile, offset: number): Slots {
  const measures = profile.columns.filter((c) => c.kind === 'numeric' && !c.lowCardinality)
  const groups = profile.columns
    .filter(
      (c): c is ColumnProfile => c.kind === 'categorical' && c.distinct >= 2 && c.distinct <= 60,
    )
    .sort((a, b) => a.distinct - b.distinct)
  const pick = <T>(list: T[], i: number) =>
    list.length ? list[(i + offset) % list.length] : undefined
  const d = pick(groups, 0)
  const values = d?.values.filter((v) => v.length > 1) ?? []
  return {
    m: pick(measures, 0)?.name,
    m2: measures.length > 1 ? pick(measures, 1)?.name : undefined,
    d: d?.name,
    v1: values[0],
    v2: values[1],
    entity: labelColumn(profile)?.name,
    hasTime: !!mainTimeColumn(profile),
  }
}

/**
 * Remembered per profile (profiles are cached per source and never change): every job checks the
 * same few templates, and planning them took several ms of the event loop per job.
 */
const checked = new WeakMap<TableProfile, Map<string, boolean>>()

export function answerable(question: string, profile: TableProfile): boolean {
  let known = checked.get(profile)
  if (!known) checked.set(profile, (known = new Map<string, boolean>()))
  let ok = known.get(question)
  if (ok === undefined) {
    ok = planDraft(
      draftOf(bind(question, profile), profile),
      profile,
      profile.source.datasourceId,
    ).ok
    known.set(question, ok)
  }
  return ok
}

/** 3–5 questions; `offset` rotates which columns they use (the overview offers new ones each call). */
export function suggestQuestions(
  profile: TableProfile,
  lang: EngineLanguage,
  count = 4,
  offset = 0,
  /** The question just answered, not to be offered again. */
  asked = '',
): string[] {
  const slots = slotsOf(profile, offset)
  const out: string[] = []
  const templates = TEMPLATES[lang]
  for (let i = 0; i < templates.length && out.length < count; i++) {
    const q = templates[(i + offset) % templates.length]?.(slots)
    const fresh = q && !out.includes(q) && q.trim().toLowerCase() !== asked.trim().toLowerCase()
    if (fresh && answerable(q, profile)) out.push(q)
  }
  return out
}
