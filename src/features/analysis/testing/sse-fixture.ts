import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createSseDecoder, type SseItem } from '@/lib/sse/read-sse'

/** Test helper: decodes an SSE text (or a recorded contract fixture) into items. */
export function sseItems(text: string): SseItem[] {
  const items: SseItem[] = []
  const decoder = createSseDecoder((item) => items.push(item))
  decoder.push(new TextEncoder().encode(text))
  decoder.end()
  return items
}

export function fixtureText(name: string): string {
  return readFileSync(path.join(process.cwd(), 'contract', 'fixtures', name), 'utf8')
}
