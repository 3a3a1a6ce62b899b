import type { Page } from '@playwright/test'

/**
 * Records, in the page, the raw text of every streamed response whose URL contains `urlPart`, as
 * it arrives: the app reads one branch of a tee, the tap the other. So a test can compare what
 * the network delivered with what the UI kept, even when the app stops reading early (a broken
 * chunk) or aborts (Stop).
 */
export async function tapStreams(page: Page, urlPart: string) {
  await page.addInitScript((part) => {
    const w = window as unknown as { __wire: string[] }
    w.__wire = []
    const original = window.fetch
    window.fetch = async (input, init) => {
      const res = await original(input, init)
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (!url.includes(part) || !res.body) return res
      const [forApp, forTap] = res.body.tee()
      const index = w.__wire.push('') - 1
      void (async () => {
        const reader = forTap.getReader()
        const decoder = new TextDecoder()
        try {
          for (;;) {
            const { done, value } = await reader.read()
            if (done) break
            w.__wire[index] += decoder.decode(value, { stream: true })
          }
        } catch {
          // aborted or dropped: what arrived so far is recorded
        }
      })()
      return new Response(forApp, {
        status: res.status,
        statusText: res.statusText,
        headers: res.headers,
      })
    }
  }, urlPart)
  return {
    /** The raw text of the latest matching response (or the `index`-th). */
    text: (index = -1) =>
      page.evaluate((i) => (window as unknown as { __wire: string[] }).__wire.at(i) ?? '', index),
  }
}

/** The `data:` payloads of an SSE text, in order (either dialect: `data: x` or `data:x`). */
export function sseData(text: string): string[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).replace(/^ /, ''))
}

/**
 * The reply text an OpenAI-style stream delivered before it ended or broke: content deltas up to
 * the first line that is not a chunk (cut-off JSON, an error object, [DONE]).
 */
export function chatContentOf(text: string): string {
  let content = ''
  for (const data of sseData(text)) {
    let chunk: { choices?: { delta?: { content?: string } }[]; error?: unknown }
    try {
      chunk = JSON.parse(data) as typeof chunk
    } catch {
      break
    }
    if (chunk.error !== undefined) break
    content += chunk.choices?.[0]?.delta?.content ?? ''
  }
  return content
}
