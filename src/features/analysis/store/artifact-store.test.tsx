// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { Blob as NodeBlob } from 'node:buffer'
import { cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ArtifactRef } from '../types'
import { getArtifact, KEEP_OFF_SCREEN, requestArtifact, useArtifact } from './artifact-store'

const ref = (i: number): ArtifactRef => ({
  name: `t${i}.csv`,
  url: `/artifacts/jobs/j${i}/t${i}.csv`,
  expiresAt: null,
})
const csv = () => new Response('region,revenue\nNorth,1200000\nSouth,900000\n')
async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}
const settled = (r: ArtifactRef) => getArtifact(r)?.state !== 'loading'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('artifact store', () => {
  it('keeps the files on screen and a bounded few others; one let go comes back from the cache', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(csv()))
    vi.stubGlobal('fetch', fetchMock)
    // fetch and IndexedDB hand back Node's Blobs; jsdom's own would not match them.
    vi.stubGlobal('Blob', NodeBlob)
    const refs = Array.from({ length: KEEP_OFF_SCREEN + 4 }, (_, i) => ref(i))
    const onScreen = renderHook(() => useArtifact(refs[0]!))
    for (const r of refs) requestArtifact('table', r)
    await until(() => refs.every((r) => !getArtifact(r) || settled(r)))
    await until(() => refs.filter((r) => getArtifact(r)).length === KEEP_OFF_SCREEN + 1)

    // The one on screen stays, however old; of the rest only the most recent.
    expect(getArtifact(refs[0]!)?.state).toBe('ready')
    expect(
      refs
        .slice(1)
        .filter((r) => getArtifact(r))
        .map((r) => r.name),
    ).toEqual(refs.slice(-KEEP_OFF_SCREEN).map((r) => r.name))

    // Off screen it goes too, once more recent files are shown.
    onScreen.unmount()
    expect(getArtifact(refs[0]!)).toBeUndefined()

    // Shown again, it is read from IndexedDB, not downloaded.
    const downloads = fetchMock.mock.calls.length
    renderHook(() => useArtifact(refs[1]!))
    requestArtifact('table', refs[1]!)
    await until(() => getArtifact(refs[1]!)?.state === 'ready')
    expect(getArtifact(refs[1]!)).toMatchObject({ state: 'ready', cached: true })
    expect(fetchMock.mock.calls.length).toBe(downloads)
  })
})
