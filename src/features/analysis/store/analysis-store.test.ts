import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getDb, resetDbForTests } from '@/lib/storage/db'
import { fixtureText } from '../testing/sse-fixture'
import { useAnalysisStore } from './analysis-store'
import { getArtifact } from './artifact-store'
import { loadSessionJobs, saveJob } from './job-repository'
import { newJob } from './new-job'

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: null, data }), {
    headers: { 'content-type': 'application/json', 'x-pd-trace-id': 'tr-1' },
  })

/** The job service, answered in memory: one session, the recorded stream, its two files. */
function service(opts: { holdJob?: boolean } = {}) {
  const answer = (url: string, init?: RequestInit): Response => {
    const method = init?.method ?? 'GET'
    if (url.startsWith('/v2/team/sessions') && method === 'POST')
      return envelope({ id: 'session-1' })
    if (url.includes('/history'))
      return envelope({ total_items: 0, page_number: 1, page_size: 100, records: [] })
    if (url === '/v2/team/jobs') {
      const text = fixtureText('job-stream.sse')
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            new TextEncoder().encode(opts.holdJob ? text.split('id:bbbb')[0]! : text),
          )
          if (!opts.holdJob) controller.close()
          init?.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('Aborted', 'AbortError')),
          )
        },
      })
      return new Response(body, {
        headers: { 'content-type': 'text/event-stream', 'x-pd-trace-id': 'tr-job' },
      })
    }
    if (url.endsWith('.csv')) return new Response('region,revenue\nNorth,1200000\nSouth,900000\n')
    if (url.endsWith('.png'))
      return new Response(new Uint8Array([137, 80, 78, 71]), {
        headers: { 'content-type': 'image/png' },
      })
    return new Response('not found', { status: 404 })
  }
  return vi.fn((url: string, init?: RequestInit) => Promise.resolve(answer(url, init)))
}

const settle = (ms = 50) => new Promise((r) => setTimeout(r, ms))
async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await settle(10)
  }
}

beforeEach(async () => {
  ;(await getDb()).close()
  resetDbForTests()
  await new Promise((resolve) => {
    const req = indexedDB.deleteDatabase('parley')
    req.onsuccess = req.onerror = req.onblocked = resolve
  })
  useAnalysisStore.setState({
    sessionId: null,
    jobIds: [],
    jobs: {},
    sessionLoad: { state: 'idle' },
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('analysis store', () => {
  it('asking creates the session, streams the job to complete, fetches its files and saves it', async () => {
    const fetchMock = service()
    vi.stubGlobal('fetch', fetchMock)
    const { questionAsked } = useAnalysisStore.getState().actions
    const result = await questionAsked('Revenue by region?')
    expect(result).toEqual({ createdSession: true })
    const id = useAnalysisStore.getState().jobIds[0]!
    await until(() => useAnalysisStore.getState().jobs[id]!.status.state === 'complete')

    const job = useAnalysisStore.getState().jobs[id]!
    expect(job).toMatchObject({
      sessionId: 'session-1',
      jobId: 'job-cmdemo00000000000000000001',
      traceId: 'tr-job',
    })
    expect(job.externalTraceId).toMatch(/^parley-/)
    const table = job.blocks.flatMap((b) => (b.kind === 'table' ? [b.artifact] : []))[0]!
    await until(() => getArtifact(table)?.state === 'ready')
    const state = getArtifact(table)
    expect(state?.state === 'ready' && state.kind === 'table' && state.table.rows).toEqual([
      ['North', '1200000'],
      ['South', '900000'],
    ])
    await settle()
    const saved = await loadSessionJobs('session-1')
    expect(saved.map((j) => j.status.state)).toEqual(['complete'])
  })

  it('Stop cancels a running job and keeps what arrived', async () => {
    vi.stubGlobal('fetch', service({ holdJob: true }))
    const { questionAsked, jobStopped } = useAnalysisStore.getState().actions
    await questionAsked('Revenue by region?')
    const id = useAnalysisStore.getState().jobIds[0]!
    await until(() => useAnalysisStore.getState().jobs[id]!.groupOrder.length > 0)
    jobStopped(id)
    await settle()
    const job = useAnalysisStore.getState().jobs[id]!
    expect(job.status).toEqual({ state: 'cancelled' })
    expect(job.groupOrder).toEqual(['aaaa0001-0000-4000-8000-000000000001'])
  })

  it('a job saved while it was still streaming comes back interrupted, with what arrived', async () => {
    vi.stubGlobal('fetch', service())
    const job = {
      ...newJob({
        id: 'c1',
        sessionId: 'session-1',
        question: 'q',
        context: {
          datasetId: null,
          datasourceIds: [],
          outputLanguage: 'AUTO' as const,
          jobMode: 'AUTO' as const,
        },
        now: 1,
      }),
      status: { state: 'streaming' as const },
      externalTraceId: 'parley-x',
    }
    await saveJob(job)
    await useAnalysisStore.getState().actions.sessionOpened('session-1')
    const state = useAnalysisStore.getState()
    expect(state.jobIds).toEqual(['c1'])
    expect(state.jobs.c1!.status).toMatchObject({
      state: 'failed',
      error: { code: 'interrupted', externalTraceId: 'parley-x' },
    })
    expect(state.sessionLoad).toEqual({ state: 'ready' })
  })
})

describe('sessions remember their data', () => {
  const ctx = (datasetId: string) => ({
    datasetId,
    datasourceIds: [],
    outputLanguage: 'AUTO' as const,
    jobMode: 'AUTO' as const,
  })

  it('opening a session shows its own dataset, so the next job runs on it', async () => {
    vi.stubGlobal('fetch', service())
    const done = (sessionId: string, datasetId: string, now: number) => ({
      ...newJob({ sessionId, question: `q ${sessionId}`, context: ctx(datasetId), now }),
      status: { state: 'complete' as const },
      finishedAt: now + 1,
    })
    await saveJob(done('sess-a', 'dset-flights', 1))
    await saveJob(done('sess-b', 'dset-superstore', 2))
    const { sessionOpened } = useAnalysisStore.getState().actions
    await sessionOpened('sess-a')
    expect(useAnalysisStore.getState().ask.datasetId).toBe('dset-flights')
    await sessionOpened('sess-b')
    expect(useAnalysisStore.getState().ask.datasetId).toBe('dset-superstore')
    await sessionOpened('sess-a')
    expect(useAnalysisStore.getState().ask.datasetId).toBe('dset-flights')
  })

  it('a retried job times the retry, not the outage before it', () => {
    vi.stubGlobal('fetch', service())
    const failed = {
      ...newJob({
        sessionId: 'sess-r',
        question: 'q',
        context: ctx('d'),
        now: Date.now() - 60_000,
      }),
      status: { state: 'failed' as const, error: { kind: 'network' as const, message: 'down' } },
      finishedAt: Date.now() - 50_000,
    }
    useAnalysisStore.setState({
      sessionId: 'sess-r',
      jobs: { [failed.id]: failed },
      jobIds: [failed.id],
    })
    useAnalysisStore.getState().actions.jobRetried(failed.id)
    const retried = useAnalysisStore.getState().jobs[failed.id]!
    expect(retried.createdAt).toBe(failed.createdAt)
    expect(retried.startedAt).toBeGreaterThan(Date.now() - 5_000)
  })
})
