import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createApp, CONTENT_SECURITY_POLICY } from './app'
import { loadConfig } from './config'

function appWithStatic() {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-static-'))
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parley-data-'))
  return createApp({ ...loadConfig({}), staticDir: dir, dataDir, paceFactor: 0 })
}

describe('server app', () => {
  const app = appWithStatic()

  it('serves the SPA shell for client routes with a strict Content-Security-Policy', async () => {
    for (const route of ['/', '/chat', '/analysis', '/settings']) {
      const res = await app.request(route)
      expect(res.status, route).toBe(200)
      expect(await res.text()).toContain('id="root"')
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toBe(CONTENT_SECURITY_POLICY)
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('puts the policy on API replies too, and never answers an API path with the shell', async () => {
    const res = await app.request('/v1/unknown-endpoint', {
      headers: { authorization: 'Bearer sk-parley-local' },
    })
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(await res.text()).not.toContain('id="root"')
    const artifact = await app.request('/artifacts/jobs/x/../../secret.key')
    expect(artifact.status).toBeGreaterThanOrEqual(400)
    expect(await artifact.text()).not.toContain('id="root"')
  })
})
