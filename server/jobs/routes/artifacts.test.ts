import { afterAll, describe, expect, it } from 'vitest'
import type { ArtifactContent } from '@contract/jobs'
import { jobsContext } from '../http/context'
import { artifactOf, job, makeKit } from '../testing/test-kit'

const kit = makeKit()
afterAll(() => kit.close())

async function tableUrl(k = kit): Promise<ArtifactContent> {
  const session = await k.session()
  const { body } = await job(k, {
    session_id: session,
    question: 'How many cars per cylinders?',
    dataset_id: 'dset-sample-cars',
  })
  return artifactOf(body.data.blocks)
}

describe('artifact URLs', () => {
  it('are absolute, signed, carry expires_at from ARTIFACT_TTL_SECONDS and serve the CSV', async () => {
    const t = await tableUrl()
    const url = new URL(t.url)
    expect(url.origin).toBe('http://127.0.0.1:8787')
    expect(url.pathname).toMatch(/^\/artifacts\/jobs\/job-[a-z0-9]+\/[A-Za-z0-9_.-]+\.csv$/)
    expect(url.searchParams.get('signature')).toBeTruthy()
    expect(t.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)
    expect(Math.abs(Date.parse(t.expires_at) - Date.now() - 3600_000)).toBeLessThan(5000)
    const res = await kit.app.request(t.url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect((await res.text()).startsWith('Cylinders,rows')).toBe(true)
  })

  it('refuse tampering: another file, another expiry, a changed signature (403)', async () => {
    const t = await tableUrl()
    const url = new URL(t.url)
    const variants = [
      t.url.replace(/\.csv\?/, '.png?'),
      t.url.replace(/expires=(\d+)/, (_, n: string) => `expires=${Number(n) + 3600}`),
      t.url.replace(/signature=[^&]+/, 'signature=AAAA'),
      `${url.origin}${url.pathname}`,
    ]
    for (const v of variants) expect((await kit.app.request(v)).status, v).toBe(403)
  })

  it('cannot be used to read other files, even with a valid signature for the path', async () => {
    const signer = jobsContext(kit.config).signer
    for (const p of [
      '/artifacts/jobs/job-abc/..%2F..%2Fsecret.key',
      '/artifacts/jobs/..%2Fstate/sessions.json',
      '/artifacts/jobs/job-abc/.secret',
    ]) {
      const signed = signer.sign('http://127.0.0.1:8787', p, 60)
      const res = await kit.app.request(signed.url)
      expect([403, 404], p).toContain(res.status)
      expect(await res.text()).not.toContain('"name"')
    }
  })

  it('are refused with 410 after expires_at', async () => {
    const short = makeKit({ ARTIFACT_TTL_SECONDS: '0' })
    try {
      const t = await tableUrl(short)
      const res = await short.app.request(t.url)
      expect(res.status).toBe(410)
    } finally {
      short.close()
    }
  })
})
