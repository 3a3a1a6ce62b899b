import type { ServerResponse } from 'node:http'

/**
 * Test support (not a test): an upstream that trickles (one byte per write, with a pause between
 * writes, so each byte reaches the gateway as a chunk of its own) and a reader that gives up at a
 * deadline, so a stream that hangs fails a test instead of timing it out.
 */

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Writes `text` as UTF-8, `bytesPerWrite` bytes at a time (multi-byte characters get split). */
export async function writeSlowly(
  res: ServerResponse,
  text: string | Buffer,
  options: { bytesPerWrite?: number; gapMs?: number } = {},
): Promise<void> {
  const { bytesPerWrite = 1, gapMs = 2 } = options
  res.socket?.setNoDelay(true)
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text
  for (let at = 0; at < bytes.length; at += bytesPerWrite) {
    if (res.destroyed) return
    res.write(bytes.subarray(at, at + bytesPerWrite))
    await pause(gapMs)
  }
}

/**
 * Writes `text` and ends the reply, with the first `chars` characters of `key` (where it first
 * appears in `text`) each in a write of its own, `gapMs` apart: chunks that are all a held-back
 * key prefix, which must not stop the stream.
 */
export async function endWithKeyPrefixApart(
  res: ServerResponse,
  text: string,
  key: string,
  options: { chars?: number; gapMs?: number } = {},
): Promise<void> {
  const { chars = 3, gapMs = 50 } = options
  const at = text.indexOf(key)
  res.write(text.slice(0, at))
  for (const ch of key.slice(0, chars)) {
    await pause(gapMs)
    res.write(ch)
  }
  await pause(gapMs)
  res.end(text.slice(at + chars))
}

/** The body as text, and whether it ended before `ms` (false: it hung and was cancelled). */
export async function readWithin(
  res: Response,
  ms: number,
): Promise<{ text: string; ended: boolean }> {
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms)
  })
  try {
    for (;;) {
      const step = await Promise.race([reader.read(), deadline])
      if (step === 'late') {
        await reader.cancel().catch(() => {})
        return { text: text + decoder.decode(), ended: false }
      }
      if (step.done) return { text: text + decoder.decode(), ended: true }
      text += decoder.decode(step.value, { stream: true })
    }
  } finally {
    clearTimeout(timer)
  }
}
