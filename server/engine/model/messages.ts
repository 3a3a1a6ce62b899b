import type { EngineLanguage } from '../text/language'

/**
 * The model planner's own sentences, kept beside it (not in the engine's catalogs) so this folder
 * merges cleanly with changes to the engine; {name} placeholders are filled by `m()`.
 */

const EN = {
  'step.plan': 'Plan the answer',
  'step.query': 'Query the data',
  'step.chart': 'Draw the chart',
  plannedBy: 'Planned by {model}.',
  plannedByRules: 'Planned by the built-in rules.',
  fallback: 'Planned by the built-in rules: the answer of {model} could not be used ({reason}).',
  sqlPlan:
    'Planned by {model}: {restatement}. The model wrote this SQL; it was checked (a single SELECT over this dataset only) and run with a limit of {rows} rows.',
  readAs: 'I read this as: {restatement}.',
  cannot: 'I can’t answer this from {files}: {reason}',
  cannotStep: 'Planned by {model}, which found that the data cannot answer this question.',
  columns: 'The data has these columns: {columns}.',
  try: 'You could ask, for example:',
  noRows: 'No rows match this question.',
  value: 'The answer is **{value}** ({column}).',
  row: 'The answer: {pairs}.',
  rows: 'The query returned {n} rows:',
  rowsFirst: 'The query returned {n} rows; the first {shown}:',
  total: 'Totals over these {n} rows: {totals}.',
  truncated: 'Only the first {n} rows were kept.',
  chart: 'A {chart} of {y} by {x}.',
  'chart.bar': 'bar chart',
  'chart.line': 'line chart',
  'reason.timeout': 'no answer within {s} s',
  'reason.empty': 'its query returned no rows',
}

type Key = keyof typeof EN

const ZH_CN: Record<Key, string> = {
  'step.plan': '规划回答',
  'step.query': '查询数据',
  'step.chart': '绘制图表',
  plannedBy: '由 {model} 规划。',
  plannedByRules: '由内置规则规划。',
  fallback: '由内置规则规划：{model} 的回答无法使用（{reason}）。',
  sqlPlan:
    '由 {model} 规划：{restatement}。SQL 由模型编写，已检查（仅对本数据集的单条 SELECT），并以 {rows} 行为上限运行。',
  readAs: '我的理解：{restatement}。',
  cannot: '无法根据 {files} 回答：{reason}',
  cannotStep: '由 {model} 规划，它判断数据无法回答这个问题。',
  columns: '数据包含这些列：{columns}。',
  try: '例如，你可以问：',
  noRows: '没有符合这个问题的行。',
  value: '答案是 **{value}**（{column}）。',
  row: '答案：{pairs}。',
  rows: '查询返回 {n} 行：',
  rowsFirst: '查询返回 {n} 行，前 {shown} 行：',
  total: '这 {n} 行的合计：{totals}。',
  truncated: '只保留了前 {n} 行。',
  chart: '{x} 与 {y} 的{chart}。',
  'chart.bar': '柱状图',
  'chart.line': '折线图',
  'reason.timeout': '{s} 秒内没有回答',
  'reason.empty': '它的查询没有返回任何行',
}

const AR: Record<Key, string> = {
  'step.plan': 'تخطيط الإجابة',
  'step.query': 'استعلام البيانات',
  'step.chart': 'رسم المخطط',
  plannedBy: 'خطّط لها {model}.',
  plannedByRules: 'خطّطت لها القواعد المدمجة.',
  fallback: 'خطّطت لها القواعد المدمجة: تعذّر استخدام إجابة {model} ({reason}).',
  sqlPlan:
    'خطّط لها {model}: {restatement}. كتب النموذج استعلام SQL هذا؛ وقد فُحص (استعلام SELECT واحد على هذه البيانات فقط) ونُفّذ بحد {rows} صف.',
  readAs: 'فهمت السؤال هكذا: {restatement}.',
  cannot: 'لا يمكنني الإجابة عن هذا من {files}: {reason}',
  cannotStep: 'خطّط لها {model}، ووجد أن البيانات لا تجيب عن هذا السؤال.',
  columns: 'أعمدة البيانات: {columns}.',
  try: 'يمكنك أن تسأل مثلاً:',
  noRows: 'لا توجد صفوف تطابق هذا السؤال.',
  value: 'الإجابة **{value}** ({column}).',
  row: 'الإجابة: {pairs}.',
  rows: 'أعاد الاستعلام {n} صفاً:',
  rowsFirst: 'أعاد الاستعلام {n} صفاً؛ أولها {shown}:',
  total: 'المجاميع في هذه الصفوف الـ {n}: {totals}.',
  truncated: 'احتُفظ بأول {n} صف فقط.',
  chart: '{chart} لـ {y} حسب {x}.',
  'chart.bar': 'مخطط أعمدة',
  'chart.line': 'مخطط خطي',
  'reason.timeout': 'لم يُجب خلال {s} ث',
  'reason.empty': 'لم يُرجع استعلامه أي صف',
}

const CATALOGS: Record<EngineLanguage, Record<Key, string>> = { EN, 'ZH-CN': ZH_CN, AR }

export function m(lang: EngineLanguage, key: Key, params: Record<string, string | number> = {}) {
  return CATALOGS[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''))
}

/** The opening words of the fallback line in every language (the eval counts fallbacks by them). */
export const FALLBACK_OPENINGS = Object.values(CATALOGS).map((c) => c.fallback.split('{')[0] ?? '')
