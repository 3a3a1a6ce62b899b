import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChatServer, type ChatTestServer } from '../testing/test-server'

// One huge request must not freeze the service for everyone else: cost is bounded by the bytes,
// and token counting gives the event loop back (docs/chat-service.md, "Request cost").

let server: ChatTestServer
beforeAll(async () => {
  server = await startChatServer()
})
afterAll(() => server.close())

const V3 = 'deepseek-ai/DeepSeek-V3'

/** Streams a steady reply (a chunk every 20 ms) and records the longest gap between chunks. */
async function watchStream(stop: AbortSignal): Promise<{ longestGap: number; chunks: number }> {
  const res = await server.post(
    {
      model: V3,
      messages: [{ role: 'user', content: '/bench size=40000 chunks=2000 interval=20' }],
      stream: true,
    },
    {},
    stop,
  )
  const reader = res.body!.getReader()
  let last = performance.now()
  let longestGap = 0
  let chunks = 0
  try {
    for (;;) {
      const { done } = await reader.read()
      if (done) break
      const now = performance.now()
      if (chunks > 0) longestGap = Math.max(longestGap, now - last)
      last = now
      chunks++
    }
  } catch {
    // aborted once the big request is answered
  }
  return { longestGap, chunks }
}

/**
 * Sends `content` while another client streams, and returns the longest gap between that stream's
 * chunks. Two same-run measurements make the 250 ms bound fair on a shared, loaded CPU:
 * - noise: the same stream's longest gap with nothing else going on;
 * - floor: how long this process takes to JSON.parse the body once, work any JSON service does in
 *   one block (about 5 ms for 3 MB on an idle machine). The server reads, parses and checks the
 *   body, so 3 floors are allowed. On an idle machine the bound is close to 250 ms.
 */
async function whileStreaming(content: string) {
  // Serialised before the clock starts: the client shares this process with the server.
  const body = JSON.stringify({ model: V3, messages: [{ role: 'user', content }] })
  const quiet = new AbortController()
  const quietWatch = watchStream(quiet.signal)
  await new Promise((r) => setTimeout(r, 1_500))
  quiet.abort()
  const noise = (await quietWatch).longestGap
  const parseStarted = performance.now()
  JSON.parse(body)
  const floor = performance.now() - parseStarted

  const stop = new AbortController()
  const watching = watchStream(stop.signal)
  await new Promise((r) => setTimeout(r, 300)) // the other stream is flowing
  const started = performance.now()
  const res = await server.post(body)
  const answer = (await res.json()) as { error?: { code: string; message: string } }
  const answeredMs = performance.now() - started
  await new Promise((r) => setTimeout(r, 100))
  stop.abort()
  const { longestGap, chunks } = await watching
  console.info(
    `big request: answered in ${answeredMs.toFixed(0)} ms; other stream's longest gap ${longestGap.toFixed(0)} ms (quiet: ${noise.toFixed(0)} ms, parse floor: ${floor.toFixed(0)} ms)`,
  )
  return { res, body: answer, answeredMs, longestGap, chunks, allowed: 250 + noise + 3 * floor }
}

describe('a huge request while another client streams', () => {
  it('a 3 MB single-word message: a clear error within 5 s, the other stream never stalls 250 ms', async () => {
    const { res, body, answeredMs, longestGap, chunks, allowed } = await whileStreaming(
      'a'.repeat(3_000_000),
    )
    expect(res.status).toBe(400)
    expect(body.error?.code).toBe('tokens_too_long')
    expect(answeredMs).toBeLessThan(5_000)
    expect(chunks).toBeGreaterThan(10)
    expect(longestGap).toBeLessThan(allowed)
  })

  it('40,000 CJK characters without punctuation: answered within 5 s, no stall either', async () => {
    // Common characters, as a pasted Chinese text would be: within the context, so it is answered.
    const common =
      '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严龙飞'
    const text = Array.from({ length: 40_000 }, (_, i) => common[(i * 31) % common.length]).join('')
    const { res, answeredMs, longestGap, allowed } = await whileStreaming(text)
    expect([200, 400]).toContain(res.status)
    expect(answeredMs).toBeLessThan(5_000)
    expect(longestGap).toBeLessThan(allowed)
  })
})
