import type { SourceItem } from '@contract/jobs'
import type { EngineSink, Group, TaskStatus } from '../sink'

/**
 * A sink that holds back what a plan writes until we know whether to keep it: a model's plan whose
 * result is empty (where the rules have an answer) is dropped without a trace, so the job shows
 * the rules' steps alone. Keep-alives and the abort signal pass straight through.
 */
export class DeferredSink implements EngineSink {
  private readonly pending: ((sink: EngineSink) => Promise<void>)[] = []

  constructor(private readonly target: EngineSink) {}

  get signal(): AbortSignal {
    return this.target.signal
  }

  private hold(write: (sink: EngineSink) => Promise<void>): Promise<void> {
    if (this.signal.aborted)
      return Promise.reject(Object.assign(new Error('aborted'), { name: 'AbortError' }))
    this.pending.push(write)
    return Promise.resolve()
  }

  task(g: Group, status: TaskStatus, properties?: Record<string, unknown>) {
    return this.hold((s) => s.task(g, status, properties))
  }
  message(g: Group, text: string) {
    return this.hold((s) => s.message(g, text))
  }
  code(g: Group, text: string) {
    return this.hold((s) => s.code(g, text))
  }
  table(g: Group, name: string, csv: string) {
    return this.hold((s) => s.table(g, name, csv))
  }
  image(g: Group, name: string, png: Uint8Array | Promise<Uint8Array>, spec?: object) {
    // The spec goes through: with it the target may send the block before the chart is drawn.
    return this.hold((s) => s.image(g, name, png, spec))
  }
  repeat(g: Group, type: 'TABLE' | 'IMAGE', name: string) {
    return this.hold((s) => s.repeat(g, type, name))
  }
  questions(g: Group, list: string[]) {
    return this.hold((s) => s.questions(g, list))
  }
  sources(items: SourceItem[]) {
    return this.hold((s) => s.sources(items))
  }
  keepAlive() {
    this.target.keepAlive()
  }

  /** Writes everything held, in order. */
  async commit(): Promise<void> {
    for (const write of this.pending.splice(0)) await write(this.target)
  }
}
