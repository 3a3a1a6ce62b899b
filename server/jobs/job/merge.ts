import type { Block, SourceItem } from '@contract/jobs'
import type { JobEventRecord, JobRecord, StoredJob } from '../../db/records'

/** A block as the engine emitted it, before the non-stream merge. */
export type JobEvent = JobEventRecord

/**
 * The non-stream reply (docs/wire-formats.md): consecutive MESSAGE deltas of a group
 * merged, no TASK or TRIGGER, SOURCES with group_id "" in the Respond stage, QUESTIONS with
 * group_id "-1" and no group_name. Pure.
 */
export function mergeBlocks(events: JobEvent[]): Block[] {
  const blocks: Block[] = []
  for (const e of events) {
    const last = blocks.at(-1)
    if (e.type === 'MESSAGE') {
      if (last?.type === 'MESSAGE' && last.group_id === e.group.id) {
        last.content += String(e.content)
        continue
      }
      blocks.push({
        type: 'MESSAGE',
        content: String(e.content),
        group_id: e.group.id,
        group_name: e.group.name,
        stage: e.group.stage,
      })
    } else if (e.type === 'CODE') {
      blocks.push({
        type: 'CODE',
        content: String(e.content),
        group_id: e.group.id,
        group_name: e.group.name,
        stage: e.group.stage,
      })
    } else if (e.type === 'TABLE' || e.type === 'IMAGE') {
      blocks.push({
        type: e.type,
        content: e.content as Extract<Block, { type: 'TABLE' }>['content'],
        group_id: e.group.id,
        group_name: e.group.name,
        stage: e.group.stage,
      })
    } else if (e.type === 'SOURCES') {
      blocks.push({
        type: 'SOURCES',
        content: e.content as SourceItem[],
        group_id: '',
        group_name: '',
        stage: 'Respond',
      })
    } else {
      blocks.push({
        type: 'QUESTIONS',
        content: e.content as string[],
        group_id: '-1',
        stage: e.group.stage,
      })
    }
  }
  return blocks
}

/** A stored job as the job service answers it: its events merged into blocks. */
export function mergedJob(stored: StoredJob): JobRecord {
  const { events, ...job } = stored
  return { ...job, blocks: mergeBlocks(events) }
}
