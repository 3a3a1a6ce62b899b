import type { SourceItem, Stage } from '@contract/jobs'

/**
 * What the engine writes to; the job layer implements it (SSE frames, merged blocks, artifact
 * files and signed URLs). The engine knows nothing about HTTP.
 */

export interface Group {
  id: string
  name: string
  stage: Stage
}

export type TaskStatus = 'running' | 'done' | 'error'

export interface EngineSink {
  readonly signal: AbortSignal
  task(group: Group, status: TaskStatus, properties?: Record<string, unknown>): Promise<void>
  message(group: Group, text: string): Promise<void>
  code(group: Group, text: string): Promise<void>
  table(group: Group, name: string, csv: string): Promise<void>
  /**
   * A chart. Given the PNG still being drawn (and the spec it is drawn from), a sink may send the
   * block at once and write the file when it is ready, so the answer does not wait for drawing.
   */
  image(
    group: Group,
    name: string,
    png: Uint8Array | Promise<Uint8Array>,
    spec?: object,
  ): Promise<void>
  /** Repeats an artifact of an Analyze step in another group, as the Respond stage does. */
  repeat(group: Group, type: 'TABLE' | 'IMAGE', name: string): Promise<void>
  questions(group: Group, list: string[]): Promise<void>
  sources(items: SourceItem[]): Promise<void>
  /** Tells the client the job is still working (a `:keep-alive` comment). */
  keepAlive(): void
}

export function newGroup(name: string, stage: Stage): Group {
  return { id: crypto.randomUUID(), name, stage }
}
