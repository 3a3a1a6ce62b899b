import Papa from 'papaparse'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import '@/index.css'

/**
 * The baseline: what a simple data app does with a CSV answer — download it, parse it on the main
 * thread with papaparse, and render every row as a plain <table> in a scrolling box.
 */
declare global {
  interface Window {
    runTableBench: (url: string, cap: number) => Promise<{ rows: number }>
  }
}

function NaiveTable({ header, rows }: { header: string[]; rows: string[][] }) {
  return (
    <div id="scroller" style={{ height: 600, overflow: 'auto' }}>
      <table className="text-sm">
        <thead>
          <tr>
            {header.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

window.runTableBench = async (url, cap) => {
  const text = await (await fetch(url)).text()
  const { data } = Papa.parse<string[]>(text, { skipEmptyLines: true })
  const [header = [], ...rows] = data
  const shown = rows.slice(0, cap)
  flushSync(() =>
    createRoot(document.getElementById('root')!).render(
      <NaiveTable header={header} rows={shown} />,
    ),
  )
  return { rows: shown.length }
}
