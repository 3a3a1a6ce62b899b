import { LOCALE } from '@/lib/i18n/locale'
import { safeImageUrl } from '@/lib/safe-url'
import type { JobBlock } from '../types'
import { exportT, jobMeta, stepStatusWord, type ExportInput, type ExportT } from './export-model'

/** Every service string goes through this: the export never injects service text as HTML. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

const e = escapeHtml
const TABLE_ROW_LIMIT = 1000

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

function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

const missing = (t: ExportT, name: string) => `<p class="missing">${e(t('missing', { name }))}</p>`

function tableHtml(
  t: ExportT,
  input: ExportInput,
  block: Extract<JobBlock, { kind: 'table' }>,
): string {
  const a = input.artifacts.get(block.artifact.url)
  if (!a || a.kind !== 'table') return missing(t, block.artifact.name)
  const { table } = a
  const shown = table.rows.slice(0, TABLE_ROW_LIMIT)
  const numeric = table.columns.map((c) => c.type === 'integer' || c.type === 'number')
  const head = table.columns
    .map((c) => `<th scope="col">${e(c.name)} <span class="meta">${e(c.type)}</span></th>`)
    .join('')
  const body = shown
    .map(
      (r) =>
        `<tr>${r.map((v, i) => `<td${numeric[i] ? ' class="num"' : ''} dir="auto">${e(v)}</td>`).join('')}</tr>`,
    )
    .join('\n')
  const note =
    table.rows.length > shown.length
      ? t('table.someRows', { count: table.rows.length, shown: shown.length })
      : t('table.rows', { count: table.rows.length })
  const href = `data:text/csv;charset=utf-8;base64,${base64Utf8(a.csv)}`
  return `<figure><figcaption><bdi>${e(block.artifact.name)}</bdi> · ${e(note)} · <a download="${e(block.artifact.name)}" href="${href}">${e(t('table.download'))}</a></figcaption>
<div class="tablewrap"><table><thead><tr>${head}</tr></thead><tbody>
${body}
</tbody></table></div></figure>`
}

function imageHtml(
  t: ExportT,
  input: ExportInput,
  block: Extract<JobBlock, { kind: 'image' }>,
): string {
  const a = input.artifacts.get(block.artifact.url)
  const src = a?.kind === 'image' ? safeImageUrl(a.dataUrl) : null
  if (!src || !src.startsWith('data:')) return missing(t, block.artifact.name)
  const alt = t('image.alt', {
    name: block.groupName || block.artifact.name,
    question: input.job.question,
  })
  return `<figure><img src="${src}" alt="${e(alt)}"><figcaption dir="auto">${e(block.artifact.name)}</figcaption></figure>`
}

function blockHtml(
  t: ExportT,
  input: ExportInput,
  block: JobBlock,
  renderMarkdown: (md: string) => string,
): string {
  switch (block.kind) {
    case 'message':
      return `<div class="md" dir="auto">${renderMarkdown(block.text)}</div>`
    case 'code':
      return `<pre><code>${e(block.code)}</code></pre>`
    case 'table':
      return tableHtml(t, input, block)
    case 'image':
      return imageHtml(t, input, block)
    case 'unknown':
      return `<details><summary>${e(block.typeName)}</summary><pre><code>${e(JSON.stringify(block.content, null, 2) ?? '')}</code></pre></details>`
    default:
      return ''
  }
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
${s.blocks.map((b) => blockHtml(t, input, b, renderMarkdown)).join('\n')}</li>`
    })
    .join('\n')
  const answer = layout.answer.map((b) => blockHtml(t, input, b, renderMarkdown)).join('\n')
  const sources = layout.sources
    .map(
      (s) =>
        `<li><bdi>${e(s.source)}</bdi>${s.fileType ? ` <span class="meta">${e(s.fileType.toUpperCase())}</span>` : ''}${
          s.datasetId
            ? ` <span class="meta">${e(t('source.dataset', { name: input.datasetName(s.datasetId) }))}</span>`
            : ''
        }${s.pageNo ? ` <span class="meta">${e(t('source.page', { page: s.pageNo }))}</span>` : ''}</li>`,
    )
    .join('\n')
  const followUps = layout.followUps.map((q) => `<li dir="auto">${e(q)}</li>`).join('\n')
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
${sources ? `<section><h2>${e(t('sources'))}</h2><ul class="chips">\n${sources}\n</ul></section>` : ''}
${followUps ? `<section><h2>${e(t('followUps'))}</h2><ul>\n${followUps}\n</ul></section>` : ''}
</main>
</body>
</html>
`
}
