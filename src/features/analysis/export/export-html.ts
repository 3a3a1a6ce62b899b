import { LOCALE } from '@/lib/i18n/locale'
import { BLOCKS, blockModule } from '../blocks/registry'
import type { JobBlock } from '../types'
import {
  exportT,
  GATHERED,
  jobMeta,
  stepStatusWord,
  type ExportInput,
  type HtmlBlockExport,
} from './export-model'
import { escapeHtml } from './html-text'

export { escapeHtml }

const e = escapeHtml

const STYLE = `
:root{color-scheme:light dark;--fg:#1b1f24;--bg:#fff;--muted:#59616d;--border:#d5d9e0;--soft:#f4f5f7;--accent:#2f5bd3}
@media (prefers-color-scheme:dark){:root{--fg:#e7eaee;--bg:#111418;--muted:#a3acb8;--border:#363d48;--soft:#222831;--accent:#7ea2ff}}
body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.55 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif}
main{max-width:60rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.5rem;margin:.25rem 0}h2{font-size:1.15rem;margin:2rem 0 .5rem;border-bottom:1px solid var(--border);padding-bottom:.25rem}
h3{font-size:1rem;margin:0 0 .5rem}.meta{color:var(--muted);font-size:.85rem;margin:0}
.steps{list-style:none;padding:0;margin:0}.steps>li{border-inline-start:3px solid var(--border);padding:0 0 1rem 1rem;margin-bottom:.5rem}
.status{font-weight:400;font-size:.8rem;color:var(--muted);margin-inline-start:.5rem}
pre{background:var(--soft);padding:.75rem;border-radius:6px;overflow-x:auto;font-size:.85rem}
code{font-family:ui-monospace,Menlo,monospace}
.tablewrap{max-height:32rem;overflow:auto;border:1px solid var(--border);border-radius:6px}
table{border-collapse:collapse;font-size:.85rem;width:max-content;min-width:100%}
th,td{border-bottom:1px solid var(--border);padding:.25rem .5rem;text-align:start;white-space:nowrap}
th{position:sticky;top:0;background:var(--soft)}td.num{text-align:end;font-variant-numeric:tabular-nums}
figure{margin:.75rem 0}figcaption{color:var(--muted);font-size:.85rem;margin:.25rem 0}
img{max-width:100%;height:auto;border:1px solid var(--border);border-radius:6px;background:#fff}
a{color:var(--accent)}.chips{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.chips li{border:1px solid var(--border);border-radius:999px;padding:.15rem .75rem;background:var(--soft)}
.missing,.error{border:1px solid var(--border);border-radius:6px;padding:.5rem .75rem;color:var(--muted)}
.error{border-color:#b42318}.md table{width:auto}
`

function blockHtml(ex: HtmlBlockExport, block: JobBlock): string {
  return blockModule(block.kind).toHtml(block, ex)
}

/**
 * One self-contained HTML file: tables and images embedded as data, no scripts, a CSP that allows
 * nothing but inline style and data: images. Service text is escaped; MESSAGE markdown goes
 * through `renderMarkdown`, which must return safe HTML (the app passes React's static render of
 * the shared Markdown component, which never emits raw HTML).
 */
export function buildJobHtml(input: ExportInput, renderMarkdown: (md: string) => string): string {
  const { job, layout } = input
  const t = exportT(input.language)
  const ex = { t, input, renderMarkdown }
  const steps = layout.steps
    .map((s) => {
      const name = s.group.name ? `<bdi>${e(s.group.name)}</bdi>` : e(t('step'))
      const status = [
        stepStatusWord(t, s.group.status, job),
        s.group.retries ? t('step.retried', { count: s.group.retries }) : null,
      ]
        .filter(Boolean)
        .join(' · ')
      return `<li><h3>${name}<span class="status">${e(status)}</span></h3>
${s.blocks.map((b) => blockHtml(ex, b)).join('\n')}</li>`
    })
    .join('\n')
  const answer = layout.answer.map((b) => blockHtml(ex, b)).join('\n')
  const sources = layout.sources.length
    ? BLOCKS.SOURCES.toHtml({ ...GATHERED, kind: 'sources', sources: layout.sources }, ex)
    : ''
  const followUps = layout.followUps.length
    ? BLOCKS.QUESTIONS.toHtml({ ...GATHERED, kind: 'questions', questions: layout.followUps }, ex)
    : ''
  const failure = job.status.state === 'failed' ? job.status.error : null
  const error = failure
    ? `<p class="error">${e(
        failure.code !== null && failure.code !== undefined
          ? t('failed.code', { message: failure.message, code: String(failure.code) })
          : t('failed', { message: failure.message }),
      )}</p>`
    : ''
  const meta = jobMeta(t, input)
    .map((m) => e(m))
    .join(' · ')
  return `<!doctype html>
<html lang="${LOCALE[input.language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<meta name="generator" content="Parley">
<title>${e(job.question.slice(0, 120))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header>
<p class="meta">${e(t('header', { date: input.exportedAt }))}</p>
<h1 dir="auto">${e(job.question)}</h1>
<p class="meta">${meta}</p>
</header>
${steps ? `<section><h2>${e(t('steps'))}</h2><ol class="steps">\n${steps}\n</ol></section>` : ''}
${answer ? `<section><h2>${e(t('answer'))}</h2>\n${answer}\n</section>` : ''}
${error}
${sources ? `<section><h2>${e(t('sources'))}</h2>${sources}</section>` : ''}
${followUps ? `<section><h2>${e(t('followUps'))}</h2>${followUps}</section>` : ''}
</main>
</body>
</html>
`
}
