import type { Catalog } from '@/lib/i18n/use-t'

/**
 * The words of the exported HTML and Markdown files, in the UI language the user had when
 * exporting. The question, answers, step names, file names and service errors are not ours and
 * stay as they came.
 */
const en = {
  header: 'Parley analysis · exported {date}',
  'session.header':
    'Parley analysis session · {count, plural, one {# job} other {# jobs}} · exported {date}',
  'meta.asked': 'Asked {date}',
  'meta.status': 'status {status}',
  'meta.dataset': 'dataset {name}',
  'meta.job': 'job {id}',
  'status.submitting': 'sending',
  'status.streaming': 'still running when exported',
  'status.complete': 'complete',
  'status.failed': 'failed',
  'status.cancelled': 'stopped',
  steps: 'Steps',
  answer: 'Answer',
  sources: 'Sources',
  followUps: 'Suggested questions',
  step: 'Step',
  'step.running': 'running',
  'step.done': 'done',
  'step.error': 'error',
  'step.pending': 'not started',
  'step.retried': 'retried ×{count}',
  'source.page': 'page {page}',
  'source.dataset': 'dataset {name}',
  failed: 'This job failed: {message}',
  'failed.code': 'This job failed: {message} (code {code})',
  missing: '{name} was not saved before its link expired, so it is not included.',
  'table.rows': '{count, plural, one {# row} other {# rows}}',
  'table.someRows': '{count, plural, one {# row} other {# rows}}; the first {shown} are shown',
  'table.download': 'download the full CSV',
  'md.rows': '{name}: {count, plural, one {# row} other {# rows}}.',
  'md.someRows': '{name}: the first {shown} of {count, plural, one {# row} other {# rows}}.',
  'image.alt': '{name}. Chart answering: {question}',
}

export type ExportKey = keyof typeof en

const zhCN: Record<ExportKey, string> = {
  header: 'Parley 分析 · 导出于 {date}',
  'session.header': 'Parley 分析会话 · {count, plural, other {# 个任务}} · 导出于 {date}',
  'meta.asked': '提问于 {date}',
  'meta.status': '状态：{status}',
  'meta.dataset': '数据集 {name}',
  'meta.job': '任务 {id}',
  'status.submitting': '发送中',
  'status.streaming': '导出时仍在运行',
  'status.complete': '已完成',
  'status.failed': '失败',
  'status.cancelled': '已停止',
  steps: '步骤',
  answer: '回答',
  sources: '来源',
  followUps: '推荐问题',
  step: '步骤',
  'step.running': '运行中',
  'step.done': '完成',
  'step.error': '出错',
  'step.pending': '未开始',
  'step.retried': '重试 ×{count}',
  'source.page': '第 {page} 页',
  'source.dataset': '数据集 {name}',
  failed: '此任务失败：{message}',
  'failed.code': '此任务失败：{message}（代码 {code}）',
  missing: '{name} 的链接在保存前已过期，因此未包含在内。',
  'table.rows': '{count, plural, other {# 行}}',
  'table.someRows': '{count, plural, other {# 行}}；显示前 {shown} 行',
  'table.download': '下载完整 CSV',
  'md.rows': '{name}：{count, plural, other {# 行}}。',
  'md.someRows': '{name}：{count, plural, other {# 行}}中的前 {shown} 行。',
  'image.alt': '{name}。回答“{question}”的图表',
}

export const exportCatalog: Catalog<ExportKey> = { en, 'zh-CN': zhCN }
