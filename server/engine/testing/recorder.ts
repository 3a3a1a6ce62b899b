import type { SourceItem } from '@contract/jobs'
import type { EngineSink, Group, TaskStatus } from '../sink'

/** A sink that records what the engine emits, in order, with helpers to read it back (tests). */
export function recorder(signal = new AbortController().signal) {
  const events: { type: string; group: Group; value: unknown }[] = []
  const push = (type: string, group: Group, value: unknown) => {
    if (signal.aborted)
      return Promise.reject(Object.assign(new Error('aborted'), { name: 'AbortError' }))
    events.push({ type, group, value })
    return Promise.resolve()
  }
  const sink: EngineSink = {
    signal,
    task: (g, status: TaskStatus) => push('TASK', g, status),
    message: (g, text) => push('MESSAGE', g, text),
    code: (g, text) => push('CODE', g, text),
    table: (g, name, csv) => push('TABLE', g, { name, csv }),
    image: async (g, name, png) => push('IMAGE', g, { name, size: (await png).byteLength }),
    repeat: (g, type, name) => push(type, g, { name }),
    questions: (g, list) => push('QUESTIONS', g, list),
    sources: (items: SourceItem[]) =>
      push('SOURCES', { id: '-1', name: '', stage: 'Analyze' }, items),
    keepAlive: () => undefined,
  }
  const messages = (stage: 'Analyze' | 'Respond') =>
    events
      .filter((e) => e.type === 'MESSAGE' && e.group.stage === stage)
      .map((e) => String(e.value))
  return {
    sink,
    events,
    analyzeText: () => messages('Analyze').join('\n'),
    respondText: () => messages('Respond').join('\n'),
    tables: () =>
      events
        .filter((e) => e.type === 'TABLE' && e.group.stage === 'Analyze')
        .map((e) => (e.value as { csv: string }).csv),
    code: () => events.filter((e) => e.type === 'CODE').map((e) => String(e.value)),
  }
}
