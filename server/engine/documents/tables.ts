/**
 * Tables inside a document (a DOCX's tables as mammoth writes them, a web page's <table>), offered
 * as data sources of their own (docs/data-sources.md, "Documents"). A table counts when it has a
 * header row (every cell named, not all numbers, no repeats) and at least 2 data rows of the same
 * width; cells spanning columns are repeated, tables inside tables and layout tables are skipped.
 */

export interface DocTable {
  /** Its caption, the short line or heading just before it, or "Table n". */
  title: string
  columns: string[]
  rows: string[][]
}

interface El {
  nodeType: number
  nodeName: string
  textContent: string | null
  childNodes: ArrayLike<El>
  parentNode: El | null
  previousSibling: El | null
  getAttribute?(name: string): string | null
  querySelectorAll?(selector: string): ArrayLike<El>
}

const MAX_TABLES = 50
const MAX_ROWS = 100_000
const clean = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim()
const isNumber = (s: string) => /^[-+]?[\d.,\s%€$£]+$/.test(s) && /\d/.test(s)

export function tablesOf(root: El): DocTable[] {
  const out: DocTable[] = []
  for (const table of Array.from(root.querySelectorAll?.('table') ?? [])) {
    if (out.length >= MAX_TABLES) break
    if ((table.querySelectorAll?.('table').length ?? 0) > 0) continue
    const rows = rowsOf(table)
    if (rows.length < 3) continue
    const [header, ...data] = rows
    const width = header!.length
    if (width < 2 || header!.some((c) => !c) || header!.every(isNumber)) continue
    if (new Set(header!.map((c) => c.toLowerCase())).size !== width) continue
    const body = data.filter((r) => r.some(Boolean))
    if (body.length < 2 || body.some((r) => r.length !== width)) continue
    out.push({
      title: titleOf(table) || `Table ${out.length + 1}`,
      columns: header!,
      rows: body.slice(0, MAX_ROWS),
    })
  }
  return out
}

function rowsOf(table: El): string[][] {
  const rows: string[][] = []
  for (const tr of Array.from(table.querySelectorAll?.('tr') ?? [])) {
    const cells: string[] = []
    for (const cell of Array.from(tr.childNodes)) {
      if (cell.nodeName !== 'TD' && cell.nodeName !== 'TH') continue
      const span = Math.min(50, Math.max(1, Number(cell.getAttribute?.('colspan') ?? 1) || 1))
      const text = clean(cell.textContent)
      for (let i = 0; i < span; i++) cells.push(text)
    }
    if (cells.length) rows.push(cells)
  }
  return rows
}

/** The table's caption, else the nearest text before it when short (a heading, "Table 2: …"). */
function titleOf(table: El): string {
  const caption = Array.from(table.childNodes).find((c) => c.nodeName === 'CAPTION')
  if (caption) return clean(caption.textContent).slice(0, 120)
  for (let node: El | null = table; node; node = node.parentNode) {
    for (let prev = node.previousSibling; prev; prev = prev.previousSibling) {
      const text = clean(prev.textContent)
      if (!text) continue
      return text.length <= 120 ? text.replace(/[:：]$/, '') : ''
    }
    if (node.nodeName === 'BODY' || node.nodeName === 'ARTICLE') break
  }
  return ''
}

/** "2 tables found: “Sales by region” (4 columns, 12 rows), …" */
export function tablesFound(
  tables: readonly { title: string; columns: number; rows: number }[],
): string {
  const list = tables.map((t) => `“${t.title}” (${t.columns} columns, ${t.rows} rows)`).join(', ')
  return `${tables.length} ${tables.length === 1 ? 'table' : 'tables'} found: ${list}`
}

/** A table as CSV (RFC 4180: fields with a comma, quote or line break are quoted). */
export function tableCsv(table: Pick<DocTable, 'columns' | 'rows'>): string {
  const field = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
  return [table.columns, ...table.rows].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n'
}
