import { defineCatalog, type Catalog } from '@/lib/i18n/use-t'

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

export const exportCatalog: Catalog<ExportKey> = defineCatalog('export', en)
