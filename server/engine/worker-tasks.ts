import type { TopLevelSpec } from 'vega-lite'
import { csvHeader, csvRows } from './csv'
import type { Cell } from './db'
import { renderPngHere } from './render'

/**
 * What the engine's worker threads (worker-pool.ts) do, one entry per kind of task. A task is
 * opened with its first input, may receive parts, and answers at its end.
 */

interface Task<Open, Part, State, Out> {
  open(data: Open): State
  part(state: State, data: Part): void
  end(state: State): Out | Promise<Out>
}

export const TASKS = {
  /** A Vega-Lite chart drawn to PNG bytes. */
  png: {
    open: (spec: TopLevelSpec) => spec,
    part: () => undefined,
    end: (spec) => renderPngHere(spec),
  } satisfies Task<TopLevelSpec, never, TopLevelSpec, Uint8Array>,
  /** A query result as CSV text: the column names, then the rows in chunks. */
  csv: {
    open: (columns: string[]) => [csvHeader(columns)],
    part: (lines, rows) => void lines.push(csvRows(rows)),
    end: (lines) => lines.join(''),
  } satisfies Task<string[], Cell[][], string[], string>,
}

export type TaskKind = keyof typeof TASKS
type Of<K extends TaskKind> = (typeof TASKS)[K]
export interface TaskInput<K extends TaskKind> {
  open: Parameters<Of<K>['open']>[0]
  part: Parameters<Of<K>['part']>[1]
}
export type TaskOutput<K extends TaskKind> = Awaited<ReturnType<Of<K>['end']>>
