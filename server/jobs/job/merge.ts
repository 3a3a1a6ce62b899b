import type { Block, BlockType } from '@contract/jobs'
import type { JobEventRecord, JobRecord, StoredJob } from '../../db/records'

/** A block as the engine emitted it, before the non-stream merge. */
export type JobEvent = JobEventRecord

type Placement = Pick<Block, 'group_id' | 'stage'> & { group_name?: string | null }

/**
 * The types the non-stream reply does not keep in the group that emitted them
 * (docs/wire-formats.md); every other type keeps its group, so a new one needs no line here.
 */
const PLACED: Partial<Record<BlockType, (group: JobEvent['group']) => Placement>> = {
  SOURCES: () => ({ group_id: '', group_name: '', stage: 'Respond' }),
  // No group_name at all, as the service sends them.
  QUESTIONS: (group) => ({ group_id: '-1', stage: group.stage }),
}

/**
 * The non-stream reply (docs/wire-formats.md): consecutive MESSAGE deltas of a group
 * merged, no TASK or TRIGGER, SOURCES with group_id "" in the Respond stage, QUESTIONS with
 * group_id "-1" and no group_name. Pure.
 */
export function mergeBlocks(events: JobEvent[]): Block[] {
  const blocks: Block[] = []
  for (const e of events) {
    const last = blocks.at(-1)
    if (e.type === 'MESSAGE' && last?.type === 'MESSAGE' && last.group_id === e.group.id) {
      last.content += String(e.content)
      continue
    }
    const placement = PLACED[e.type]?.(e.group) ?? {
      group_id: e.group.id,
      group_name: e.group.name,
      stage: e.group.stage,
    }
    const content = e.type === 'MESSAGE' ? String(e.content) : e.content
    // The engine's sink wrote content of the type's shape (sink.ts); the store keeps it as JSON.
    blocks.push({ type: e.type, content, ...placement } as Block)
  }
  return blocks
}

/** A stored job as the job service answers it: its events merged into blocks. */
export function mergedJob(stored: StoredJob): JobRecord {
  const { events, ...job } = stored
  return { ...job, blocks: mergeBlocks(events) }
}
