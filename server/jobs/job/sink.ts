import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Block, JobFault, JobStreamEvent, SourceItem, TaskContent } from '@contract/jobs'
import { QueryAborted } from '../../engine/db'
import type { EngineSink, Group, TaskStatus } from '../../engine/sink'
import type { SseWriter } from '../../lib/sse'
import type { JobsContext } from '../http/context'
import { InjectedFault } from '../http/faults'
import { blockFrame, KEEP_ALIVE_FRAME } from '../http/stream'
import { toDeltas } from './deltas'
import { drawable, drawLater } from './drawn-later'
import { mergeBlocks, type JobEvent } from './merge'

/**
 * The job layer's side of the engine: writes artifact files, signs their URLs, frames each event
 * in the Powerdrill dialect when streaming, and keeps every block for the merged reply and the
 * history. Each event is saved to the repository before it is sent, so what a client has seen is
 * never more than what a crash keeps. Throws once the client has gone, which stops the engine.
 */

interface SinkOptions {
  ctx: JobsContext
  jobId: string
  origin: string
  signal: AbortSignal
  /** null for a non-stream job. */
  writer: SseWriter | null
  fault: JobFault | null
}

const SOURCES_GROUP: Group = { id: '-1', name: '', stage: 'Analyze' }
const DELTA_PAUSE_MS = 15

export class JobSink implements EngineSink {
  private readonly events: JobEvent[] = []
  private seq = 0
  private readonly files = new Map<string, string>()
  private keptAlive = false
  lastGroup: Group | null = null

  constructor(private readonly o: SinkOptions) {}

  get signal(): AbortSignal {
    return this.o.signal
  }

  /** The blocks so far, merged, with artifact paths (signed when sent). */
  blocks(): Block[] {
    return mergeBlocks(this.events)
  }

  /** Saves an event (in order; the job's row was written when it started). */
  private async keep(e: JobEvent) {
    this.events.push(e)
    const seq = this.seq++
    await this.o.ctx.repo.appendEvents(this.o.jobId, seq, [e])
  }

  private check() {
    if (this.o.signal.aborted || this.o.writer?.aborted) throw new QueryAborted()
  }

  private async frame(type: JobStreamEvent, group: Group, content: unknown) {
    this.check()
    this.lastGroup = group.id === '-1' ? this.lastGroup : group
    if (this.o.writer && !(await this.o.writer.write(blockFrame(type, group, content))))
      throw new QueryAborted()
  }

  async task(group: Group, status: TaskStatus, properties: Record<string, unknown> = {}) {
    const content: TaskContent = {
      name: group.name,
      id: group.id,
      status,
      parent_id: null,
      stage: group.stage,
      properties,
    }
    await this.frame('TASK', group, content)
    if (!this.keptAlive && this.o.writer) {
      this.keptAlive = true
      await this.o.writer.write(KEEP_ALIVE_FRAME)
    }
  }

  async message(group: Group, text: string) {
    this.check()
    await this.keep({ type: 'MESSAGE', group, content: text })
    if (!this.o.writer) return
    const pause = DELTA_PAUSE_MS * this.o.ctx.config.paceFactor
    for (const delta of toDeltas(text)) {
      await this.frame('MESSAGE', group, delta)
      await this.o.writer.sleep(pause)
    }
  }

  async code(group: Group, text: string) {
    this.check()
    await this.keep({ type: 'CODE', group, content: text })
    await this.frame('CODE', group, text)
  }

  async table(group: Group, name: string, csv: string) {
    await this.artifact('TABLE', group, name, csv)
  }

  async image(group: Group, name: string, png: Uint8Array | Promise<Uint8Array>, spec?: object) {
    if (png instanceof Uint8Array || !spec) return this.artifact('IMAGE', group, name, await png)
    // Sent now, written when drawn (drawn-later.ts): the answer does not wait for the drawing.
    await this.artifact('IMAGE', group, name, (file) => drawLater(file, spec, png))
  }

  async repeat(group: Group, type: 'TABLE' | 'IMAGE', name: string) {
    const stored = this.files.get(name)
    if (stored) await this.emitArtifact(type, group, name, stored)
  }

  async questions(group: Group, list: string[]) {
    this.check()
    await this.keep({ type: 'QUESTIONS', group, content: list })
    await this.frame('QUESTIONS', group, list)
  }

  async sources(items: SourceItem[]) {
    this.check()
    await this.keep({ type: 'SOURCES', group: SOURCES_GROUP, content: items })
    await this.frame('SOURCES', SOURCES_GROUP, items)
  }

  keepAlive() {
    if (this.o.writer && !this.o.writer.aborted) void this.o.writer.write(KEEP_ALIVE_FRAME)
  }

  private async artifact(
    type: 'TABLE' | 'IMAGE',
    group: Group,
    name: string,
    content: Uint8Array | string | ((file: string) => void),
  ) {
    this.check()
    // Asynchronous file calls: under fifty jobs the synchronous ones queued behind each other on
    // the event loop. A repeated name gets a -2, -3 suffix.
    const dir = path.join(this.o.ctx.artifactsDir, this.o.jobId)
    await mkdir(dir, { recursive: true })
    const file = await writeUnderFreeName(dir, name, content)
    const urlPath = `/artifacts/jobs/${this.o.jobId}/${encodeURIComponent(file)}`
    this.files.set(name, urlPath)
    await this.emitArtifact(type, group, file, urlPath)
    // Fault injection strikes mid-stream: after the first result is out.
    if (type === 'TABLE' && this.o.fault) throw new InjectedFault(this.o.fault)
  }

  private async emitArtifact(type: 'TABLE' | 'IMAGE', group: Group, name: string, urlPath: string) {
    this.check()
    await this.keep({ type, group, content: { name, url: urlPath, expires_at: '' } })
    const signed = this.o.ctx.signer.sign(
      this.o.origin,
      urlPath,
      this.o.ctx.config.artifactTtlSeconds,
    )
    await this.frame(type, group, { name, url: signed.url, expires_at: signed.expires_at })
  }
}

/**
 * Writes an artifact under the first free name of the job's folder (name, name-2, name-3 …) and
 * returns the name used. A chart still being drawn has no file yet: its name is taken all the same.
 */
async function writeUnderFreeName(
  dir: string,
  name: string,
  content: Uint8Array | string | ((file: string) => void),
): Promise<string> {
  for (let n = 1; ; n++) {
    const file = n === 1 ? name : name.replace(/(\.[a-z]+)$/i, `-${n}$1`)
    const target = path.join(dir, file)
    if (drawable(target)) continue
    if (typeof content === 'function') {
      if (existsSync(target)) continue
      content(target)
      return file
    }
    try {
      // 'wx' refuses a name already taken, also by a job writing at the same moment.
      await writeFile(target, content, { flag: 'wx' })
      return file
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
}
