import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { SourceFile } from '../../catalog'

/**
 * A small sales file for the model planner's tests: 12 orders with an id, a region (4 values), a
 * customer (12 values, more than the prompt samples), a date, an amount with distinctive digits
 * and a long free-text note. Expected answers are computed here in plain code, not by the engine.
 */

export const ROWS = [
  [
    'ORD-7101',
    'North',
    'Quillfeather',
    '2024-01-05',
    1013.5,
    'customer asked for the parcel to be left with the neighbour at number nine',
  ],
  [
    'ORD-7102',
    'South',
    'Brackenridge',
    '2024-01-17',
    402.25,
    'second delivery attempt after the first van broke down near the old bridge',
  ],
  [
    'ORD-7103',
    'North',
    'Thistlewood',
    '2024-02-03',
    611.75,
    'gift wrapping requested with a handwritten card in green ink and a ribbon',
  ],
  [
    'ORD-7104',
    'West',
    'Marrowby',
    '2024-02-21',
    97.5,
    'returned within thirty days because the colour differed from the photograph',
  ],
  [
    'ORD-7105',
    'East',
    'Inglethorpe',
    '2024-03-02',
    733.25,
    'bulk order for the spring fair, invoice to be split between two departments',
  ],
  [
    'ORD-7106',
    'South',
    'Fennimore',
    '2024-03-14',
    288.5,
    'express shipping upgrade paid separately by bank transfer on the same day',
  ],
  [
    'ORD-7107',
    'East',
    'Wolverton',
    '2024-03-29',
    154.75,
    'the customer phoned twice to change the delivery window to the afternoon',
  ],
  [
    'ORD-7108',
    'West',
    'Ashcombe',
    '2024-04-08',
    845.5,
    'fragile glassware packed in double boxes with extra foam on every side',
  ],
  [
    'ORD-7109',
    'North',
    'Pellingham',
    '2024-04-19',
    366.25,
    'loyalty discount applied manually after a complaint about the website',
  ],
  [
    'ORD-7110',
    'South',
    'Ravensworth',
    '2024-05-06',
    529.75,
    'delivered to the side entrance because the front steps were being repaired',
  ],
  [
    'ORD-7111',
    'East',
    'Cobblestone',
    '2024-05-23',
    61.5,
    'sample pack only, no charge for shipping as agreed with the sales team',
  ],
  [
    'ORD-7112',
    'West',
    'Dunsmore',
    '2024-06-11',
    977.25,
    'order placed by the office manager for the whole third floor of the firm',
  ],
] as const

export const COLUMNS = ['order_id', 'region', 'customer', 'day', 'amount', 'note'] as const

const quote = (v: string | number) =>
  typeof v === 'number' ? String(v) : `"${v.replace(/"/g, '""')}"`

export function salesSource(id = 'ds-model-sales'): SourceFile {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-model-'))
  const file = path.join(dir, 'sales.csv')
  writeFileSync(
    file,
    [COLUMNS.join(','), ...ROWS.map((r) => r.map(quote).join(','))].join('\n') + '\n',
  )
  return {
    datasetId: 'dset-model',
    datasourceId: id,
    fileName: 'sales.csv',
    fileType: 'csv',
    path: file,
  }
}

function byRegion(f: (amounts: number[]) => number): [string, number][] {
  const groups = new Map<string, number[]>()
  for (const r of ROWS) groups.set(r[1], [...(groups.get(r[1]) ?? []), r[4]])
  return [...groups].map(([k, v]) => [k, f(v)])
}

/** Total amount per region, largest first (what the rules answer for "total amount by region"). */
export const TOTAL_BY_REGION = byRegion((a) => a.reduce((s, x) => s + x, 0)).sort(
  (a, b) => b[1] - a[1],
)
/** Average amount per region, rounded to 2 decimals. */
export const AVG_BY_REGION = byRegion(
  (a) => Math.round((a.reduce((s, x) => s + x, 0) / a.length) * 100) / 100,
)

export const csvOf = (header: string, rows: [string, number][]) =>
  `${header}\r\n${rows.map(([k, v]) => `${k},${v}`).join('\r\n')}\r\n`
