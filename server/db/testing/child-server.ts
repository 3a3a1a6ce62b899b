import { spawn, type ChildProcess } from 'node:child_process'
import { createParser } from 'eventsource-parser'

/**
 * A real server process (node + tsx, one process, so SIGKILL kills the server itself) for the
 * crash and multi-process tests. Resolves once it prints the address it listens on.
 */

export interface ChildServer {
  url: string
  proc: ChildProcess
  /** Everything it printed, for failure messages. */
  output(): string
  kill(signal?: NodeJS.Signals): Promise<void>
}

export function startServer(env: Record<string, string>): Promise<ChildServer> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      PARLEY_STATIC_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000)
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const m = /Parley is running at (http:\/\/\S+)/.exec(out)
      if (m?.[1]) {
        clearTimeout(timer)
        resolve({
          url: m[1],
          proc,
          output: () => out,
          async kill(signal = 'SIGTERM') {
            if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal)
            await exited
          },
        })
      }
    }
    proc.stdout.on('data', onData)
    proc.stderr.on('data', (c: Buffer) => (out += c.toString()))
    proc.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited (${code}) before it started:\n${out}`))
    })
  })
}

export interface Frame {
  event: string | undefined
  data: string
}

/** Reads an SSE response frame by frame until `stop` says so or the stream ends. */
export async function readFrames(
  res: Response,
  stop: (frame: Frame, all: Frame[]) => boolean = () => false,
  /** false leaves the connection open (a client still listening when the server dies). */
  cancel = true,
): Promise<Frame[]> {
  const frames: Frame[] = []
  let done = false
  const parser = createParser({
    onEvent: (e) => {
      if (done) return
      frames.push({ event: e.event, data: e.data })
      if (stop(frames.at(-1)!, frames)) done = true
    },
  })
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  while (!done) {
    const { value, done: end } = await reader.read()
    if (end) break
    parser.feed(decoder.decode(value, { stream: true }))
  }
  if (cancel) await reader.cancel().catch(() => undefined)
  return frames
}
