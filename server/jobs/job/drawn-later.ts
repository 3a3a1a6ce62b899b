import { existsSync } from 'node:fs'
import { access, readFile, writeFile } from 'node:fs/promises'
import type { TopLevelSpec } from 'vega-lite'
import { renderPng } from '../../engine/render'

/**
 * Chart PNGs drawn off the answer's critical path. The job sends its IMAGE block at once and the
 * file is written when the worker has drawn it; the artifact route waits for a drawing still
 * under way. The chart's spec is written beside the file first, so a PNG that a crash (or another
 * process) never wrote is drawn from it on first request: a client never holds a link to
 * something that cannot be made.
 */

const drawing = new Map<string, Promise<void>>()

const specFile = (file: string) => `${file}.vl.json`

/** Starts writing `file` from `png`; `spec` is kept beside it until the file exists. */
export function drawLater(file: string, spec: object, png: Promise<Uint8Array>): void {
  // Asynchronous file calls, like every artifact write: none of them holds the event loop.
  // The drawing may fail before the spec is written: marked handled now, reported through `done`.
  png.catch(() => undefined)
  const done = writeFile(specFile(file), JSON.stringify(spec))
    .then(() => png)
    .then(async (bytes) => {
      // The job's folder may be gone (session deleted meanwhile): then there is nothing to write.
      if (
        await access(specFile(file)).then(
          () => true,
          () => false,
        )
      )
        await writeFile(file, bytes)
    })
    .finally(() => drawing.delete(file))
  drawing.set(file, done)
  // A failed drawing is reported to whoever asks for the file.
  done.catch(() => undefined)
}

/** Whether `file` is or can be drawn (a drawing under way, or a spec kept beside it). */
export function drawable(file: string): boolean {
  return drawing.has(file) || existsSync(specFile(file))
}

/** Waits for the drawing of `file`, or draws it from its kept spec. Throws if it cannot be drawn. */
export function drawn(file: string): Promise<void> {
  const pending = drawing.get(file)
  if (pending) return pending
  if (existsSync(file)) return Promise.resolve()
  const done = readFile(specFile(file), 'utf8')
    .then((text) => renderPng(JSON.parse(text) as TopLevelSpec))
    .then((bytes) => writeFile(file, bytes))
    .finally(() => drawing.delete(file))
  drawing.set(file, done)
  return done
}
